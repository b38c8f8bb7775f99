/**
 * Builds /sw.js after the site (docs/adr/019): the worker's source (./worker/) bundled with the
 * Workbox 7 modules by esbuild, with the build's settings written in, then Workbox's
 * `injectManifest` (workbox-build 7) lists the build's scripts, styles, app manifests and icons in it
 * with their revisions. Also writes /build-meta.json, the version open tabs poll.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import type { OfflineTexts } from './worker/offline-page';
import type { Lng, WorkerConfig } from './worker/worker-config';

const LNGS: readonly Lng[] = ['tm', 'ru', 'en'];

/** The API's origin when the pages call it elsewhere (GATSBY_API_URL, absolute), else null: their own. */
export const apiOrigin = (apiUrl: string | undefined): string | null =>
  apiUrl && /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : null;
export const BUILD_META_FILE = 'build-meta.json';
const WORKER_SOURCE = path.resolve('plugins/gatsby-plugin-offline-app/src/worker/service-worker.ts');

/** Files always precached beside the build's scripts: the app manifests and icons (static/). */
const APP_FILES = [
  'manifest.webmanifest',
  'ru/manifest.webmanifest',
  'en/manifest.webmanifest',
  'icons/icon.svg',
  'icons/icon-192.png',
];

/** '/ru/' -> '/ru'; '/' stays. */
const trimmed = (page: string) => (page.length > 1 ? page.replace(/\/+$/, '') : page);
const languageOf = (page: string): Lng => (/^\/(ru|en)(\/|$)/.exec(page)?.[1] as Lng | undefined) ?? 'tm';
/** Pages stored in the background for a language: home, every category, and the three lists. */
const STORED_PAGE = /^(?:\/(?:ru|en))?(?:\/|\/categories\/\d+|\/cart|\/wishlist|\/comparess)?$/;

/** The pages each language's shoppers get stored after their first visit, from the built page paths. */
export function languagePages(pagePaths: readonly string[]): Record<Lng, string[]> {
  const pages: Record<Lng, string[]> = { tm: [], ru: [], en: [] };
  for (const page of new Set(pagePaths.map(trimmed)))
    if (STORED_PAGE.test(page) && page !== '') pages[languageOf(page)].push(page);
  // Home first, then the lists, then categories by number: the most useful pages are stored first.
  const rank = (page: string) => (/categories/.test(page) ? 2 : /cart|wishlist|comparess/.test(page) ? 1 : 0);
  for (const lng of LNGS)
    pages[lng].sort((a, b) => rank(a) - rank(b) || Number(/\d+$/.exec(a)?.[0] ?? 0) - Number(/\d+$/.exec(b)?.[0] ?? 0));
  return pages;
}

const TEXT_KEYS: Record<keyof OfflineTexts, string> = {
  title: 'offline.page.title',
  text: 'offline.page.text',
  products: 'offline.page.products',
  noProducts: 'offline.page.noProducts',
  retry: 'offline.page.retry',
  home: 'offline.page.home',
  cart: 'offline.page.cart',
  wishlist: 'offline.page.wishlist',
  comparison: 'offline.page.comparison',
};

/** The offline page's texts per language; a text missing from a language falls back to Turkmen. */
export function offlineTexts(locales: Record<Lng, Record<string, string>>): Record<Lng, OfflineTexts> {
  const texts = {} as Record<Lng, OfflineTexts>;
  for (const lng of LNGS)
    texts[lng] = Object.fromEntries(
      Object.entries(TEXT_KEYS).map(([field, key]) => {
        const text = locales[lng][key] ?? locales.tm[key];
        if (typeof text !== 'string') throw new Error(`locales/tm.json has no "${key}" (the offline page's text)`);
        return [field, text];
      }),
    ) as unknown as OfflineTexts;
  return texts;
}

/** The build's own scripts and styles at the root of public/ (from webpack's record of its assets). */
export function buildFiles(assets: readonly string[]): string[] {
  return assets.filter((asset) => /^[^/]+\.(js|css)$/.test(asset) && asset !== 'sw.js').sort();
}

/** The first line of /sw.js: the push handlers, imported while the worker's script first runs. */
export const PUSH_HANDLERS_IMPORT = "self.__shopMainWorker=true;importScripts('/push-sw.js');";

export interface WorkerBuild {
  publicDir: string;
  /** where the bundled source is written before the manifest goes in */
  workDir: string;
  /** every asset webpack emitted for the browser (names relative to public/) */
  assets: readonly string[];
  pagePaths: readonly string[];
  localesDir: string;
  version: string;
  apiUrl: string | undefined;
}

export async function buildWorker(options: WorkerBuild): Promise<{ files: number; bytes: number }> {
  const locales = Object.fromEntries(
    await Promise.all(
      LNGS.map(async (lng) => [lng, JSON.parse(await readFile(path.join(options.localesDir, `${lng}.json`), 'utf8'))]),
    ),
  ) as Record<Lng, Record<string, string>>;
  const config: WorkerConfig = {
    version: options.version,
    apiOrigin: apiOrigin(options.apiUrl),
    pages: languagePages(options.pagePaths),
    texts: offlineTexts(locales),
  };
  const source = path.join(options.workDir, 'sw-source.js');
  await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', __OFFLINE_CONFIG__: JSON.stringify(config) },
    // The back-in-stock push handlers (static/push-sw.js, docs/adr/020) run in this worker too; the
    // flag tells them a main worker is in charge of installing and taking control.
    banner: { js: PUSH_HANDLERS_IMPORT },
    outfile: source,
    logLevel: 'silent',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: source,
    swDest: path.join(options.publicDir, 'sw.js'),
    globDirectory: options.publicDir,
    globPatterns: [...buildFiles(options.assets), ...APP_FILES],
    // Hashed names need no revision of their own: Gatsby's (a name or id, and 20 digits).
    dontCacheBustURLsMatching: /[-.][0-9a-f]{16,}\.(js|css)$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`the service worker's precache: ${warnings.join('; ')}`);
  await writeFile(
    path.join(options.publicDir, BUILD_META_FILE),
    `${JSON.stringify({ version: options.version, builtAt: new Date().toISOString() })}\n`,
  );
  return { files: count, bytes: size };
}
