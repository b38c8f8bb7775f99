/**
 * The build's HTTP client for the commerce API: limited concurrency, retries with backoff on network
 * errors and 5xx/429, and a clear error (URL and status) for everything else, so a broken API fails
 * the build instead of producing an empty shop.
 */

import type { ApiLng } from '../../../server/src/contract/constants';

export type { ApiLng };

export interface FetcherOptions {
  baseUrl: string;
  adminToken?: string;
  concurrency: number;
  retries: number;
  /** first backoff in ms; doubles on each retry */
  backoffMs: number;
}

export class SourceError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | 'network',
    detail: string,
  ) {
    super(`gatsby-source-store: GET ${url} failed (${status}): ${detail}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A counting semaphore: at most `limit` tasks run at once, the rest queue in order. */
export function createLimiter(limit: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (active >= limit || !queue.length) return;
    active++;
    queue.shift()!();
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() =>
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          }),
      );
      next();
    });
  };
}

const isRetryable = (status: number) => status === 429 || status >= 500;

export function createFetcher(options: FetcherOptions) {
  const limit = createLimiter(options.concurrency);
  const headersFor = (lng: ApiLng): Record<string, string> => ({
    accept: 'application/json',
    lng,
    ...(options.adminToken ? { 'x-admin-token': options.adminToken } : {}),
  });

  async function attempt<T>(url: string, lng: ApiLng): Promise<T> {
    for (let tried = 0; ; tried++) {
      let response: Response;
      try {
        response = await fetch(url, { headers: headersFor(lng) });
      } catch (error) {
        if (tried >= options.retries) throw new SourceError(url, 'network', (error as Error).message);
        await sleep(options.backoffMs * 2 ** tried);
        continue;
      }
      if (response.ok) return (await response.json()) as T;
      const body = await response.text().catch(() => '');
      if (!isRetryable(response.status) || tried >= options.retries) {
        throw new SourceError(url, response.status, body.slice(0, 300));
      }
      // The rate limiter says how long to wait; otherwise back off exponentially.
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : options.backoffMs * 2 ** tried);
    }
  }

  return {
    getJson<T>(path: string, lng: ApiLng): Promise<T> {
      return limit(() => attempt<T>(`${options.baseUrl}${path}`, lng));
    },
  };
}

export type Fetcher = ReturnType<typeof createFetcher>;
