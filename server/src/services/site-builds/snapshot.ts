/**
 * Copies a finished build's output (Gatsby's public/, which the next build rewrites in place) into
 * the build's own folder, which nothing writes again. A file unchanged since the previous build
 * (same size, same change time, same inode in the output) becomes a hard link to the previous
 * build's copy; only the files the build rewrote are copied. The records of what each copy was made
 * from are kept beside the folder for the next build.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, copyFile, link, lstat, mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

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

/** Runs a program to its end; true when it exited 0. */
function run(command: string, args: string[], options: { cwd?: string; onOutput?: (chunk: Buffer) => void } = {}) {
  return new Promise<boolean>((done) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (chunk: Buffer) => options.onOutput?.(chunk));
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * The regular files (with their identities: size, modification and change time, inode) and folders
 * under `root`, by GNU find in one process: a walk with a stat per file in Node takes 5 to 10 s of
 * a rebuild at 180 000 files. Symbolic links are left out, as by `walk`. Null without GNU find.
 */
export async function findTree(root: string): Promise<{ dirs: string[]; files: Map<string, string> } | null> {
  const chunks: Buffer[] = [];
  const found = await run(
    'find',
    ['.', '-mindepth', '1', '(', '-type', 'd', '-o', '-type', 'f', ')', '-printf', '%y %s:%T@:%C@:%i %P\\0'],
    { cwd: root, onOutput: (chunk) => chunks.push(chunk) },
  );
  if (!found) return null;
  const dirs: string[] = [];
  const files = new Map<string, string>();
  const text = Buffer.concat(chunks).toString('utf8');
  for (const entry of text.split('\0')) {
    if (!entry) continue;
    const kind = entry[0];
    const space = entry.indexOf(' ', 2);
    if (entry[1] !== ' ' || space < 0) return null;
    const path = entry.slice(space + 1);
    if (kind === 'd') dirs.push(path);
    else files.set(path, entry.slice(2, space));
  }
  // Parents before children.
  dirs.sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1));
  return { dirs, files };
}

/**
 * Copies `source` into `target` (created; must not exist), linking to `previous.dir`'s files where
 * `previous.records` say the source file has not changed since that copy.
 *
 * With GNU find and cp (Linux), the work is in proportion to the change: `cp -al` makes the
 * previous build's tree again of hard links (a process in C: about a tenth of the time of a link
 * and a folder at a time from Node), then only the files the build rewrote are replaced by copies
 * (unlinked first: writing through a link would change the previous build) and the files it no
 * longer has are taken out. Elsewhere, every file is linked or copied from Node.
 */
export async function snapshotSite(
  source: string,
  target: string,
  previous?: { dir: string; records: SnapshotRecords },
): Promise<Snapshot> {
  const tree = await findTree(source);
  if (tree && previous && Object.keys(previous.records).length > 0) {
    const linked = await run('cp', ['-al', '--', previous.dir, target]);
    if (linked) return updateLinkedCopy(source, target, tree, previous.records);
    await rm(target, { recursive: true, force: true });
  }
  if (tree) {
    await mkdir(target, { recursive: false });
    for (const dir of tree.dirs) await mkdir(join(target, dir));
    const records: SnapshotRecords = {};
    await eachLimited([...tree.files], PARALLEL, async ([path, record]) => {
      records[path] = record;
      await copyFile(join(source, path), join(target, path), constants.COPYFILE_FICLONE);
    });
    return { files: tree.files.size, reusedFiles: 0, records };
  }
  return snapshotByWalk(source, target, previous);
}

/** `target` holds the previous build's tree as hard links: brings it to `source`'s files. */
async function updateLinkedCopy(
  source: string,
  target: string,
  tree: { dirs: string[]; files: Map<string, string> },
  before: SnapshotRecords,
): Promise<Snapshot> {
  // Files the previous build had and this one has not: out (and folders left without a file).
  const gone = Object.keys(before).filter((path) => !tree.files.has(path));
  await eachLimited(gone, PARALLEL, async (path) => {
    await unlink(join(target, path)).catch(() => undefined);
  });
  const wanted = new Set(tree.dirs);
  const goneDirs = new Set<string>();
  for (const path of gone)
    for (let dir = dirname(path); dir !== '.' && !wanted.has(dir) && !goneDirs.has(dir); dir = dirname(dir))
      goneDirs.add(dir);
  for (const dir of [...goneDirs].sort((a, b) => b.length - a.length))
    await rm(join(target, dir), { recursive: true, force: true });
  // Folders the previous build's files were in are there (cp made them); the others are made.
  const there = new Set<string>();
  for (const path of Object.keys(before))
    for (let dir = dirname(path); dir !== '.' && !there.has(dir); dir = dirname(dir)) there.add(dir);
  for (const dir of tree.dirs)
    if (!there.has(dir) || goneDirs.has(dir)) await mkdir(join(target, dir), { recursive: true });
  const changed = [...tree.files].filter(([path, record]) => before[path] !== record);
  await eachLimited(changed, PARALLEL, async ([path]) => {
    // Never write through the link: that would rewrite the previous build's file too.
    await unlink(join(target, path)).catch(() => undefined);
    await copyFile(join(source, path), join(target, path), constants.COPYFILE_FICLONE);
  });
  return {
    files: tree.files.size,
    reusedFiles: tree.files.size - changed.length,
    records: Object.fromEntries(tree.files),
  };
}

/** snapshotSite without GNU find and cp: a link or a copy per file, from Node. */
async function snapshotByWalk(
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

/**
 * Makes `target` (must not exist) a tree of hard links to `source`'s files: `cp -al` where there is
 * one, else a link per file from Node. The files are shared: replace one by unlinking it first.
 */
export async function linkTree(source: string, target: string): Promise<void> {
  if (await run('cp', ['-al', '--', source, target])) return;
  await rm(target, { recursive: true, force: true });
  const { dirs, files } = await walk(source);
  await mkdir(target, { recursive: false });
  for (const dir of dirs) await mkdir(join(target, dir));
  await eachLimited(files, PARALLEL, (path) => link(join(source, path), join(target, path)));
}

/**
 * Copies the build's server renderer (`source`: Gatsby's .cache/page-ssr/routes, which the next
 * build rewrites in place) into `target`, without its source maps. False when there is none.
 */
export async function copyRenderer(source: string, target: string): Promise<boolean> {
  const names = await readdir(source).catch(() => null);
  if (!names?.includes('render-page.js')) return false;
  await mkdir(target, { recursive: true });
  const scripts = names.filter((name) => name.endsWith('.js'));
  await eachLimited(scripts, PARALLEL, (name) => copyFile(join(source, name), join(target, name)));
  return true;
}

/**
 * Removes a tree: `rm -rf` in a process of its own where there is one (a build's folder is 180 000
 * files at 10 000 products; Node's recursive rm runs a callback per file on the event loop and held
 * the API's answers for seconds), else Node's rm.
 */
export async function removeTree(dir: string): Promise<void> {
  if (await run('rm', ['-rf', '--', dir])) return;
  await rm(dir, { recursive: true, force: true });
}

/** Whether a file or folder is there. */
export const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
