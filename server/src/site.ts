import { existsSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CSP_MANIFEST_FILE } from './contract/page-policy';
import type { Lng } from './contract/constants';
import { parseLng } from './lib/lng';
import { message } from './lib/messages';
import { pagePolicyReader, workerPolicyReader } from './lib/page-policies';

/** Client-only routes and other Gatsby match paths ('/ru/cart/*' -> the /ru/cart/ shell). */
interface MatchPath {
  path: string;
  pattern: RegExp;
}

/** Match paths of a build: read again whenever a build rewrote the file. */
function matchPathReader(siteDir: string): () => MatchPath[] {
  let loaded: { file: string; mtime: number; paths: MatchPath[] } | undefined;
  return () => {
    // written by the build beside the pages (plugins/gatsby-plugin-shop-build, MATCH_PATHS_FILE)
    const file = join(siteDir, 'match-paths.json');
    if (!existsSync(file)) return [];
    const mtime = statSync(file).mtimeMs;
    if (loaded?.file !== file || loaded.mtime !== mtime)
      loaded = { file, mtime, paths: parseMatchPaths(readFileSync(file, 'utf8')) };
    return loaded.paths;
  };
}

function parseMatchPaths(text: string): MatchPath[] {
  const entries = JSON.parse(text) as { path: string; matchPath: string }[];
  return entries.map((entry) => ({
    path: entry.path,
    pattern: new RegExp(
      `^${entry.matchPath
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:[^/]+/g, '[^/]+')}/?$`,
    ),
  }));
}

const LOCALE_PREFIX = /^\/(ru|en)(\/|$)/;
/** Unknown API paths keep answering JSON 404s. */
const API_PATH = /^\/(client|auth|admin|images|docs|health|chat|operator)(\/|$)/;

/**
 * Never served: source maps (the whole source, docs/adr/011) and the records only build and deploy
 * tools read. The production build writes no maps; this covers a build made with SOURCE_MAPS=1 or
 * by hand.
 */
const BUILD_RECORDS = new Set([
  '/webpack.stats.json',
  '/chunk-map.json',
  '/match-paths.json',
  '/.build-fingerprint',
  '/.content-fingerprint',
  `/${CSP_MANIFEST_FILE}`,
]);
const notPublished = (pathname: string) => /\.map$/i.test(pathname) || BUILD_RECORDS.has(pathname);
/** Files the build keeps brotli and gzip copies of (plugins/gatsby-plugin-shop-build/src/compress-assets.ts). */
const COMPRESSIBLE = /\.(html|json|js|css|svg|webmanifest|txt|xml)$/;

/**
 * Files named by their content's hash: the same URL always holds the same bytes. Gatsby's names
 * (`app-`, `component---src-templates-product-tsx-` or a chunk's id, and 20 digits).
 */
const isHashed = (file: string) =>
  /[-.][0-9a-f]{16,}\.(js|css|woff2?|map)$/.test(file) ||
  file.startsWith('/static/') ||
  file.includes(`${sep}static${sep}`);

/** The service worker (plugins/gatsby-plugin-offline-app, docs/adr/019): revalidated, with its own policy. */
const WORKER_FILE = 'sw.js';

