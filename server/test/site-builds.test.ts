/**
 * Editors' rebuilds (docs/adr/018): the queue and its coalescing, the atomic switch under a
 * crawler, a failed build, the rollback, the copy that links unchanged files, two API processes on
 * one database, the settings and a stop during a build (the builds editors cause: site-build-editors.test.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import { siteBuilds } from '../src/db/schema';
import { freshDatabase } from './helpers';
import {
  admin,
  buildFolders,
  buildWith,
  builds,
  crawl,
  finished,
  idle,
  labelOf,
  rebuild,
  scriptHash,
  startShop,
  type Shop,
} from './site-build-helpers';

// One shop for the queue, the switch, the copy and the rollback: each group starts from the state it
// names (a wiped build, the builds it counts), so none depends on what the one before left; starting
// a shop is most of such a group's time on a busy machine.
let shop: Shop;
beforeAll(async () => {
  shop = await startShop({ catalogue: null });
});
afterAll(() => shop.close());

describe('the build queue', () => {
  it('runs a queued build and serves it, with its log and times', async () => {
    const build = await buildWith(shop, { label: 'A' });
    expect(build).toMatchObject({ status: 'succeeded', active: true, available: true, failure: null });
    expect(build.causes).toEqual([{ kind: 'editor', at: expect.any(String) }]);
    expect(build.durationMs).toBeGreaterThanOrEqual(0);
    expect(build.logTail).toContain('fake build done');
    expect(build.logTail).toContain(`build ${build.id} is live`);
    const home = await shop.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(labelOf(home.body)).toBe('A');
    expect(home.headers['content-security-policy']).toContain(scriptHash('A'));
  });

  it('coalesces the requests made during a build into one follow-up build', async () => {
    shop.setControl({ label: 'B', pauseMs: 60 });
    const first = await rebuild(shop.app, 'first');
    // Wait until it runs, then ask five times at once.
    for (let i = 0; i < 200; i++) {
      const state = (await admin(shop.app, 'GET', `/admin/v1/builds/${first.build.id}`)).json();
      if (state.status === 'running') break;
      await new Promise((done) => setTimeout(done, 20));
    }
    expect((await builds(shop.app)).rows[0]).toMatchObject({ id: first.build.id, status: 'running' });
    const during = await Promise.all([1, 2, 3, 4, 5].map((i) => rebuild(shop.app, `during ${i}`)));
    const followUp = during[0].build.id;
    expect(followUp).toBeGreaterThan(first.build.id);
    expect(during.map((answer) => answer.build.id)).toEqual([followUp, followUp, followUp, followUp, followUp]);
    expect(during.filter((answer) => !answer.coalesced)).toHaveLength(1);
    await idle(shop.app);
    const list = await builds(shop.app);
    const after = list.rows.filter((row) => row.id >= first.build.id);
    expect(after.map((row) => [row.id, row.status])).toEqual([
      [followUp, 'succeeded'],
      [first.build.id, 'succeeded'],
    ]);
    expect(after[0].requests).toBe(5);
    expect(after[0].causes.map((cause) => cause.note).sort()).toEqual([
      'during 1',
      'during 2',
      'during 3',
      'during 4',
      'during 5',
    ]);
    expect(list.activeBuildId).toBe(followUp);
  });

  it('shows progress while a build runs', async () => {
    shop.setControl({ label: 'C', pauseMs: 150, pages: 8 });
    const { build } = await rebuild(shop.app);
    let seen: { step: string | null; elapsedMs: number; percent: number | null } | null = null;
    for (let i = 0; i < 200 && !seen?.step?.startsWith('wrote'); i++) {
      await new Promise((done) => setTimeout(done, 50));
      const state = (await admin(shop.app, 'GET', `/admin/v1/builds/${build.id}`)).json();
      if (state.status === 'running') seen = state.progress;
    }
    expect(seen?.step).toMatch(/^wrote /);
    expect(seen?.elapsedMs).toBeGreaterThan(0);
    // The last successful build's duration is the estimate.
    expect(seen?.percent).toEqual(expect.any(Number));
    await finished(shop.app, build.id);
  });

  it('takes the build of a process that stopped renewing its claim as failed, and moves on', async () => {
    const [stale] = await shop.database.db
      .insert(siteBuilds)
      .values({
        status: 'running',
        causes: [],
        runner: 'gone-host:1',
        startedAt: sql`now() - interval '5 minutes'`,
        leaseUntil: sql`now() - interval '1 minute'`,
      })
      .returning();
    const next = await buildWith(shop, { label: 'D' });
    expect(next.status).toBe('succeeded');
    const gone = (await admin(shop.app, 'GET', `/admin/v1/builds/${stale.id}`)).json();
    expect(gone).toMatchObject({ status: 'failed', failure: expect.stringContaining('stopped renewing its claim') });
  });

  it('serves a build from the moment it reads as live, while the process still reads the pointer back', async () => {
    // Reading the pointer back slowly (a busy PostgreSQL): a client that sees the build succeeded
    // and asks for a page at once got the build before, or a 503 on a new shop (seen in CI).
    const builds = shop.app.siteBuilds!;
    const refresh = builds.refresh.bind(builds);
    const slow = jest.spyOn(builds, 'refresh').mockImplementation(async () => {
      await new Promise((done) => setTimeout(done, 1500));
      await refresh();
    });
    try {
      const build = await buildWith(shop, { label: 'E' });
      expect(build).toMatchObject({ status: 'succeeded', active: true });
      const home = await shop.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(labelOf(home.body)).toBe('E');
    } finally {
      slow.mockRestore();
    }
  });
});

describe('the switch', () => {
  beforeAll(async () => {
    await buildWith(shop, { label: 'A', wipe: true });
  });

  it('gives a crawler no 404, no 5xx and no mixed build while a build rewrites its output', async () => {
    shop.setControl({ label: 'B', wipe: true, pauseMs: 30, pages: 20 });
    const { build } = await rebuild(shop.app);
    let done = false;
    const waiting = finished(shop.app, build.id).then((result) => {
      done = true;
      return result;
    });
    // Crawl until the build is live and a few rounds after.
    let roundsAfter = 0;
    const report = await crawl(shop.app, () => done && ++roundsAfter > 20);
    expect((await waiting).status).toBe('succeeded');
    expect(report.problems).toEqual([]);
    expect(report.labels).toEqual(['A', 'B']);
    expect(report.requests).toBeGreaterThan(50);
  });

  it('still serves the hashed scripts of the build before to pages opened on it', async () => {
    const oldScript = `/app-${createHash('sha256').update('A').digest('hex').slice(0, 20)}.js`;
    // The second build wiped its output: only the kept first build has the file.
    const response = await shop.app.inject({ method: 'GET', url: oldScript });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"A"');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Pages and other files are never taken from an older build.
    expect((await shop.app.inject({ method: 'GET', url: '/app-00000000000000000000.js' })).statusCode).toBe(404);
  });

  it('leaves the last good site serving when a build fails, and keeps its log', async () => {
    const before = (await builds(shop.app)).activeBuildId;
    shop.setControl({ label: 'F', wipe: true, fail: true, pauseMs: 20, pages: 20 });
    const { build } = await rebuild(shop.app);
    let done = false;
    const waiting = finished(shop.app, build.id).then((result) => {
      done = true;
      return result;
    });
    const report = await crawl(shop.app, () => done);
    const failed = await waiting;
    expect(report.problems).toEqual([]);
    expect(report.labels).toEqual(['B']);
    expect(failed).toMatchObject({ status: 'failed', active: false, available: false });
    expect(failed.failure).toMatch(/ended with code 3/);
    expect(failed.logTail).toContain('failing half-way on purpose');
    expect(failed.logTail).toContain('the site stays as it was');
    expect((await builds(shop.app)).activeBuildId).toBe(before);
    const log = await admin(shop.app, 'GET', `/admin/v1/builds/${build.id}/log`);
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(log.body).toContain('wrote index.html');
    expect(existsSync(join(shop.folders.dir, 'builds', String(build.id), 'site'))).toBe(false);
    expect(labelOf((await shop.app.inject({ method: 'GET', url: '/product/2' })).body)).toBe('B');
  });

  it('builds again after a failure', async () => {
    const build = await buildWith(shop, { label: 'G' });
    expect(build.status).toBe('succeeded');
    expect(labelOf((await shop.app.inject({ method: 'GET', url: '/product/2' })).body)).toBe('G');
  });
});

describe('the copy of a build', () => {
  it("links the files a build did not change to the build before's, and copies the rest", async () => {
    // Wiped: the output holds this build's files only, as a new shop's first build would.
    const first = await buildWith(shop, { label: 'A', changed: [], wipe: true });
    const second = await buildWith(shop, { label: 'B', changed: [3] });
    const file = (build: number, path: string) => join(shop.folders.dir, 'builds', String(build), 'site', path);
    const inode = (build: number, path: string) => statSync(file(build, path)).ino;
    expect(inode(second.id, 'product/1/index.html')).toBe(inode(first.id, 'product/1/index.html'));
    expect(inode(second.id, 'page-data/product/9/page-data.json')).toBe(
      inode(first.id, 'page-data/product/9/page-data.json'),
    );
    expect(inode(second.id, 'product/3/index.html')).not.toBe(inode(first.id, 'product/3/index.html'));
    expect(readFileSync(file(first.id, 'product/3/index.html'), 'utf8')).toContain('data-build="base"');
    expect(readFileSync(file(second.id, 'product/3/index.html'), 'utf8')).toContain('data-build="B"');
    // Rewritten: the home and 404 pages, product 3's page and page data, the new script, the hashes.
    expect(second.files! - second.reusedFiles!).toBe(6);
    // The 10 pages and page data of the other products, and the first build's script left in place.
    expect(second.reusedFiles).toBe(19);
    expect(labelOf((await shop.app.inject({ method: 'GET', url: '/product/3' })).body)).toBe('B');
  });
});

describe('the rollback', () => {
  const ids: number[] = [];
  beforeAll(async () => {
    // The shop keeps 3 builds (buildFolders' default).
    for (const label of ['A', 'B', 'C', 'D']) ids.push((await buildWith(shop, { label })).id);
  });

  it('keeps the last 3 builds and removes the older ones', async () => {
    // Retiring follows the switch: the last build is live a moment before the oldest is removed.
    let list = await builds(shop.app);
    const oldest = join(shop.folders.dir, 'builds', String(ids[0]));
    for (let i = 0; i < 100 && (list.rows.find((row) => row.id === ids[0])?.available || existsSync(oldest)); i++) {
      await new Promise((done) => setTimeout(done, 50));
      list = await builds(shop.app);
    }
    const byId = new Map(list.rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)?.available)).toEqual([false, true, true, true]);
    expect(existsSync(oldest)).toBe(false);
    expect(list.activeBuildId).toBe(ids[3]);
  });

  it('serves an earlier build in one call, with its own policy, and back again', async () => {
    const response = await admin(shop.app, 'POST', `/admin/v1/builds/${ids[1]}/activate`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids[1], active: true });
    const page = await shop.app.inject({ method: 'GET', url: '/product/4' });
    expect(labelOf(page.body)).toBe('B');
    expect(page.headers['content-security-policy']).toContain(scriptHash('B'));
    expect((await builds(shop.app)).activeBuildId).toBe(ids[1]);
    expect((await admin(shop.app, 'POST', `/admin/v1/builds/${ids[3]}/activate`)).statusCode).toBe(200);
    expect(labelOf((await shop.app.inject({ method: 'GET', url: '/' })).body)).toBe('D');
    // Both switches are in the audit trail, each with the build served before (docs/adr/028).
    const trail = (await admin(shop.app, 'GET', '/admin/v1/audit?action=build.activate&limit=2')).json();
    expect(
      trail.entries.map((e: { subject: string; before: unknown; after: unknown }) => [e.subject, e.before, e.after]),
    ).toEqual([
      [`build:${ids[3]}`, { served: ids[1] }, { served: ids[3] }],
      [`build:${ids[1]}`, { served: ids[3] }, { served: ids[1] }],
    ]);
  });

  it('refuses removed, failed and unknown builds', async () => {
    const removed = await admin(shop.app, 'POST', `/admin/v1/builds/${ids[0]}/activate`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'This build cannot be activated: it failed, is not finished, or its files were removed',
    );
    const failed = await buildWith(shop, { label: 'X', fail: true });
    expect((await admin(shop.app, 'POST', `/admin/v1/builds/${failed.id}/activate`)).statusCode).toBe(409);
    const unknown = await admin(shop.app, 'POST', '/admin/v1/builds/999999/activate');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Build not found: 999999');
    expect(labelOf((await shop.app.inject({ method: 'GET', url: '/' })).body)).toBe('D');
  });
});

describe('two API processes on one database', () => {
  it('never run two builds at once and serve the same build', async () => {
    const folders = buildFolders();
    const first = await freshDatabase();
    // On PostgreSQL each app has its own pool, as two processes would; PGlite serves one process.
    const second = first.url ? await openDatabase({ databaseUrl: first.url }) : first.database;
    const config = (): Config => ({ ...loadConfig({}), ...folders.config, dataDir: folders.dir });
    const apps = [
      await buildApp({ database: first.database, config: config() }),
      await buildApp({ database: second, config: config() }),
    ];
    try {
      for (const app of apps) {
        await app.ready();
        await app.siteBuilds?.start();
      }
      writeFileSync(folders.control, JSON.stringify({ label: 'M', pauseMs: 40, pages: 10 }));
      const answers = [];
      for (let round = 0; round < 6; round++) {
        answers.push(await rebuild(apps[round % 2], `round ${round}`));
        await new Promise((done) => setTimeout(done, 150));
      }
      await idle(apps[0], 60_000);
      const list = await builds(apps[1]);
      expect(list.rows.filter((row) => row.status !== 'succeeded')).toEqual([]);
      // Six requests, fewer builds: those made during a build joined the waiting one.
      expect(list.rows.length).toBeLessThan(6);
      expect(list.rows.reduce((sum, row) => sum + row.requests, 0)).toBe(6);
      for (const app of apps) {
        let page = await app.inject({ method: 'GET', url: '/product/2' });
        for (let i = 0; i < 100 && page.statusCode !== 200; i++) {
          await new Promise((done) => setTimeout(done, 50));
          page = await app.inject({ method: 'GET', url: '/product/2' });
        }
        expect(labelOf(page.body)).toBe('M');
      }
      expect(answers.length).toBe(6);
    } finally {
      for (const app of apps) await app.close();
      if (second !== first.database) await second.close();
      await first.drop();
      rmSync(folders.dir, { recursive: true, force: true });
    }
  });
});

describe('the settings', () => {
  it('default to the Gatsby build of this checkout, and refuse contradictions', () => {
    expect(loadConfig({})).toMatchObject({
      siteBuildsDir: undefined,
      siteBuildCommand: 'bash scripts/build-site.sh',
      siteBuildsKept: 3,
      siteBuildTimeoutMs: 3_600_000,
    });
    expect(loadConfig({ SITE_BUILDS_DIR: '/srv/builds' }).siteBuildOutput).toBe(join(process.cwd(), 'public'));
    expect(() => loadConfig({ SITE_BUILDS_DIR: '/srv/builds', SITE_DIR: 'public' })).toThrow(/not both/);
    expect(() => loadConfig({ SITE_BUILDS_DIR: '/srv/site', SITE_BUILD_OUTPUT: '/srv/site/out' })).toThrow(
      /must not lie inside one another/,
    );
    expect(() => loadConfig({ SITE_BUILDS_KEPT: '0' })).toThrow(/SITE_BUILDS_KEPT/);
    expect(() => loadConfig({ SITE_BUILD_API_URL: 'file:///etc' })).toThrow(/SITE_BUILD_API_URL/);
  });
});

describe('an API stopping during a build', () => {
  it('stops the build, records it failed and queues it again for the next start', async () => {
    // A shop of its own: the test stops its API.
    const shop = await startShop({ catalogue: null });
    try {
      shop.setControl({ label: 'S', pauseMs: 200, pages: 20 });
      const { build } = await rebuild(shop.app);
      // Stop it once the command is writing its output.
      for (let i = 0; i < 300; i++) {
        const state = (await admin(shop.app, 'GET', `/admin/v1/builds/${build.id}`)).json();
        if (state.progress?.step?.startsWith('wrote')) break;
        await new Promise((done) => setTimeout(done, 20));
      }
      await shop.app.close();
      const rows = await shop.database.db.select().from(siteBuilds).orderBy(siteBuilds.id);
      expect(rows.map((row) => [row.id, row.status])).toEqual([
        [build.id, 'failed'],
        [build.id + 1, 'queued'],
      ]);
      expect(rows[0].failure).toBe('the API was stopped during the build');
      expect(rows[1].causes).toEqual([{ kind: 'interrupted', at: expect.any(String), note: `build ${build.id}` }]);
      // The command's whole process group was stopped: nothing writes the output any more.
      const files = readdirSync(shop.folders.config.siteBuildOutput as string, { recursive: true }).length;
      await new Promise((done) => setTimeout(done, 600));
      expect(readdirSync(shop.folders.config.siteBuildOutput as string, { recursive: true }).length).toBe(files);
    } finally {
      await shop.close();
    }
  });
});
