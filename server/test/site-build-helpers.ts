/**
 * Shops with site builds for the tests (docs/adr/018): the API with SITE_BUILDS_DIR, whose build
 * command is site-build-command.mjs, a small real command that writes a little shop the way Gatsby
 * rewrites public/. The queue, the copy, the switch and the rollback under test are the real ones.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BuildListWire, BuildWire, RebuildAnswerWire } from '../src/contract/site-builds';
import type { Config } from '../src/config';
import { startTestApp, type TestApp } from './helpers';

export const ADMIN_TOKEN = 'site-builds-token';
const COMMAND = resolve(__dirname, 'site-build-command.mjs');
const PAGES_COMMAND = resolve(__dirname, 'site-pages-command.mjs');

export interface BuildControl {
  label: string;
  pages?: number;
  pauseMs?: number;
  wipe?: boolean;
  fail?: boolean;
  changed?: number[];
  symlink?: string;
  noRender?: boolean;
  /** what the pages command (site-pages-command.mjs) writes */
  pagesLabel?: string;
  pagesFail?: boolean;
  pagesPauseMs?: number;
}

export interface FolderSettings {
  dir: string;
  control: string;
  config: Partial<Config>;
}

/**
 * Folders of a shop with builds (builds, work directory, control file) and the settings naming them.
 * `pages`: product changes first go live through the pages command (site-pages-command.mjs).
 */
export function buildFolders(kept = 3, pages = false): FolderSettings {
  const dir = mkdtempSync(join(tmpdir(), 'site-builds-'));
  const control = join(dir, 'control.json');
  mkdirSync(join(dir, 'work'));
  return {
    dir,
    control,
    config: {
      adminToken: ADMIN_TOKEN,
      siteBuildsDir: join(dir, 'builds'),
      siteBuildWorkDir: join(dir, 'work'),
      siteBuildOutput: join(dir, 'work', 'public'),
      siteBuildCommand: `"${process.execPath}" "${COMMAND}" "${control}"`,
      sitePagesCommand: pages ? `"${process.execPath}" "${PAGES_COMMAND}" "${control}"` : '',
      siteBuildRenderDir: join(dir, 'work', 'render'),
      siteBuildsKept: kept,
      siteBuildTimeoutMs: 60_000,
    },
  };
}

export interface Shop extends TestApp {
  folders: FolderSettings;
  /** what the next build writes */
  setControl(control: BuildControl): void;
  close(): Promise<void>;
}

export async function startShop(options: { kept?: number; catalogue?: null; pages?: boolean } = {}): Promise<Shop> {
  const folders = buildFolders(options.kept, options.pages);
  const t = await startTestApp({
    catalogue: options.catalogue,
    config: { ...folders.config, rateLimitMax: 1_000_000 },
  });
  await t.app.siteBuilds?.start();
  return {
    ...t,
    folders,
    setControl: (control) => writeFileSync(folders.control, JSON.stringify({ pages: 10, ...control })),
    close: async () => {
      await t.close();
      rmSync(folders.dir, { recursive: true, force: true });
    },
  };
}

export const admin = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  token: string | null = ADMIN_TOKEN,
) =>
  app.inject({
    method,
    url,
    headers: { ...(token === null ? {} : { 'x-admin-token': token }), lng: 'EN' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export async function rebuild(app: FastifyInstance, note?: string): Promise<RebuildAnswerWire> {
  const response = await admin(app, 'POST', '/admin/v1/rebuild', note === undefined ? undefined : { note });
  if (response.statusCode !== 202) throw new Error(`rebuild: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function builds(app: FastifyInstance): Promise<BuildListWire> {
  return (await admin(app, 'GET', '/admin/v1/builds?limit=100')).json();
}

/** Waits until build `id` has ended (at most `ms`) and answers it. */
export async function finished(app: FastifyInstance, id: number, ms = 30_000): Promise<BuildWire> {
  const until = Date.now() + ms;
  for (;;) {
    const build = (await admin(app, 'GET', `/admin/v1/builds/${id}`)).json() as BuildWire;
    if (build.status === 'succeeded' || build.status === 'failed') return build;
    if (Date.now() > until) throw new Error(`build ${id} still ${build.status} after ${ms} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Waits until no build waits or runs. */
export async function idle(app: FastifyInstance, ms = 30_000) {
  const until = Date.now() + ms;
  while ((await builds(app)).rows.some((row) => row.status === 'queued' || row.status === 'running')) {
    if (Date.now() > until) throw new Error(`builds still under way after ${ms} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A build, from the call to its end. */
export async function buildWith(shop: Shop, control: BuildControl): Promise<BuildWire> {
  shop.setControl(control);
  const { build } = await rebuild(shop.app);
  return finished(shop.app, build.id);
}

/** The CSP source of the fake build's inline script of `label` (site-build-command.mjs). */
export const scriptHash = (label: string) =>
  `sha256-${createHash('sha256')
    .update(`window.build=${JSON.stringify(label)}`)
    .digest('base64')}`;

/** The build a page says it comes from. */
export const labelOf = (html: string) => /data-build="([^"]+)"/.exec(html)?.[1];

export interface CrawlReport {
  requests: number;
  problems: string[];
  labels: string[];
}

/**
 * Requests pages, page data, a script and a missing page in a loop until `until()` holds, as a
 * crawler would during a rebuild: every answer must be the one expected (200, or 404 for the missing
 * page), and a page's Content-Security-Policy must be that of the build its text comes from.
 */
export async function crawl(app: FastifyInstance, until: () => boolean): Promise<CrawlReport> {
  const report: CrawlReport = { requests: 0, problems: [], labels: [] };
  const urls = ['/', '/product/1', '/product/7/', '/page-data/product/3/page-data.json', '/nowhere'];
  do {
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      report.requests++;
      const expected = url === '/nowhere' ? 404 : 200;
      if (response.statusCode !== expected) report.problems.push(`${url}: ${response.statusCode}`);
      if (!String(response.headers['content-type']).startsWith('text/html')) continue;
      const label = labelOf(response.body);
      if (!label) {
        report.problems.push(`${url}: no build label in ${response.body.slice(0, 80)}`);
        continue;
      }
      if (report.labels.at(-1) !== label) report.labels.push(label);
      if (!String(response.headers['content-security-policy']).includes(scriptHash(label)))
        report.problems.push(`${url}: the page of build ${label} came with another build's policy`);
    }
  } while (!until());
  return report;
}