function cacheControl(file: string): string {
  // Pages, page data, the build's version file, the app manifests and the worker change with every
  // build under the same address: a CDN or browser asks again (ETag/Last-Modified make that cheap).
  if (/\.(html|json|webmanifest)$/.test(file) || file.replace(/^\/+/, '') === WORKER_FILE)
    return 'public, max-age=0, must-revalidate';
  if (isHashed(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Where the site's files are: `current()` is read once per request and the whole answer comes from
 * that folder, so a build switched in meanwhile never mixes into it (docs/adr/018). `others()` are
 * earlier builds still kept: a page opened on one of them may ask for its hashed scripts after the
 * switch, and gets them. `base` is a folder that exists (the builds' parent).
 */
export interface SiteFolders {
  base: string;
  current(): string | undefined;
  others(): string[];
}

/** What is read once per build folder: its client-only routes and its pages' script hashes. */
interface BuildReaders {
  matchPaths: () => MatchPath[];
  pagePolicy: (page: string) => string;
  workerPolicy: () => string;
}

/**
 * Serves the built storefront (Gatsby's public/) on the API's origin: files as they are, pages from
 * their index.html, client-only routes from their shells, and the language's 404 page otherwise.
 */
export async function registerSite(app: FastifyInstance, folders: SiteFolders) {
  await app.register((site) => serveSite(site, folders));
}

/** In its own context, so that its error handler (the HTML 429 page) covers only the site. */
async function serveSite(app: FastifyInstance, folders: SiteFolders) {
  await app.register(fastifyStatic, {
    root: folders.base,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });
  const readers = new Map<string, BuildReaders>();
  const readersOf = (siteDir: string): BuildReaders => {
    let found = readers.get(siteDir);
    if (!found) {
      // Builds come and go: forget the folders no longer served.
      if (readers.size >= 8) {
        const live = new Set([folders.current(), ...folders.others()]);
        for (const dir of readers.keys()) if (!live.has(dir)) readers.delete(dir);
      }
      found = {
        matchPaths: matchPathReader(siteDir),
        pagePolicy: pagePolicyReader(siteDir),
        workerPolicy: workerPolicyReader(siteDir),
      };
      readers.set(siteDir, found);
    }
    return found;
  };

  const isFile = async (siteDir: string, relative: string) => {
    const full = normalize(join(siteDir, relative));
    if (!full.startsWith(`${siteDir}${sep}`)) return false;
    try {
      return (await stat(full)).isFile();
    } catch {
      return false;
    }
  };
  /** One file of one build, with that build's Content-Security-Policy for a page. */
  const send = (reply: FastifyReply, siteDir: string, relative: string, status = 200) => {
    if (relative.endsWith('.html')) reply.header('content-security-policy', readersOf(siteDir).pagePolicy(relative));
    if (relative.replace(/^\/+/, '') === WORKER_FILE)
      reply.header('content-security-policy', readersOf(siteDir).workerPolicy());
    // The same URL answers brotli, gzip or plain bytes (from the build's copies): caches must key on it.
    if (COMPRESSIBLE.test(relative)) reply.header('vary', 'accept-encoding');
    return reply.code(status).header('cache-control', cacheControl(relative)).sendFile(relative, siteDir);
  };
  /** No build yet (the first one is running): a plain 503 the shopper can retry, in their language. */
  const notBuiltYet = (reply: FastifyReply, lng: Lng) =>
    reply
      .code(503)
      .header('retry-after', '30')
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(message('siteBeingBuilt', lng));

  // A shopper who loads pages too fast gets the storefront's error page in their language (status
  // code, 'Too Many Requests', Home and Back) instead of a JSON body; Retry-After stays set.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const siteDir = folders.current();
    const lng = LOCALE_PREFIX.exec(new URL(request.url, 'http://site').pathname)?.[1];
    if (error.statusCode === 429 && siteDir) {
      const page = lng && (await isFile(siteDir, `${lng}/429/index.html`)) ? `${lng}/429/index.html` : '429/index.html';
      if (await isFile(siteDir, page))
        return reply
          .code(429)
          .header('cache-control', 'no-store')
          .header('content-security-policy', readersOf(siteDir).pagePolicy(page))
          .header('vary', 'accept-encoding')
          .sendFile(page, siteDir);
    }
    throw error; // the app's handler answers everything else
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    // Rate-limited as the 'pages' family (edge/rate-limits.ts): a page load fetches dozens of files.
    handler: async (request, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url, 'http://site').pathname);
      } catch {
        pathname = '/';
      }
      if (API_PATH.test(pathname)) return reply.callNotFound();
      // The build this whole answer comes from, read once (docs/adr/018).
      const siteDir = folders.current();
      const lng = LOCALE_PREFIX.exec(pathname)?.[1];
      if (!siteDir) return notBuiltYet(reply, parseLng(lng ?? request.headers.lng));
      if (pathname.includes('\0') || pathname.split('/').includes('..') || notPublished(pathname))
        return send(reply, siteDir, '404.html', 404);
      const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`];
      for (const candidate of candidates) if (await isFile(siteDir, candidate)) return send(reply, siteDir, candidate);
      if (isHashed(pathname))
        for (const earlier of folders.others())
          if (await isFile(earlier, pathname)) return send(reply, earlier, pathname);
      const shell = readersOf(siteDir)
        .matchPaths()
        .find((match) => match.pattern.test(pathname));
      if (shell && (await isFile(siteDir, `${shell.path.replace(/\/?$/, '/')}index.html`)))
        return send(reply, siteDir, `${shell.path.replace(/\/?$/, '/')}index.html`);
      const notFound = lng && (await isFile(siteDir, `${lng}/404.html`)) ? `${lng}/404.html` : '404.html';
      return send(reply, siteDir, notFound, 404);
    },
  });
}
