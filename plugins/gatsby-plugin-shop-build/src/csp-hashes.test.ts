import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { CSP_MANIFEST_FILE, type CspManifest } from '../../../server/src/contract/page-policy';
import { apiOrigin, inlineScriptHashes, withoutNulBytes, writeCspManifest } from './csp-hashes';

// The CSP specification's own example (MDN): the hash of alert('Hello, world.');
const HELLO = 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';

describe('inline script hashes', () => {
  it('hash the text between the tags as the browser does', () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([HELLO]);
    // CR LF becomes LF before the browser hashes it ('a\nb').
    expect(inlineScriptHashes('<script>a\r\nb</script>')).toEqual([
      'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=',
    ]);
  });

  it('take scripts a browser runs, once each, and leave out files and data blocks', () => {
    const html = [
      '<script src="/app-1.js" async></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      `<SCRIPT id="gatsby-script-loader">alert('Hello, world.');</SCRIPT>`,
      `<script type="text/javascript">alert('Hello, world.');</script>`,
      '<script type="module">import("/x.js")</script>',
      '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{}";\n</script>',
    ].join('');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(HELLO);
  });

  it('answer nothing for a page without inline scripts', () => {
    expect(inlineScriptHashes('<h1>Sahypa</h1><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('the manifest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-manifest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };

  it('names every page by its path under public/, with the API origin of the build', async () => {
    file('index.html', "<script>alert('Hello, world.');</script>");
    file('en/product/1/index.html', '<script>window.pagePath="/en/product/1";</script>');
    file('plain/index.html', '<h1>no scripts</h1>');
    // Gatsby names a directory like a page: page-data/404.html/page-data.json.
    file('page-data/404.html/page-data.json', '{}');
    expect(await writeCspManifest(dir, 'https://api.example.tm/base/')).toEqual({ pages: 3, read: 3, rewritten: [] });
    const manifest = JSON.parse(readFileSync(path.join(dir, CSP_MANIFEST_FILE), 'utf8')) as CspManifest;
    expect(manifest.apiOrigin).toBe('https://api.example.tm');
    expect(manifest.scripts).toEqual({
      'index.html': [HELLO],
      'en/product/1/index.html': inlineScriptHashes('<script>window.pagePath="/en/product/1";</script>'),
    });
  });

  it("takes out the NUL bytes React's streaming renderer leaves in a page, before hashing it", async () => {
    const script = "<script>alert('Hello, world.');</script>";
    const clean = `<p aria-label="Deňeşdirmä goş">★★★★★</p>${script}`;
    const bytes = Buffer.from(clean);
    const star = bytes.indexOf(Buffer.from('★★'));
    const broken = Buffer.concat([
      bytes.subarray(0, 18),
      Buffer.from([0]),
      bytes.subarray(18, star + 3),
      Buffer.from([0, 0]),
      bytes.subarray(star + 3),
    ]);
    const page = path.join(dir, 'nul/index.html');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, broken);
    expect(broken.includes(0)).toBe(true);
    await writeCspManifest(dir, undefined);
    expect(readFileSync(page, 'utf8')).toBe(clean);
    const manifest = JSON.parse(readFileSync(path.join(dir, CSP_MANIFEST_FILE), 'utf8')) as CspManifest;
    expect(manifest.scripts['nul/index.html']).toEqual([HELLO]);
    expect(withoutNulBytes(Buffer.from(clean))).toBeNull();
  });

  it('reads again only the pages rewritten since the last run, with its records', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'csp-records-'));
    const records = path.join(own, 'records.json');
    const at = (name: string) => path.join(own, 'public', name);
    const write = (name: string, text: string) => {
      mkdirSync(path.dirname(at(name)), { recursive: true });
      writeFileSync(at(name), text);
    };
    try {
      write('index.html', "<script>alert('Hello, world.');</script>");
      write('a/index.html', '<script>one()</script>');
      write('b/index.html', '<script>two()</script>');
      const publicDir = path.join(own, 'public');
      expect(await writeCspManifest(publicDir, undefined, { recordsFile: records })).toEqual({
        pages: 3,
        read: 3,
        rewritten: [],
      });
      expect(await writeCspManifest(publicDir, undefined, { recordsFile: records })).toEqual({
        pages: 3,
        read: 0,
        rewritten: [],
      });
      // A rewritten page (even at the same size) is read again, a new one read, a deleted one gone.
      write('a/index.html', '<script>ONE()</script>');
      write('c/index.html', '<script>three()</script>');
      rmSync(at('b/index.html'));
      expect(await writeCspManifest(publicDir, undefined, { recordsFile: records })).toEqual({
        pages: 3,
        read: 2,
        rewritten: [],
      });
      const manifest = JSON.parse(readFileSync(at(CSP_MANIFEST_FILE), 'utf8')) as CspManifest;
      expect(manifest.scripts).toEqual({
        'index.html': [HELLO],
        'a/index.html': inlineScriptHashes('<script>ONE()</script>'),
        'c/index.html': inlineScriptHashes('<script>three()</script>'),
      });
      // With a listing's identities (GNU find) instead of a stat each: the same pages read.
      const { listFilesWithStats } = await import('./list-files');
      const withStats = async () => {
        const stats = (await listFilesWithStats(publicDir))!;
        return { recordsFile: records, names: [...stats.keys()], stats };
      };
      rmSync(records);
      expect(await writeCspManifest(publicDir, undefined, await withStats())).toEqual({
        pages: 3,
        read: 3,
        rewritten: [],
      });
      expect(await writeCspManifest(publicDir, undefined, await withStats())).toEqual({
        pages: 3,
        read: 0,
        rewritten: [],
      });
      write('c/index.html', '<script>THREE()</script>');
      expect(await writeCspManifest(publicDir, undefined, await withStats())).toEqual({
        pages: 3,
        read: 1,
        rewritten: [],
      });
      // Records lost (Gatsby's cache cleared): every page is read.
      rmSync(records);
      expect(await writeCspManifest(publicDir, undefined, { recordsFile: records })).toEqual({
        pages: 3,
        read: 3,
        rewritten: [],
      });
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('reads again a page it is told to, and leaves the slices to Gatsby', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'csp-again-'));
    const records = path.join(own, 'records.json');
    const publicDir = path.join(own, 'public');
    const write = (name: string, text: string) => {
      mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
      writeFileSync(path.join(publicDir, name), text);
    };
    const place = '<slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end>';
    try {
      write('a/index.html', `<body><p>x</p>${place}<script>alert('Hello, world.');</script></body>`);
      write('b/index.html', '<body><p>no scripts</p></body>');
      expect(await writeCspManifest(publicDir, undefined, { recordsFile: records })).toEqual({
        pages: 2,
        read: 2,
        rewritten: [],
      });
      // Gatsby's empty places are Gatsby's to fill: the page is left as it was written.
      expect(readFileSync(path.join(publicDir, 'a/index.html'), 'utf8')).toContain(place);
      expect(await writeCspManifest(publicDir, undefined, { recordsFile: records })).toMatchObject({ read: 0 });
      expect(
        await writeCspManifest(publicDir, undefined, { recordsFile: records, alsoRead: ['a/index.html', 'gone.html'] }),
      ).toEqual({ pages: 2, read: 1, rewritten: [] });
      const manifest = JSON.parse(readFileSync(path.join(publicDir, CSP_MANIFEST_FILE), 'utf8')) as CspManifest;
      expect(manifest.scripts['a/index.html']).toEqual([HELLO]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('takes the API origin from GATSBY_API_URL, none when it is unset, and refuses a relative one', () => {
    expect(apiOrigin(undefined)).toBeNull();
    expect(apiOrigin('')).toBeNull();
    expect(apiOrigin('http://127.0.0.1:8000')).toBe('http://127.0.0.1:8000');
    expect(() => apiOrigin('/api')).toThrow(/GATSBY_API_URL must be an absolute URL/);
  });
});
