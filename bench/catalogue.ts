/**
 * Generates a large sample catalogue into a fresh embedded database, starts the API on it and
 * times a few calls: proof that 100 000 products generate and serve.
 *   BENCH_PRODUCTS=100000 npm run bench:catalogue
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { lng: 'RU' } });
  const body = (await response.json()) as { count?: number };
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, count: body.count };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  const started = performance.now();
  const api = await startApi({ port: 18101, dataDir, products: PRODUCTS, env: { LOG_LEVEL: 'info' } });
  const seconds = (performance.now() - started) / 1000;
  try {
    console.log(`generated, imported and started with ${PRODUCTS} products in ${seconds.toFixed(1)} s (PGlite)`);
    const memory = (await (await fetch(`${api.url}/health/ready`)).json()) as { products: number };
    console.log(`the API counts ${memory.products} products`);
    const last = memory.products;
    for (const path of [
      '/client/v4/products?limit=20',
      `/client/v4/products?limit=20&offset=${last - 20}`,
      '/client/v4/products?limit=20&sort=price_asc',
      `/client/v4/products/${last}?includeParameters=true&includeLinks=true`,
      '/client/v4/categories?onlyglobal=true&inclucesubcategories=true',
      '/client/v4/brands?limit=100',
      '/client/v4/products?group=weekly',
    ]) {
      const cold = await timed(api.url + path);
      const warm = await timed(api.url + path);
      console.log(
        `${path.padEnd(72)} first ${cold.ms.toFixed(1).padStart(7)} ms, cached ${warm.ms.toFixed(1).padStart(5)} ms` +
          `${cold.count === undefined ? '' : `  (count ${cold.count})`}`,
      );
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
