import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file under dir, as a path relative to it with forward slashes ('page-data/en/page-data.json').
 * Directories are left out: Gatsby names some of them like files (page-data/404.html/).
 */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    );
}

/**
 * Writes `text` unless the file already holds it: an unchanged file keeps its time, so its
 * compressed copies and the build folder's copy (hard-linked from the build before) stay as they
 * are. Answers whether it wrote.
 */
export async function writeIfChanged(file: string, text: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === text) return false;
  await writeFile(file, text);
  return true;
}
