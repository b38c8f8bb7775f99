/**
 * The commerce API as a process of its own for component tests: the app the API suite builds
 * (server/test/helpers.ts, PGlite), listening on a free loopback port. Prints `listening <url>`
 * once ready; SIGTERM closes it. Started by live-api.ts.
 */
import { generateCatalogue } from '../../server/src/sample/generate';
import { startTestApp, TEST_NOW } from '../../server/test/helpers';

/**
 * The sample catalogue at the size the browser tests use (scripts/e2e.sh): from 240 products on,
 * the products of a category differ in their parameters, which the comparison table is about.
 */
const PRODUCTS = 240;

async function main() {
  const test = await startTestApp({
    catalogue: generateCatalogue({ products: PRODUCTS, now: TEST_NOW }),
    config: { adminToken: process.env.LIVE_API_ADMIN_TOKEN || undefined },
  });
  const url = await test.app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${url}\n`);
  const stop = () => {
    test.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
