/**
 * Editors' rebuilds (docs/adr/018), end to end through the API's build queue:
 * - cold: a fresh API with BENCH_PRODUCTS products (default 10 000) and no Gatsby cache queues its
 *   first build; the time until that build is live;
 * - one product renamed: from the editor's PATCH /admin/v1/products/:id (which queues a build) to
 *   the product's page served with the new name (published first by a pages-only build), and to
 *   the end of the full build that follows (every page that shows the product), BENCH_RUNS times
 *   (default 2), each with the build's own duration and how many files it copied rather than linked.
 *   npm run bench:rebuild
 *   BENCH_PRODUCTS=1000 npm run bench:rebuild
 * The API's data stays in $TMPDIR/bench-rebuild-N (generation is paid once); Gatsby's .cache and
 * public/ of this checkout are removed first, as bench:build does. BENCH_COLD=0 keeps them and the
 * builds of the last run, and measures the renames only. Port: BENCH_PORT (18440).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BuildListWire, BuildWire } from '../server/src/contract/site-builds';
import { startApi } from './server';

const ROOT = resolve(__dirname, '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000);
const RUNS = Number(process.env.BENCH_RUNS || 2);
const PORT = Number(process.env.BENCH_PORT || 18440);
const TOKEN = 'bench-rebuild-token';
const DATA_DIR = join(tmpdir(), `bench-rebuild-${PRODUCTS}`);
const COLD = process.env.BENCH_COLD !== '0';

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function main() {
  if (COLD) {
    rmSync(resolve(ROOT, '.cache'), { recursive: true, force: true });
    rmSync(resolve(ROOT, 'public'), { recursive: true, force: true });
    // Builds of an earlier run point at a public/ that is gone: start the history afresh.
    rmSync(join(DATA_DIR, 'site-builds'), { recursive: true, force: true });
  }
  const started = Date.now();
  const api = await startApi({
    port: PORT,
    dataDir: DATA_DIR,
    products: PRODUCTS,
    env: {
      ADMIN_TOKEN: TOKEN,
      SITE_BUILDS_DIR: join(DATA_DIR, 'site-builds'),
      SITE_BUILD_WORK_DIR: ROOT,
      LOG_LEVEL: 'warn',
    },
  });
  const ready = Date.now();
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${api.url}${path}`, {
      ...init,
      headers: { 'x-admin-token': TOKEN, 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const waitFor = async (id: number): Promise<BuildWire> => {
    for (;;) {
      const build = await call<BuildWire>(`/admin/v1/builds/${id}`);
      if (build.status === 'failed') throw new Error(`build ${id} failed: ${build.failure}\n${build.logTail}`);
      if (build.status === 'succeeded') return build;
      await new Promise((done) => setTimeout(done, 250));
    }
  };
  try {
    console.log(`API with ${PRODUCTS} products ready in ${seconds(ready - started)} s (${DATA_DIR})`);
    const list = await call<BuildListWire>('/admin/v1/builds?limit=1');
    const first = await waitFor(list.rows[0].id);
    if (COLD)
      console.log(
        `cold build ${first.id}: ${seconds(first.durationMs ?? 0)} s build, live ${seconds(Date.now() - ready)} s after the API was ready; ${first.files} files`,
      );

    const { rows } = await call<{ rows: { id: number }[] }>('/client/v4/products?limit=1');
    const id = rows[0].id;
    console.log(
      '\nrun   admin call -> page served s   -> all pages s   build s   files   copied   linked   (the page first: build)',
    );
    for (let run = 1; run <= RUNS; run++) {
      const name = `Bench rename ${Date.now().toString(36)}`;
      const t0 = performance.now();
      const changed = await call<{ rebuild?: { buildId: number } }>(`/admin/v1/products/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ name: { tm: name, ru: name, en: name } }),
      });
      if (!changed.rebuild) throw new Error('the rename queued no build');
      let served = false;
      while (!served) {
        const page = await fetch(`${api.url}/product/${id}`);
        served = page.ok && (await page.text()).includes(name);
        if (!served) await new Promise((done) => setTimeout(done, 200));
      }
      const ms = performance.now() - t0;
      const build = await waitFor(changed.rebuild.buildId);
      const allMs = performance.now() - t0;
      const copied = (build.files ?? 0) - (build.reusedFiles ?? 0);
      // The pages-only build that put the product's page live before the full build (docs/adr/018).
      const pagesFirst = (await call<BuildListWire>('/admin/v1/builds?limit=5')).rows.find(
        (row) => row.pagesOf !== null && row.id > build.id,
      );
      console.log(
        `${String(run).padStart(3)} ${seconds(ms).padStart(30)} ${seconds(allMs).padStart(16)} ${seconds(build.durationMs ?? 0).padStart(9)} ${String(build.files).padStart(7)} ${String(copied).padStart(8)} ${String(build.reusedFiles).padStart(8)}   ${pagesFirst ? `${pagesFirst.id}: ${seconds(pagesFirst.durationMs ?? 0)} s` : '-'}`,
      );
      if (run === RUNS)
        console.log(`\nlog of the last build (end):\n${build.logTail.split('\n').slice(-25).join('\n')}`);
    }
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
