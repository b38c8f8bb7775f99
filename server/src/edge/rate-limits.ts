import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { parseLng } from '../lib/lng';
import { message } from '../lib/messages';
import { databaseRateLimitStore, deleteEndedWindows } from '../services/rate-limit-store';
import { hasAdminToken } from './admin-token';

/**
 * The route families, each with its own counter per client address and its own allowance per
 * minute (docs/adr/009). A page load fetches dozens of files and images, a shopper's browsing a few
 * catalogue calls; the documentation page is a few files and a cached document. Admin calls with the
 * token are not counted: those without it are guesses at the token, and get few.
 */
export const RATE_LIMIT_FAMILIES = {
  api: (max: number) => max,
  images: (max: number) => max * 10,
  videos: (max: number) => max,
  pages: (max: number) => max * 10,
  docs: (max: number) => max,
  admin: (max: number) => Math.ceil(max / 20),
  notFound: (max: number) => max,
} as const;
export type RateLimitFamily = keyof typeof RATE_LIMIT_FAMILIES;

/** Counters of ended windows are dropped this often (database store). */
const CLEANUP_EVERY_MS = 60_000;

/**
 * A request's family, from the route it matched (known at onRequest, before the body is read):
 * the router has decoded the path, so '/%61dmin/…' is an admin call like '/admin/…'.
 */
export function familyOf(request: FastifyRequest): RateLimitFamily {
  if (request.is404) return 'notFound';
  const route = request.routeOptions.url ?? '';
  if (route.startsWith('/images/')) return 'images';
  if (route.startsWith('/videos/')) return 'videos';
  if (route === '/admin' || route.startsWith('/admin/')) return 'admin';
  if (route === '/docs' || route.startsWith('/docs/')) return 'docs';
  if (route === '/*') return 'pages';
  return 'api';
}

export interface RateLimitsOptions {
  config: Config;
  database: Database;
}

/**
 * Rate limits on every request, in onRequest: before the body is read, a handler runs or the
 * response cache answers. Requests with the admin token (site builds, editors) are not limited.
 */
async function rateLimits(app: FastifyInstance, { config, database }: RateLimitsOptions) {
  const storeKind = config.rateLimitStore ?? (database.kind === 'postgres' ? 'database' : 'memory');
  let lastOutageLog = 0;
  const store =
    storeKind === 'database'
      ? databaseRateLimitStore(database.db, (err) => {
          // One line a minute while the database does not answer; counting goes on in memory.
          if (Date.now() - lastOutageLog < 60_000) return;
          lastOutageLog = Date.now();
          app.log.warn({ err }, 'rate-limit store unavailable: counting in this process');
        })
      : undefined;

  await app.register(rateLimit, {
    global: false,
    store,
    timeWindow: '1 minute',
    allowList: (request) => hasAdminToken(request, config.adminToken),
    // The allowance is told when it is spent (429 with Retry-After and the limit), not on every
    // answer: three headers fewer on each of the shop's answers (bench:api, issue 12).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: message('tooManyRequests', parseLng(request.headers.lng)),
    }),
  });

  const limiter = (family: RateLimitFamily) =>
    app.rateLimit({
      max: RATE_LIMIT_FAMILIES[family](config.rateLimitMax),
      keyGenerator: (request) => `${family} ${normalizeIP(request.ip)}`,
    }) as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  const limiters = Object.fromEntries(
    (Object.keys(RATE_LIMIT_FAMILIES) as RateLimitFamily[]).map((family) => [family, limiter(family)]),
  ) as Record<RateLimitFamily, ReturnType<typeof limiter>>;
  app.addHook('onRequest', (request, reply) => limiters[familyOf(request)](request, reply));

  if (storeKind === 'database') {
    const cleanup = () =>
      deleteEndedWindows(database.db).catch((err: unknown) => app.log.warn({ err }, 'rate-limit cleanup failed'));
    const timer = setInterval(cleanup, CLEANUP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

export default fp(rateLimits, { name: 'rate-limits' });
