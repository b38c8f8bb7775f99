/**
 * Copies a finished build's output (Gatsby's public/, which the next build rewrites in place) into
 * the build's own folder, which nothing writes again. A file unchanged since the previous build
 * (same size, same change time, same inode in the output) becomes a hard link to the previous
 * build's copy; only the files the build rewrote are copied. The records of what each copy was made
 * from are kept beside the folder for the next build.
 */
import { constants } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Per file (relative path): what the output's file was when it was copied. */
export type SnapshotRecords = Record<string, string>;

export interface Snapshot {
  files: number;
  reusedFiles: number;
  records: SnapshotRecords;
}

/** Copies, links and directory creations at once: the disk, not the CPU, is the limit. */
const PARALLEL = 32;

/**
 * A file's identity as the output holds it. The change time moves on every write and cannot be
 * set back by a tool; the inode changes when a file is replaced by a rename. Together with the size
 * they are the "quick check" rsync uses, without reading the file.
 */
const identity = (stats: { size: number; mtimeMs: number; ctimeMs: number; ino: number }) =>
  `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;

/** Runs `work` on every item with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * The regular files and folders under `root`, as paths relative to it. Symbolic links are left
 * out: a link in a build's output could point anywhere on the machine, and the served folder holds
 * only files the build wrote.
 */
async function walk(root: string): Promise<{ dirs: string[]; files: string[] }> {
  const dirs: string[] = [];
  const files: string[] = [];
  const visit = async (relative: string) => {
    const entries = await readdir(join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        dirs.push(path);
        await visit(path);
      } else if (entry.isFile()) files.push(path);
    }
  };
  await visit('');
  return { dirs, files };
}

export async function readRecords(file: string): Promise<SnapshotRecords> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SnapshotRecords;
  } catch {
    return {};
  }
}

/**
 * Copies `source` into `target` (created; must not exist), linking to `previous.dir`'s files where
 * `previous.records` say the source file has not changed since that copy.
 */
export async function snapshotSite(
  source: string,
  target: string,
  previous?: { dir: string; records: SnapshotRecords },
): Promise<Snapshot> {
  const { dirs, files } = await walk(source);
  await mkdir(target, { recursive: false });
  // Parents before children: the walk lists a folder before what it holds.
  for (const dir of dirs) await mkdir(join(target, dir));
  const records: SnapshotRecords = {};
  let reusedFiles = 0;
  await eachLimited(files, PARALLEL, async (path) => {
    const from = join(source, path);
    const stats = await lstat(from);
    const record = identity(stats);
    records[path] = record;
    if (previous && previous.records[path] === record) {
      try {
        await link(join(previous.dir, path), join(target, path));
        reusedFiles++;
        return;
      } catch {
        // The earlier copy is gone or on another disk: copy instead.
      }
    }
    // A reflink where the file system offers one (copy-on-write), else a copy.
    await copyFile(from, join(target, path), constants.COPYFILE_FICLONE);
  });
  return { files: files.length, reusedFiles, records };
}

export async function writeRecords(file: string, records: SnapshotRecords) {
  await writeFile(file, JSON.stringify(records));
}
