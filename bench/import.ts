/**
 * Sends catalogue imports to a running API while asking /health every 20 ms, and prints for each
 * the answer, its time, /health's p50/p99/max latency during it and the API process's resident
 * memory before and at most during it (VmRSS, sampled with each /health, Linux): proof that an import's cost is bounded by what the shop can
 * hold (docs/catalogue.md, Limits; docs/performance.md, Catalogue import).
 *   BENCH_IMPORT_PRODUCTS=2000 npm run bench:import
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_LIMITS } from '../server/src/catalogue/structure';
import { generateCatalogue } from '../server/src/sample/generate';
import { startApi } from './server';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS || 2_000);
const TOKEN = 'bench-import-token';
const HEALTH_EVERY_MS = 20;

/** The process and its descendants (tsx runs the API in a child node process). */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean))
        children.push(...processTree(Number(child)));
  } catch {
    // the process has gone
  }
  return [pid, ...children];
}

/** The resident set of the tree's largest process, now (VmRSS) or the most it has had (VmHWM), in MB. */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  let largest = 0;
  for (const member of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${member}/status`, 'utf8');
      largest = Math.max(largest, Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // the process has gone
    }
  }
  return largest;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;

async function importWhileWatching(url: string, pid: number, what: string, body: string) {
  const latencies: number[] = [];
  const before = rssMb(pid, 'VmRSS');
  let during = before;
  let importing = true;
  const watch = (async () => {
    while (importing) {
      const started = performance.now();
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      during = Math.max(during, rssMb(pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${url}/admin/v1/catalogue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN, lng: 'EN' },
    body,
  }).catch((error: unknown) => ({ status: 0, text: async () => String(error) }));
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  importing = false;
  await watch;
  latencies.sort((a, b) => a - b);
  let answer = text.slice(0, 90);
  try {
    const parsed = JSON.parse(text) as { message?: string; products?: number };
    answer = parsed.message ?? `${String(parsed.products)} products imported`;
  } catch {
    // not JSON: shown as is
  }
  console.log(
    `${what.padEnd(34)} ${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1).padStart(6)} MB  ` +
      `${String(response.status)} in ${seconds.toFixed(2).padStart(6)} s  ` +
      `/health p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms (${String(latencies.length)} asks)  ` +
      `RSS ${before.toFixed(0)} MB before, ${during.toFixed(0)} MB at most during\n    ${answer.slice(0, 150)}`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const api = await startApi({ port: 18111, dataDir, products: 100, env: { ADMIN_TOKEN: TOKEN } });
  try {
    const pid = api.process.pid ?? 0;
    console.log(`API started with 100 products; RSS ${rssMb(pid, 'VmRSS').toFixed(0)} MB`);
    const good = generateCatalogue({ products: PRODUCTS, now: new Date('2026-01-01T00:00:00Z') });
    const goodText = JSON.stringify(good);
    const bad = structuredClone(good) as unknown as { products: { price: unknown }[] };
    for (const product of bad.products) product.price = -1;
    const flat = new Array<string>(8_000_000).fill('0').join(',');
    await importWhileWatching(api.url, pid, 'flat array of 8 million elements', `{"products":[${flat}]}`);
    await importWhileWatching(
      api.url,
      pid,
      'body over the import limit',
      `{"products":[]${' '.repeat(IMPORT_LIMITS.bytes)}}`,
    );
    await importWhileWatching(api.url, pid, `${String(PRODUCTS)} products, every price bad`, JSON.stringify(bad));
    await importWhileWatching(api.url, pid, `${String(PRODUCTS)} products, good`, goodText);
    console.log(
      `peak RSS of the run (VmHWM) ${rssMb(pid, 'VmHWM').toFixed(0)} MB; limits ${JSON.stringify(IMPORT_LIMITS)}`,
    );
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
