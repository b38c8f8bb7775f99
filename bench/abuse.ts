/**
 * Does one shopper's heavy request stall everyone else? While 4 clients send the worst filter
 * requests in a loop (many categories, 30 parameter options, 25 options on GET, facets, a rotating
 * offset so the response cache never answers and a price bound of their own so no two share a
 * count or facets), measures /health and a product page one request at a
 * time, beside the same figures measured without the abusers in the same run. Target: p99 of both
 * under 50 ms under abuse, so one shopper cannot slow the shop for all. Also prints what the
 * abusers got back and the API's memory.
 *   npm run bench:abuse
 *   BENCH_SITE_DIR=public npm run bench:abuse   (the product page as the built site serves it;
 *                                                without it: the product call the page makes)
 *   BENCH_ROUNDS=3 BENCH_SECONDS=20 BENCH_PRODUCTS=300 BENCH_PORT=18200 (defaults)
 * Every request goes to 127.0.0.1; every loop stops by itself (count and time bounds).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { descendants } from '../plugins/gatsby-plugin-shop-build/src/build-watch';
import { startApi } from './server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
/** each measuring phase: at most this long, and at most MAX_SAMPLES requests per target */
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const MAX_SAMPLES = 400;
const ABUSERS = 4;
/** one abuser request may take this long before it is dropped (the unfixed API took 6-34 s) */
const ABUSE_REQUEST_MS = 60_000;
const SITE_DIR = process.env.BENCH_SITE_DIR ? resolve(process.env.BENCH_SITE_DIR) : undefined;
const PORT = Number(process.env.BENCH_PORT || 18_200);

