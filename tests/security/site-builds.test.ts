/**
 * docs/adr/018: site builds. Every builds call needs the admin token; build ids are whole numbers
 * and the paths are the server's own (no way out of the builds folder); a build's output publishes
 * only regular files, never a symbolic link to elsewhere, nor the build's records; an editor's note
 * is data, never part of the command.
 */
import { existsSync, lstatSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  admin,
  buildWith,
  builds,
  finished,
  rebuild,
  startShop,
  type Shop,
} from '../../server/test/site-build-helpers';

let shop: Shop;
let buildId: number;
const SECRET = 'TOP SECRET, NOT FOR SHOPPERS';

beforeAll(async () => {
  shop = await startShop({ catalogue: null });
  // Files just outside the builds folder and beside a build's log, with names a request might reach.
  writeFileSync(join(shop.folders.dir, 'build.log'), SECRET);
  writeFileSync(join(shop.folders.dir, 'secret.txt'), SECRET);
  buildId = (await buildWith(shop, { label: 'A', symlink: join(shop.folders.dir, 'secret.txt') })).id;
});
afterAll(() => shop.close());

const ROUTES: ['GET' | 'POST', string][] = [
  ['POST', '/admin/v1/rebuild'],
  ['GET', '/admin/v1/builds'],
  ['GET', '/admin/v1/builds/1'],
  ['GET', '/admin/v1/builds/1/log'],
  ['POST', '/admin/v1/builds/1/activate'],
];

describe('the admin token', () => {
  it('is required by every builds call, and a refused call queues nothing', async () => {
    const before = (await builds(shop.app)).rows.length;
    for (const [method, url] of ROUTES) {
      for (const token of [null, '', 'wrong', `${'site-builds-token'.slice(0, -1)}X`, 'site-builds-tokenX']) {
        const response = await admin(shop.app, method, url, undefined, token);
        expect({ method, url, token, status: response.statusCode }).toEqual({ method, url, token, status: 401 });
        expect(response.body).not.toContain('logTail');
      }
    }
    expect((await builds(shop.app)).rows.length).toBe(before);
  });
});

describe('build ids', () => {
  it('are whole numbers: no path in an id reaches a file', async () => {
    expect(buildId).toBe(1);
    const tricks = [
      '..',
      '%2e%2e',
      '..%2F..%2Fsecret.txt',
      '..%2Fbuild.log',
      `${buildId}%2F..%2F..`,
      `${buildId}%2F..%2F..%2Fbuild.log`,
      '%2F..%2F',
      '-1',
      '0',
      '1e3',
      '0x1',
      `${buildId}.5`,
      '99999999999999999999',
      '%00',
      `${buildId}%00`,
      '~',
      '*',
    ];
    for (const id of tricks) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['GET', '/log'],
        ['POST', '/activate'],
      ] as const) {
        const url = `/admin/v1/builds/${id}${suffix}`;
        const response = await admin(shop.app, method, url);
        // Refused, or (ajv reads '0x1' and '1e3' as numbers) the build that number names: never more.
        const named = response.statusCode === 200 && Number(id) === buildId;
        expect({ url, answer: [400, 404].includes(response.statusCode) || named }).toEqual({ url, answer: true });
        expect(response.body).not.toContain(SECRET);
      }
    }
    // The real id still answers: the refusals above were about the ids.
    expect((await admin(shop.app, 'GET', `/admin/v1/builds/${buildId}/log`)).statusCode).toBe(200);
  });
});

describe("a build's output", () => {
  it('publishes no symbolic link: a link to a file elsewhere is left out', async () => {
    const site = join(shop.folders.dir, 'builds', String(buildId), 'site');
    expect(existsSync(join(site, 'index.html'))).toBe(true);
    expect(existsSync(join(site, 'linked.txt'))).toBe(false);
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        const stats = lstatSync(path);
        if (stats.isSymbolicLink()) return [path];
        return stats.isDirectory() ? walk(path) : [];
      });
    expect(walk(site)).toEqual([]);
    const response = await shop.app.inject({ method: 'GET', url: '/linked.txt' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });

  it("does not serve the build's records", async () => {
    writeFileSync(join(shop.folders.config.siteBuildOutput as string, '.build-fingerprint'), 'fingerprint');
    writeFileSync(join(shop.folders.config.siteBuildOutput as string, '.content-fingerprint'), 'fingerprint');
    writeFileSync(join(shop.folders.config.siteBuildOutput as string, 'match-paths.json'), '[]');
    await buildWith(shop, { label: 'B' });
    const records = ['/csp-hashes.json', '/match-paths.json', '/.build-fingerprint', '/.content-fingerprint'];
    for (const url of [...records, '/files.json', '/build.log']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe("an editor's note", () => {
  it('is kept as text and never reaches the shell', async () => {
    const marker = join(shop.folders.dir, 'pwned');
    const note = `$(touch ${marker}); \`touch ${marker}\` | touch ${marker} && echo "$ADMIN_TOKEN"`;
    shop.setControl({ label: 'N' });
    const { build } = await rebuild(shop.app, note);
    const done = await finished(shop.app, build.id);
    expect(done.status).toBe('succeeded');
    expect(done.causes[0].note).toBe(note);
    expect(existsSync(marker)).toBe(false);
  });

  it('is validated: no NUL, at most 200 characters, no other fields', async () => {
    for (const body of [{ note: 'a\u0000b' }, { note: 'x'.repeat(201) }, { note: {} }, { command: 'rm -rf /' }, []]) {
      const response = await admin(shop.app, 'POST', '/admin/v1/rebuild', body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
  });
});
