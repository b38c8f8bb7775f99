import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findTree, snapshotSite, type Snapshot } from '../src/services/site-builds/snapshot';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'snapshot-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const output = () => join(root, 'public');
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(output(), path)), { recursive: true });
  writeFileSync(join(output(), path), text);
};
/** Every file under dir with its text, and every folder. */
function contents(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    found[path] = entry.isDirectory() ? '<dir>' : readFileSync(join(dir, path), 'utf8');
  }
  return found;
}
const ino = (dir: string, path: string) => statSync(join(dir, path)).ino;

describe("a build's copy of the output (site builds, docs/adr/018)", () => {
  const builds: { dir: string; snapshot: Snapshot }[] = [];
  const take = async () => {
    const dir = join(root, `build-${builds.length}`);
    const last = builds.at(-1);
    const snapshot = await snapshotSite(output(), dir, last && { dir: last.dir, records: last.snapshot.records });
    builds.push({ dir, snapshot });
    return { dir, snapshot };
  };

  it('lists regular files with their identities and folders, never a symbolic link', async () => {
    write('index.html', 'home');
    write('product/1/index.html', 'one');
    write('product/2/index.html', 'two');
    write('page-data/product/1/page-data.json', '{"one":1}');
    write('old/deep/page.html', 'old');
    write('name with space\tand tab.html', 'odd');
    symlinkSync('/etc/hostname', join(output(), 'link.html'));
    const tree = (await findTree(output()))!;
    expect(tree).not.toBeNull();
    expect([...tree.files.keys()].sort()).toEqual(
      [
        'index.html',
        'name with space\tand tab.html',
        'old/deep/page.html',
        'page-data/product/1/page-data.json',
        'product/1/index.html',
        'product/2/index.html',
      ].sort(),
    );
    expect(tree.dirs.indexOf('product')).toBeLessThan(tree.dirs.indexOf('product/1'));
  });

  it('copies everything the first time, without the link', async () => {
    const { dir, snapshot } = await take();
    const expected = contents(output());
    delete expected['link.html'];
    expect(contents(dir)).toEqual(expected);
    expect(snapshot).toMatchObject({ files: 6, reusedFiles: 0 });
  });

  it('then links what did not change, copies what did, and takes out what is gone', async () => {
    const [first] = builds;
    write('product/1/index.html', 'ONE'); // rewritten at the same size
    write('product/3/index.html', 'three'); // new
    rmSync(join(output(), 'old'), { recursive: true }); // a whole folder gone
    rmSync(join(output(), 'product/2'), { recursive: true });
    write('product/2', 'now a file where a folder was');
    const { dir, snapshot } = await take();
    const expected = contents(output());
    delete expected['link.html'];
    expect(contents(dir)).toEqual(expected);
    expect(snapshot).toMatchObject({ files: 6, reusedFiles: 3 });
    for (const same of ['index.html', 'page-data/product/1/page-data.json'])
      expect(ino(dir, same)).toBe(ino(first.dir, same));
    expect(ino(dir, 'product/1/index.html')).not.toBe(ino(first.dir, 'product/1/index.html'));
    // The build before is as it was: nothing was written through a link.
    expect(readFileSync(join(first.dir, 'product/1/index.html'), 'utf8')).toBe('one');
    expect(readFileSync(join(first.dir, 'old/deep/page.html'), 'utf8')).toBe('old');
    expect(readFileSync(join(first.dir, 'product/2/index.html'), 'utf8')).toBe('two');
  });

  it('copies nothing when nothing changed', async () => {
    const { dir, snapshot } = await take();
    expect(snapshot).toMatchObject({ files: 6, reusedFiles: 6 });
    expect(ino(dir, 'product/3/index.html')).toBe(ino(builds[1].dir, 'product/3/index.html'));
  });
});
