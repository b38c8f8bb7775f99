/**
 * A pages-only build (`pages_of`, docs/adr/018): when a build's causes are only product changes,
 * those products' own pages go live within seconds, rendered again by the pages command in a copy
 * of the live build made of hard links, before the full build runs as usual.
 */
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_PAGES_ONLY_PRODUCTS } from '../../contract/site-builds';
import type { Db } from '../../db/client';
import { BuildLog, runCommand, type RunningBuild } from './command';
import { recordPagesBuildAndActivate, reserveBuildId, type BuildRow } from './queue';
import type { SiteBuildSettings } from './settings';
import { exists, linkTree, readRecords, removeTree, writeRecords } from './snapshot';

/** Longest the pages command may run: it renders a few pages, in seconds. */
const PAGES_TIMEOUT_MS = 120_000;

/**
 * The products whose own pages can go live before the full build: the build's causes are all
 * product changes (none dropped for the causes' limit), at most MAX_PAGES_ONLY_PRODUCTS of them; null
 * for any other build (an import or an editor's rebuild changes more than products' pages).
 */
export function pagesOnlyProducts(build: Pick<BuildRow, 'causes' | 'requests'>): number[] | null {
  if (build.requests !== build.causes.length || build.causes.length === 0) return null;
  const ids = new Set<number>();
  for (const cause of build.causes) {
    if (cause.kind !== 'product' || cause.productId === undefined) return null;
    ids.add(cause.productId);
  }
  return ids.size <= MAX_PAGES_ONLY_PRODUCTS ? [...ids].sort((a, b) => a - b) : null;
}

/** What a pages-only build needs of the process's builds (SiteBuilds). */
export interface LiveBuilds {
  db: Db;
  settings: SiteBuildSettings;
  /** the build this process serves now, which the pages-only build copies */
  active: number | null;
  /** serves a build just switched in, at once */
  serve(id: number): void;
  /** reads the pointer back and retires the builds beyond the kept ones */
  afterSwitch(): Promise<void>;
}

/**
 * A pages-only build before the full one: the live build's site as hard links, the products'
 * pages rendered again in it by the pages command, switched in if the live build is still the one
 * it copied. Whatever goes wrong is written in the full build's log, which then runs as usual.
 */
export async function publishProductPages(
  live: LiveBuilds,
  build: BuildRow,
  products: number[],
  current: RunningBuild,
) {
  const { db, settings } = live;
  const { log } = current;
  const base = live.active;
  const baseFolder = base === null ? null : join(settings.dir, String(base));
  if (baseFolder === null || !(await exists(join(baseFolder, 'render', 'render-page.js')))) {
    log.write(`==> product pages: the live build keeps no server renderer; the full build publishes them\n`);
    return;
  }
  const startedAt = new Date();
  const id = await reserveBuildId(db);
  const folder = join(settings.dir, String(id));
  const partial = join(folder, 'site.partial');
  const render = join(folder, 'render');
  const resultFile = join(folder, 'pages.json');
  let pagesLog: BuildLog | undefined;
  try {
    await mkdir(folder, { recursive: true });
    pagesLog = new BuildLog(join(folder, 'build.log'));
    pagesLog.write(`==> build ${id}: the pages of product ${products.join(', ')} in a copy of build ${base}\n`);
    await linkTree(join(baseFolder, 'site'), partial);
    await linkTree(join(baseFolder, 'render'), render);
    const command = runCommand(
      `${settings.pagesCommand} --site "${partial}" --render "${render}" --products ${products.join(',')} --result "${resultFile}"`,
      {
        cwd: settings.workDir,
        log: pagesLog,
        timeoutMs: PAGES_TIMEOUT_MS,
        env: { ...process.env, BUILD_API_URL: settings.apiUrl, ADMIN_TOKEN: settings.adminToken ?? '' },
      },
    );
    current.command = command;
    const exit = await command.done;
    current.command = undefined;
    if (current.interrupted) throw new Error('the API was stopped');
    if (exit.code !== 0) throw new Error(`the pages command ended with ${exit.signal ?? `code ${exit.code}`}`);
    const result = JSON.parse(await readFile(resultFile, 'utf8')) as { pages: string[]; files: string[] };
    await rm(resultFile, { force: true });
    if (result.pages.length === 0) throw new Error('no page changed');
    const records = await readRecords(join(baseFolder, 'files.json'));
    const files = Object.keys(records).length;
    // Rewritten files are left out of the records: the next build copies them instead of linking.
    for (const file of result.files) delete records[file];
    await writeRecords(join(folder, 'files.json'), records);
    await rename(partial, join(folder, 'site'));
    pagesLog.write(`==> build ${id}: ${result.pages.join(', ')} rendered again; switching it in\n`);
    const logTail = pagesLog.text();
    log.write(logTail);
    await pagesLog.close();
    pagesLog = undefined;
    const switched = await recordPagesBuildAndActivate(db, {
      id,
      pagesOf: base!,
      causes: build.causes,
      startedAt,
      catalogueVersion: build.catalogueVersion,
      files,
      reusedFiles: files - result.files.length,
      logTail,
    });
    if (!switched) throw new Error('another build went live meanwhile');
    live.serve(id);
    log.write(
      `==> build ${id} is live, ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s after the build started\n`,
    );
    await live.afterSwitch();
  } catch (error) {
    if (pagesLog) {
      log.write(pagesLog.text());
      await pagesLog.close();
    }
    log.write(
      `==> build ${id}, the product pages alone, not switched in (${(error as Error).message}); the full build publishes them\n`,
    );
    await removeTree(folder);
  }
}