interface Facets {
  facets?: { parameters: { id: number; options: { id: number }[] }[] };
}
interface Category {
  id: number;
  items?: Category[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Resident memory of the API: the process startApi spawned and every process under it (tsx runs node). */
function rssMb(pid: number): number {
  let total = 0;
  for (const id of [pid, ...descendants(pid)]) {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** The worst requests the issue found, over the category with the most parameter options. */
async function abusiveRequests(url: string) {
  const tree = (await (
    await fetch(`${url}/client/v4/categories?onlyglobal=true&inclucesubcategories=true&limit=100`)
  ).json()) as { rows: Category[] };
  const categories = tree.rows.flatMap((top) => [top.id, ...(top.items ?? []).map((sub) => sub.id)]);
  let best: { category: number; options: number[] } = { category: categories[0], options: [] };
  for (const category of categories) {
    const answer = (await (
      await fetch(`${url}/client/v4/products?categoryId=${category}&facets=true&limit=1`)
    ).json()) as Facets;
    // Options taken parameter by parameter in turn, so the filter ANDs as many parameters as it can.
    const lists = (answer.facets?.parameters ?? []).map((parameter) => parameter.options.map((option) => option.id));
    const options: number[] = [];
    for (let i = 0; options.length < 30 && lists.some((list) => i < list.length); i++)
      for (const list of lists) if (i < list.length && options.length < 30) options.push(list[i]);
    if (options.length > best.options.length) best = { category, options };
  }
  const body = (n: number) =>
    JSON.stringify({
      categories: categories.slice(0, 59),
      parameters: best.options.slice(0, 30),
      priceMax: 1_000_000 + n,
    });
  const getIds = best.options.slice(0, 25).join(',');
  return {
    summary: `${categories.slice(0, 59).length} categories and ${best.options.length} options of category ${best.category}`,
    /**
     * request number `n` of the run: its offset is its own, so the response cache never answers, and
     * so is its price bound, so that no two share the listing's count and facets (ResponseCache.remember)
     */
    request(n: number): { path: string; init: RequestInit } {
      const offset = n % 10_000;
      switch (n % 3) {
        case 0:
          return {
            path: `/client/v4/products/filter?limit=1000&offset=${offset}&facets=true`,
            init: { method: 'POST', body: body(n), headers: { 'content-type': 'application/json' } },
          };
        case 1:
          return {
            path: `/client/v4/products/filter?limit=1000&offset=${offset}`,
            init: { method: 'POST', body: body(n), headers: { 'content-type': 'application/json' } },
          };
        default:
          return {
            path: `/client/v4/products?categoryId=${best.category}&parameters=${getIds}&facets=true&offset=${offset}&priceMax=${1_000_000 + n}`,
            init: {},
          };
      }
    },
  };
}

type Abuse = Awaited<ReturnType<typeof abusiveRequests>>;

/** numbers the abusive requests of the whole run (each round's are new to the response cache) */
let requestNumber = 0;

/** 4 loops of abusive requests until `stop` is set (or their own bounds end them). */
function startAbusers(url: string, abuse: Abuse) {
  const state = { stop: false, statuses: new Map<string, number>(), times: [] as number[] };
  const until = Date.now() + (SECONDS + 30) * 1000;
  const loops = Array.from({ length: ABUSERS }, async () => {
    for (let sent = 0; !state.stop && Date.now() < until && sent < 2_000; sent++) {
      const { path, init } = abuse.request(requestNumber++);
      const started = performance.now();
      let status: string;
      try {
        const response = await fetch(url + path, { ...init, signal: AbortSignal.timeout(ABUSE_REQUEST_MS) });
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'error';
      }
      state.times.push(performance.now() - started);
      state.statuses.set(status, (state.statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    state,
    async stop() {
      state.stop = true;
      await Promise.all(loops);
    },
  };
}

/** One request at a time, a little apart, for at most SECONDS or MAX_SAMPLES: latencies in ms. */
async function sample(url: string, path: string): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (times.length < MAX_SAMPLES && Date.now() < until) {
    const started = performance.now();
    const response = await fetch(url + path, { signal: AbortSignal.timeout(SECONDS * 1000 * 3) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
    await sleep(10);
  }
  return times.sort((a, b) => a - b);
}

async function measure(url: string, targets: { name: string; path: string }[]) {
  const result: Record<string, { p50: number; p99: number; max: number; n: number }> = {};
  // Alternating between targets within the phase would couple them; each gets its own stretch.
  for (const target of targets) {
    const times = await sample(url, target.path);
    result[target.name] = {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times[times.length - 1],
      n: times.length,
    };
  }
  return result;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-abuse-'));
  const env: NodeJS.ProcessEnv = SITE_DIR ? { SITE_DIR } : {};
  const api = await startApi({ port: PORT, dataDir, products: PRODUCTS, env });
  try {
    const pid = api.process.pid!;
    const page =
      SITE_DIR && existsSync(join(SITE_DIR, 'en', 'product', '1', 'index.html'))
        ? { name: 'product page (static)', path: '/en/product/1/' }
        : { name: 'product call', path: '/client/v4/products/1?includeParameters=true&includeLinks=true' };
    const targets = [{ name: 'health', path: '/health' }, page];
    const abuse = await abusiveRequests(api.url);
    const queryTimeout = process.env.QUERY_TIMEOUT_MS;
    console.log(
      `Abuse benchmark: ${PRODUCTS} products, PGlite, ${ROUNDS} rounds; per phase at most ${SECONDS} s or ` +
        `${MAX_SAMPLES} requests per target, one at a time; ${ABUSERS} abusers with ${abuse.summary}` +
        `${queryTimeout ? `; QUERY_TIMEOUT_MS=${queryTimeout}` : ''}`,
    );
    console.log(`page measured: ${page.name} (${page.path})`);
    const rounds: { quiet: Awaited<ReturnType<typeof measure>>; abused: Awaited<ReturnType<typeof measure>> }[] = [];
    const statuses = new Map<string, number>();
    const abuseTimes: number[] = [];
    const memory = { start: rssMb(pid), peak: 0, end: 0 };
    const memoryTimer = setInterval(() => (memory.peak = Math.max(memory.peak, rssMb(pid))), 250);
    for (let round = 1; round <= ROUNDS; round++) {
      await measure(api.url, targets); // warm-up, not counted
      const quiet = await measure(api.url, targets);
      const abusers = startAbusers(api.url, abuse);
      await sleep(1000); // let the abusers' first requests reach the database
      const abused = await measure(api.url, targets);
      await abusers.stop();
      for (const [status, count] of abusers.state.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
      abuseTimes.push(...abusers.state.times);
      rounds.push({ quiet, abused });
      console.log(
        `round ${round}: ` +
          targets
            .map(
              (target) =>
                `${target.name} p99 ${quiet[target.name].p99.toFixed(1)} -> ${abused[target.name].p99.toFixed(1)} ms ` +
                `(n ${quiet[target.name].n}/${abused[target.name].n})`,
            )
            .join('; '),
      );
    }
    await sleep(3000);
    clearInterval(memoryTimer);
    memory.end = rssMb(pid);

    console.log('\nmedian over rounds, ms        quiet p50   p99    max | abused p50    p99     max');
    for (const target of targets) {
      const of = (phase: 'quiet' | 'abused', key: 'p50' | 'p99' | 'max') =>
        median(rounds.map((round) => round[phase][target.name][key]))
          .toFixed(1)
          .padStart(7);
      console.log(
        `${target.name.padEnd(28)} ${of('quiet', 'p50')} ${of('quiet', 'p99')} ${of('quiet', 'max')} |` +
          ` ${of('abused', 'p50')} ${of('abused', 'p99')} ${of('abused', 'max')}`,
      );
    }
    const sortedAbuse = abuseTimes.sort((a, b) => a - b);
    console.log(
      `\nabusers: ${abuseTimes.length} requests; answers ${[...statuses]
        .sort()
        .map(([status, count]) => `${status}: ${count}`)
        .join(
          ', ',
        )}; p50 ${percentile(sortedAbuse, 50).toFixed(0)} ms, max ${sortedAbuse[sortedAbuse.length - 1]?.toFixed(0)} ms`,
    );
    console.log(
      `API memory (RSS, MB): ${memory.start.toFixed(0)} at start, ${memory.peak.toFixed(0)} peak, ${memory.end.toFixed(0)} 3 s after the last round`,
    );
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
