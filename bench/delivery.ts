/**
 * How fast the server delivers a built page: req/s of /en/ (and its page data) asked with
 * `Accept-Encoding: br`, `gzip` and without compression, in the same run, on loopback, median of 3
 * rounds taken in turn. The build writes brotli and gzip copies of pages and page data
 * (plugins/gatsby-plugin-shop-build/src/compress-assets.ts); without them every compressed answer
 * was compressed on the request.
 *   npm run bench:delivery                 (builds the site first when public/ has none)
 *   BENCH_BUILD=1 npm run bench:delivery   (builds it anyway)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startApi } from './server';

const ROOT = resolve(__dirname, '..');
const PUBLIC = resolve(ROOT, 'public');
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = 3;

interface Target {
  name: string;
  path: string;
  encoding?: string;
}

const TARGETS: Target[] = [
  { name: '/en/ uncompressed', path: '/en/' },
  { name: '/en/ brotli', path: '/en/', encoding: 'br' },
  { name: '/en/ gzip', path: '/en/', encoding: 'gzip' },
  { name: 'page data uncompressed', path: '/page-data/en/page-data.json' },
  { name: 'page data brotli', path: '/page-data/en/page-data.json', encoding: 'br' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url: string, target: Target) {
  const result = await autocannon({
    url: url + target.path,
    headers: { 'accept-encoding': target.encoding ?? 'identity' },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, bytes: result.throughput.average / result.requests.average };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-delivery-'));
  const api = await startApi({
    port: 18400,
    dataDir,
    products: 300,
    env: { ADMIN_TOKEN: 'bench-token', SITE_DIR: PUBLIC },
  });
  try {
    if (process.env.BENCH_BUILD === '1' || !existsSync(join(PUBLIC, 'en', 'index.html'))) {
      execFileSync('bash', ['scripts/build-site.sh', api.url], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, ADMIN_TOKEN: 'bench-token', FORCE_BUILD: '1' },
      });
    }
    // Each target answers what it claims before it is timed.
    for (const target of TARGETS) {
      const response = await fetch(api.url + target.path, {
        headers: { 'accept-encoding': target.encoding ?? 'identity' },
      });
      const encoding = response.headers.get('content-encoding') ?? undefined;
      if (!response.ok || encoding !== target.encoding)
        throw new Error(`${target.name}: status ${response.status}, content-encoding ${encoding ?? 'none'}`);
    }
    const runs = new Map<string, { rps: number; bytes: number }[]>();
    for (let round = 0; round < ROUNDS; round++)
      for (const target of TARGETS)
        runs.set(target.name, [...(runs.get(target.name) ?? []), await measure(api.url, target)]);

    console.log(
      `Delivery of built pages: ${CONNECTIONS} connections, ${SECONDS} s per target, median of ${ROUNDS} rounds, loopback`,
    );
    console.log(`${'target'.padEnd(26)} ${'req/s'.padStart(8)} ${'KB/answer'.padStart(10)}`);
    const rps = (name: string) => median((runs.get(name) ?? []).map((run) => run.rps));
    for (const target of TARGETS) {
      const bytes = median((runs.get(target.name) ?? []).map((run) => run.bytes));
      console.log(
        `${target.name.padEnd(26)} ${rps(target.name).toFixed(0).padStart(8)} ${(bytes / 1024).toFixed(1).padStart(10)}`,
      );
    }
    const ratio = rps('/en/ uncompressed') / rps('/en/ brotli');
    console.log(`uncompressed / brotli for /en/: ${ratio.toFixed(2)}x (target: within 1.5x)`);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
