import { existsSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CSP_MANIFEST_FILE } from './contract/page-policy';
import { pagePolicyReader } from './lib/page-policies';

/** Client-only routes and other Gatsby match paths ('/ru/cart/*' -> the /ru/cart/ shell). */
interface MatchPath {
  path: string;
  pattern: RegExp;
}

/** Match paths of the current build: read again whenever a build rewrote the file. */
function matchPathReader(siteDir: string): () => MatchPath[] {
  let loaded: { file: string; mtime: number; paths: MatchPath[] } | undefined;
  return () => {
    const file = [join(siteDir, 'match-paths.json'), join(siteDir, '..', '.cache', 'match-paths.json')].find(
      (candidate) => existsSync(candidate),
    );
    if (!file) return [];
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
const API_PATH = /^\/(client|auth|admin|images|docs|health)(\/|$)/;

/**
 * Never served: source maps (the whole source, docs/adr/011) and the records only build and deploy
 * tools read. The production build writes no maps; this covers a build made with SOURCE_MAPS=1 or
 * by hand.
 */
const BUILD_RECORDS = new Set(['/webpack.stats.json', '/chunk-map.json', `/${CSP_MANIFEST_FILE}`]);
const notPublished = (pathname: string) => /\.map$/i.test(pathname) || BUILD_RECORDS.has(pathname);
/** Files the build keeps brotli and gzip copies of (plugins/gatsby-plugin-shop-build/src/compress-assets.ts). */
const COMPRESSIBLE = /\.(html|json|js|css|svg|webmanifest|txt|xml)$/;

function cacheControl(file: string): string {
  if (/\.(html|json)$/.test(file) || file.endsWith('sw.js')) return 'public, max-age=0, must-revalidate';
  if (/[-.][0-9a-f]{16,}\.(js|css|woff2?|map)$/.test(file) || file.includes(`${sep}static${sep}`))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built storefront (Gatsby's public/) on the API's origin: files as they are, pages from
 * their index.html, client-only routes from their shells, and the language's 404 page otherwise.
 */
export async function registerSite(app: FastifyInstance, siteDir: string) {
  await app.register((site) => serveSite(site, siteDir));
}

/** In its own context, so that its error handler (the HTML 429 page) covers only the site. */
async function serveSite(app: FastifyInstance, siteDir: string) {
  await app.register(fastifyStatic, {
    root: siteDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });
  const matchPaths = matchPathReader(siteDir);
  const pagePolicy = pagePolicyReader(siteDir);

  const isFile = async (relative: string) => {
    const full = normalize(join(siteDir, relative));
    if (!full.startsWith(siteDir)) return false;
    try {
      return (await stat(full)).isFile();
    } catch {
      return false;
    }
  };
  const send = (reply: FastifyReply, relative: string, status = 200) => {
    if (relative.endsWith('.html')) reply.header('content-security-policy', pagePolicy(relative));
    // The same URL answers brotli, gzip or plain bytes (from the build's copies): caches must key on it.
    if (COMPRESSIBLE.test(relative)) reply.header('vary', 'accept-encoding');
    return reply.code(status).header('cache-control', cacheControl(relative)).sendFile(relative);
  };

  // A shopper who loads pages too fast gets the storefront's error page in their language (status
  // code, 'Too Many Requests', Home and Back) instead of a JSON body; Retry-After stays set.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const lng = LOCALE_PREFIX.exec(new URL(request.url, 'http://site').pathname)?.[1];
    const page = lng && (await isFile(`${lng}/429/index.html`)) ? `${lng}/429/index.html` : '429/index.html';
    if (error.statusCode === 429 && (await isFile(page))) {
      return reply
        .code(429)
        .header('cache-control', 'no-store')
        .header('content-security-policy', pagePolicy(page))
        .header('vary', 'accept-encoding')
        .sendFile(page);
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
      if (pathname.includes('\0') || pathname.split('/').includes('..') || notPublished(pathname))
        return send(reply, '404.html', 404);
      const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`];
      for (const candidate of candidates) if (await isFile(candidate)) return send(reply, candidate);
      const shell = matchPaths().find((match) => match.pattern.test(pathname));
      if (shell && (await isFile(`${shell.path.replace(/\/?$/, '/')}index.html`)))
        return send(reply, `${shell.path.replace(/\/?$/, '/')}index.html`);
      const lng = LOCALE_PREFIX.exec(pathname)?.[1];
      const notFound = lng && (await isFile(`${lng}/404.html`)) ? `${lng}/404.html` : '404.html';
      return send(reply, notFound, 404);
    },
  });
}
