import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file as listed with its identity: what a rewrite changes. */
export interface FileStats {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/** A file's identity as a string: size, modification and change time, inode. */
export const identityOf = (stats: FileStats) => `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;

/**
 * Every regular file under dir with its identity, by GNU find in one process (a listing of public/
 * and a stat per file from Node takes seconds at 180 000 files, and the compressed copies' checks
 * as long again); null where find is not GNU's.
 */
export function listFilesWithStats(dir: string): Promise<Map<string, FileStats> | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn('find', ['.', '-type', 'f', '-printf', '%s %T@ %C@ %i %P\\0'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', () => resolve(null));
    child.on('close', (code) => {
      if (code !== 0) return resolve(null);
      const files = new Map<string, FileStats>();
      for (const entry of Buffer.concat(chunks).toString('utf8').split('\0')) {
        if (!entry) continue;
        const fields = entry.split(' ', 4);
        const name = entry.slice(fields.join(' ').length + 1);
        const [size, mtime, ctime, ino] = fields.map(Number);
        if (fields.length < 4 || !name || [size, mtime, ctime, ino].some((value) => !Number.isFinite(value)))
          return resolve(null);
        // find's seconds with their fraction, as milliseconds (Node's stats.mtimeMs is the same value
        // to within a microsecond: records made here are only ever compared with records made here).
        files.set(name, { size, mtimeMs: mtime * 1000, ctimeMs: ctime * 1000, ino });
      }
      resolve(files);
    });
  });
}

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
