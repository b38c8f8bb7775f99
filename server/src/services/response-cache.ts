import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** answers of this route are kept until the catalogue changes */
    cacheable?: boolean;
  }
  interface FastifyRequest {
    cacheKey?: string;
    cacheGeneration?: number;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** Shared values (remember) kept at most: a listing's facets are a few KB. */
const MAX_DERIVED = 2000;

/**
 * Serialized answers of catalogue reads, kept until the catalogue changes. The database announces
 * every change (trigger + NOTIFY 'catalogue_changed'), so each API process clears its own cache at
 * once; a periodic version check covers a lost notification.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Buffer>();
  /** values computed for several answers (a listing's facets for each of its pages), and those being computed */
  private readonly derived = new Map<string, Promise<unknown>>();
  private bytes = 0;
  /** moves on at every clear, so an answer computed before a change is not stored after it */
  generation = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Re-insert to keep Map order as recency order for eviction.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer) {
    if (value.length > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.bytes -= previous.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }

  /** the catalogue version the answers were last known to be of */
  private version: number | undefined;

  /**
   * Told the catalogue's version (the periodic check; the change feed, so that a site build's reads
   * after it are of that version or later, even before the change's notification arrives): an other
   * version than the last one told clears the cache.
   */
  observe(version: number) {
    if (this.version === version) return;
    const first = this.version === undefined;
    this.version = version;
    if (!first) this.clear();
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.derived.clear();
    this.bytes = 0;
  }

  /**
   * A value several answers share, computed once until the catalogue changes: a listing's facets,
   * price range and count are the same for each of its pages and sorts. Requests that come while
   * it is computed wait for the same computation. Not kept when the computation failed; at most MAX_DERIVED values, the oldest out first. With the cache off
   * (RESPONSE_CACHE_MB=0, what the benchmarks of computation use) every call computes.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.maxBytes <= 0) return compute();
    const known = this.derived.get(key);
    if (known) {
      this.derived.delete(key);
      this.derived.set(key, known);
      return known as Promise<T>;
    }
    const pending = compute();
    this.derived.set(key, pending);
    for (const oldest of this.derived.keys()) {
      if (this.derived.size <= MAX_DERIVED) break;
      this.derived.delete(oldest);
    }
    // (a change of the catalogue meanwhile cleared it: clear() empties `derived`)
    pending.catch(() => {
      if (this.derived.get(key) === pending) this.derived.delete(key);
    });
    return pending;
  }

  get size() {
    return this.entries.size;
  }
}

export interface ResponseCacheOptions {
  maxBytes: number;
  /** subscribes to catalogue changes; answers an unsubscribe function */
  subscribe(onChange: () => void): Promise<() => Promise<void>>;
  /** the catalogue's current version, for the periodic check */
  version(): Promise<number>;
  checkEveryMs: number;
}

async function responseCachePlugin(app: FastifyInstance, options: ResponseCacheOptions) {
  const cache = new ResponseCache(options.maxBytes);
  app.decorate('responseCache', cache);
  cache.observe(await options.version());
  const unsubscribe = await options.subscribe(() => cache.clear());
  const timer = setInterval(() => {
    options
      .version()
      .then((version) => cache.observe(version))
      .catch((err) => app.log.warn({ err }, 'catalogue version check failed'));
  }, options.checkEveryMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await unsubscribe();
  });

  // RESPONSE_CACHE_MB=0: every call computes its answer (the search benchmark measures that).
  if (options.maxBytes <= 0) return;

  // Before validation: only answers that passed it were stored, and the key is the raw request.
  const lookUp = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const body = request.method === 'GET' ? '' : JSON.stringify(request.body);
    const key = `${request.lng} ${request.method} ${request.url} ${body}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      // answered here: the handler does not run (a callback hook that sends does not call done)
      reply.header('content-type', 'application/json; charset=utf-8').send(hit);
      return;
    }
    request.cacheKey = key;
    request.cacheGeneration = cache.generation;
    done();
  };
  const keep = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, value: unknown) => void,
  ) => {
    if (
      request.cacheKey &&
      request.cacheGeneration === cache.generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      cache.set(request.cacheKey, Buffer.from(payload));
    }
    done(null, payload);
  };
  // Only the cacheable routes carry the two hooks: the others (health, accounts, orders) pay nothing.
  // First of their route's hooks: the answer is kept before @fastify/compress's own route hook
  // (global: true adds one to every route) turns it into a compressed stream.
  app.addHook('onRoute', (route) => {
    if (!(route.config as { cacheable?: boolean } | undefined)?.cacheable) return;
    route.preValidation = [lookUp, ...hookList(route.preValidation)];
    route.onSend = [keep, ...hookList(route.onSend)];
  });
}

/** A route's hooks of one kind as a list (a route may give none, one or several). */
function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export default fp(responseCachePlugin, { name: 'response-cache' });
