import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { message } from '../lib/messages';
import { DatabaseCounter, MemoryCounter, type HitCounter, type Verdict } from '../services/rate-limit-store';
import { hasAdminToken } from './admin-token';
import { RefusedRequest } from './refused-request';
import { STAFF_COOKIE } from './staff-access';

/**
 * The route families, each with its own counter per client address and its own allowance per
 * minute (docs/adr/009). A page load fetches dozens of files and images, a shopper's browsing a few
 * catalogue calls; the documentation page is a few files and a cached document. Admin calls with the
 * token are not counted: those without it are guesses at the token, and get few. The shop's own
 * files (the editors' and operators' pages and their scripts, the site's scripts, styles, fonts and
 * page data) cost nothing to answer and a page load asks for dozens: they have a far higher bucket,
 * so reloading a page never leaves it blank with its scripts refused.
 */
export const RATE_LIMIT_FAMILIES = {
  api: (max: number) => max,
  images: (max: number) => max * 10,
  videos: (max: number) => max,
  pages: (max: number) => max * 10,
  docs: (max: number) => max,
  admin: (max: number) => Math.ceil(max / 20),
  staff: (max: number) => max,
  files: (max: number) => max * 100,
  notFound: (max: number) => max,
} as const;
export type RateLimitFamily = keyof typeof RATE_LIMIT_FAMILIES;

/** Counters of ended windows are dropped this often. */
const CLEANUP_EVERY_MS = 60_000;

/**
 * A request's family, from the route it matched (known at onRequest, before the body is read):
 * the router has decoded the path, so '/%61dmin/…' is an admin call like '/admin/…'.
 */
export function familyOf(request: FastifyRequest): RateLimitFamily {
  if (request.is404) return 'notFound';
  if (request.routeOptions.config.rateLimitFamily) return request.routeOptions.config.rateLimitFamily;
  const route = request.routeOptions.url ?? '';
  if (route === '/*' && SITE_FILE.test(request.url.split('?', 1)[0])) return 'files';
  if (route.startsWith('/images/')) return 'images';
  if (route.startsWith('/videos/')) return 'videos';
  if (route === '/admin' || route.startsWith('/admin/'))
    return STAFF_SESSION.test(request.headers.cookie ?? '') ? 'staff' : 'admin';
  if (route === '/docs' || route.startsWith('/docs/')) return 'docs';
  if (route === '/*') return 'pages';
  return 'api';
}

/**
 * A staff member's call carries the staff session cookie (docs/adr/028): a person working in the
 * staff app makes a shopper's number of calls, not a guesser's. The session token is 32 random
 * bytes, so a made-up cookie buys nothing but 401s; signing in (no cookie yet) stays an admin call,
 * and the password's own limit and lock-out apply to it.
 */
const STAFF_SESSION = new RegExp(`(?:^|;\\s*)${STAFF_COOKIE}=[^;]`);

/** A file of the site's build other than a page: its last path segment has an extension, not .html. */
const SITE_FILE = /\/[^/]*\.(?!html?$)[a-z0-9]+$/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the family a route's requests count in, when not the one its path gives (familyOf) */
    rateLimitFamily?: RateLimitFamily;
  }
}

export interface RateLimitsOptions {
  config: Config;
  database: Database;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6_KEYS_KEPT = 10_000;
const ipv6Keys = new Map<string, string>();

/**
 * The rate-limit key of a client address, as @fastify/rate-limit's normalizeIP gives it (an IPv4
 * address as it is, also when the socket shows it IPv4-mapped; an IPv6 address by its /64), but
 * without its cost on every request: normalizeIP parses with ipaddr.js, 8 µs for a mapped or IPv6
 * address (docs/performance.md, bench:api). IPv4 is recognised by its shape; IPv6 keys are remembered.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  if (ip.startsWith('::ffff:') && IPV4.test(ip.slice(7))) return ip.slice(7);
  let key = ipv6Keys.get(ip);
  if (key === undefined) {
    key = normalizeIP(ip);
    if (ipv6Keys.size >= IPV6_KEYS_KEPT) ipv6Keys.clear();
    ipv6Keys.set(ip, key);
  }
  return key;
}

/** Every family's window. */
const WINDOW_MS = 60_000;

/**
 * Rate limits on every request, in onRequest: before the body is read, a handler runs or the
 * response cache answers. Requests with the admin token (site builds, editors) are not limited. A
 * callback hook that answers at once when the counter can (every request but a database store's
 * lease renewals): it runs on every answer the API gives (bench:api).
 */
async function rateLimits(app: FastifyInstance, { config, database }: RateLimitsOptions) {
  const storeKind = config.rateLimitStore ?? (database.kind === 'postgres' ? 'database' : 'memory');
  let lastOutageLog = 0;
  const counter: HitCounter =
    storeKind === 'database'
      ? new DatabaseCounter(database.db, (err) => {
          // One line a minute while the database does not answer; counting goes on in memory.
          if (Date.now() - lastOutageLog < 60_000) return;
          lastOutageLog = Date.now();
          app.log.warn({ err }, 'rate-limit store unavailable: counting in this process');
        })
      : new MemoryCounter();
  const maxOf = Object.fromEntries(
    (Object.keys(RATE_LIMIT_FAMILIES) as RateLimitFamily[]).map((family) => [
      family,
      RATE_LIMIT_FAMILIES[family](config.rateLimitMax),
    ]),
  ) as Record<RateLimitFamily, number>;

  app.addHook('onRequest', (request, reply, done) => {
    if (hasAdminToken(request, config.adminToken)) return done();
    const family = familyOf(request);
    const max = maxOf[family];
    const answer = ({ allowed, ttl }: Verdict) => {
      if (allowed) return done();
      // The allowance is told when it is spent (429 with Retry-After and the limit), not on every
      // answer. The site answers pages with its 429 page, the app's handler everything else.
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      reply.headers({
        'retry-after': seconds,
        'x-ratelimit-limit': max,
        'x-ratelimit-remaining': 0,
        'x-ratelimit-reset': seconds,
      });
      const refusal = new RefusedRequest(429, 'tooManyRequests', {}, seconds);
      // Contexts registered before the app's error handler (Swagger UI's) answer with the message.
      refusal.message = message('tooManyRequests', request.lng);
      done(refusal);
    };
    const verdict = counter.hit(`${family} ${addressKey(request.ip)}`, max, WINDOW_MS);
    if (verdict instanceof Promise) verdict.then(answer, done);
    else answer(verdict);
  });

  // Ended windows are forgotten once a minute (the database store's rows too: every process does
  // it; it is idempotent).
  const sweep = () => counter.sweep().catch((err: unknown) => app.log.warn({ err }, 'rate-limit cleanup failed'));
  const timer = setInterval(sweep, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(rateLimits, { name: 'rate-limits' });
