/**
 * Throughput and p99 latency of the catalogue calls at 50 concurrent connections on loopback, beside
 * the same server's /health route (the ceiling: no database work), measured in the same run; then a
 * category listing with facets that misses the response cache, at 20 connections.
 *   npm run bench:api                 (default catalogue, SAMPLE_PRODUCTS=300)
 *   BENCH_PRODUCTS=10000 npm run bench:api
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startApi } from './server';

const CONNECTIONS = 50;
/** the connections the target of a listing with facets that misses the cache is stated at */
const FACET_CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 300);

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

async function measure(url: string, target: Target, seconds = DURATION) {
  const result = await autocannon({
    url: url + target.path,
    method: target.method ?? 'GET',
    body: target.body,
    headers: { 'content-type': 'application/json', lng: 'RU' },
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const api = await startApi({ port: 18100, dataDir, products: PRODUCTS });
  try {
    const products = (await (await fetch(`${api.url}/client/v4/products?limit=4`)).json()) as {
      rows: { id: number }[];
    };
    const ids = products.rows.map((row) => row.id);
    const targets: Target[] = [
      { name: 'health (ceiling)', path: '/health' },
      { name: 'product listing', path: '/client/v4/products?limit=20&sort=popular' },
      { name: 'product detail', path: `/client/v4/products/${ids[0]}?includeParameters=true&includeLinks=true` },
      { name: 'categories', path: '/client/v4/categories?onlyglobal=true&inclucesubcategories=true&limit=100' },
      {
        name: 'comparison',
        path: '/client/v3/?json',
        method: 'POST',
        body: JSON.stringify([{ class: 'products', fn: 'getCompare', props: { ids }, resKey: 'data' }]),
      },
    ];
    console.log(
      `API benchmark: ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s per call, PGlite, loopback`,
    );
    console.log('call                   req/s    p99 ms   share of ceiling');
    let ceiling = 0;
    for (const target of targets) {
      await measure(api.url, target, 2); // warm-up, not counted
      const { rps, p99 } = await measure(api.url, target);
      if (!ceiling) ceiling = rps;
      const share = `${Math.round((rps / ceiling) * 100)}%`;
      console.log(
        `${target.name.padEnd(20)} ${rps.toFixed(0).padStart(7)} ${String(p99).padStart(9)}   ${share.padStart(6)}`,
      );
    }
    await facetsMissingTheCache(api.url);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A category listing with its facets that the response cache cannot answer (target: p99 <= 100 ms
 * at 20 connections), beside /health at the same 20 connections, in the same run:
 * - "other pages": every request asks another category, page size or offset, so the response cache
 *   misses, but a listing's count and facets are shared by its pages (ResponseCache.remember);
 * - "nothing shared": every request also asks another price bound, so the database computes the
 *   page, the count and the facets each time.
 */
async function facetsMissingTheCache(url: string) {
  const categories = (
    (await (await fetch(`${url}/client/v4/categories?limit=100`)).json()) as { rows: { id: number }[] }
  ).rows.map((row) => row.id);
  let asked = 0;
  const nextPath = (shared: boolean) => {
    const n = asked++;
    const category = categories[n % categories.length];
    const offset = Math.floor(n / categories.length) % 20;
    const limit = 20 + (Math.floor(n / (categories.length * 20)) % 40);
    const bound = shared ? '' : `&priceMax=${1_000_000 + n}`;
    return `/client/v4/products?categoryId=${category}&facets=true&limit=${limit}&offset=${offset}${bound}`;
  };
  const run = (path: string | null, shared = true) =>
    autocannon({
      url,
      headers: { lng: 'RU' },
      connections: FACET_CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'GET',
          path: path ?? nextPath(shared),
          setupRequest: (request) => ({ ...request, path: path ?? nextPath(shared) }),
        },
      ],
    });
  const health = await run('/health');
  const pages = await run(null, true);
  const cold = await run(null, false);
  for (const [name, result] of [
    ['other pages', pages],
    ['nothing shared', cold],
  ] as const)
    if (result.non2xx || result.errors)
      throw new Error(`facets, ${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(
    `\nfacets, response cache missed (${FACET_CONNECTIONS} connections, ${asked} distinct listings of ${categories.length} categories):`,
  );
  console.log('call                                  req/s    p50 ms    p99 ms');
  for (const [name, result] of [
    ['health (reference)', health],
    ['category + facets, other pages', pages],
    ['category + facets, nothing shared', cold],
  ] as const)
    console.log(
      `${name.padEnd(35)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(9)}`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
