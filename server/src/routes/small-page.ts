import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The page may run its own script and style sheet and talk to this origin (a socket included),
 * nothing else; the rest of an API answer's policy stays (docs/adr/011).
 */
const SMALL_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

// svg: the kit's icon (icon.svg, the shop's), named by each page so the browser never asks /favicon.ico
const TYPES = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
} as const;

/** What every small page loads first (`kit.js`, `kit.css`): its language, `el`, the base styles; its icon. */
const KIT_DIR = join(__dirname, '..', '..', 'small-page-kit');

/**
 * A small page of its own, apart from the shop's bundles (the editors' /admin, the operators'
 * /operator): `dir`/index.html at `path`, the scripts and style sheets in `dir` and the kit's files
 * beside it, read once at start-up, revalidated by the browser on every load.
 */
export function serveSmallPage(app: FastifyInstance, options: { path: string; dir: string }) {
  const page = readFileSync(join(options.dir, 'index.html'));
  // The page and its files count as the shop's files (edge/rate-limits.ts), not as admin calls.
  const route = { schema: { hide: true }, config: { rateLimitFamily: 'files' as const } };
  app.get(options.path, route, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', SMALL_PAGE_POLICY)
      .send(page),
  );
  for (const dir of [options.dir, KIT_DIR]) {
    for (const file of readdirSync(dir)) {
      const extension = extname(file).slice(1);
      if (!Object.hasOwn(TYPES, extension)) continue;
      const body = readFileSync(join(dir, file));
      app.get(`${options.path}/${file}`, route, (_request, reply) =>
        reply
          .type(TYPES[extension as keyof typeof TYPES])
          .header('cache-control', 'no-cache')
          .send(body),
      );
    }
  }
}
