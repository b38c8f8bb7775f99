/**
 * Latency of the search box's suggestion calls (spec §7: products, brands and categories with
 * query=TEXT&limit=5, and the grouped /search call), one request at a time, over ~50 queries a
 * shopper would type, with the response cache off (RESPONSE_CACHE_MB=0): every answer is computed.
 *   npx tsx bench/search.ts                          (10 000 products)
 *   BENCH_PRODUCTS=100000 npx tsx bench/search.ts    (generating 100 000 takes ~6 minutes, once)
 * The database is kept in BENCH_DATA_DIR (default: the system's temp dir, bench-search-N) and reused
 * by the next run with the same product count; BENCH_DATABASE_URL runs the API on that PostgreSQL
 * database instead (seeded when empty, kept). BENCH_PASSES: measured passes over the queries (5).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000);
const PASSES = Number(process.env.BENCH_PASSES || 5);
const DATA_DIR = process.env.BENCH_DATA_DIR || join(tmpdir(), `bench-search-${PRODUCTS}`);

/**
 * What shoppers type: brands, models, kinds of product; Latin, Cyrillic, Turkmen; typos; one to three
 * words; a kind with a qualifier (brand, spec, price word, second word: docs/search.md, Phrases).
 */
const QUERIES = [
  'samsung',
  'самсунг',
  'Самсунг галакси',
  'galaxy a55',
  'a55',
  'A 55',
  'iphone 15',
  'айфон',
  'айфон 13 128',
  'xiaomi',
  'сяоми редми',
  'redmi note 13',
  'honor',
  'телефон',
  'telefon',
  'smartfon',
  'смартфон',
  'planşet',
  'планшет',
  'ipad',
  'noutbuk',
  'ноутбук lenovo',
  'macbook air',
  'макбук',
  'hp 250',
  'monitor',
  'телевизор',
  'telewizor lg',
  'tv 55',
  'oled',
  'sowadyjy',
  'холодильник',
  'kir ýuwujy maşyn',
  'стиральная машина',
  'kondisioner',
  'кондиционер',
  'çäýnek',
  'чайник',
  'пылесос',
  'dyson',
  'ütük',
  'фен',
  'наушники',
  'airpods',
  'jbl',
  'playstation',
  'плейстейшн',
  'samsnug',
  'telefno',
  'lenvo',
  'wh-ch520',
  'a',
  's',
  'tp-link',
  'cheap smartphone',
  'samsung smartphone',
  'smartphone 128 gb',
  'gaming laptop',
  'phone case',
  'lg tv 55',
  'смартфон samsung',
  'недорогой смартфон',
  'ноутбук для игр',
  'игровой ноутбук',
  'телевизор 55',
  'чехол для телефона',
  'arzan smartfon',
  'samsung smartfon',
  'oýun noutbugy',
  'telewizor 55',
  'kompýuter',
  'компьютер',
  'computer',
  'yjen,er',
  'ntktajy',
  'еудуцшящк',
  'iphone 17',
  'a56',
  'galaxy s25 ultra',
];

const CALLS = [
  { name: 'products', path: (query: string) => `/client/v4/products?query=${encodeURIComponent(query)}&limit=5` },
  { name: 'brands', path: (query: string) => `/client/v4/brands?query=${encodeURIComponent(query)}&limit=5` },
  { name: 'categories', path: (query: string) => `/client/v4/categories?query=${encodeURIComponent(query)}&limit=5` },
  { name: 'search (grouped)', path: (query: string) => `/client/v4/search?query=${encodeURIComponent(query)}&limit=5` },
];

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { lng: 'RU' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function main() {
  mkdirSync(DATA_DIR, { recursive: true });
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { RESPONSE_CACHE_MB: '0', LOG_LEVEL: 'warn' };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const api = await startApi({
    port: Number(process.env.BENCH_PORT || 18102),
    dataDir: DATA_DIR,
    products: PRODUCTS,
    env,
  });
  try {
    const ready = (await (await fetch(`${api.url}/health/ready`)).json()) as { products: number };
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : `PGlite, ${DATA_DIR}`;
    console.log(
      `search benchmark: ${ready.products} products (${where}; started in ${((performance.now() - started) / 1000).toFixed(1)} s),` +
        ` ${QUERIES.length} queries, ${PASSES} passes, one request at a time, response cache off`,
    );
    for (const call of CALLS) for (const query of QUERIES) await timed(api.url + call.path(query)); // warm-up, not counted
    console.log('call                  p50 ms   p95 ms   max ms');
    const all: number[] = [];
    for (const call of CALLS) {
      const times: number[] = [];
      for (let pass = 0; pass < PASSES; pass++)
        for (const query of QUERIES) times.push(await timed(api.url + call.path(query)));
      times.sort((a, b) => a - b);
      all.push(...times);
      const cells = [0.5, 0.95, 1].map((share) => percentile(times, share).toFixed(1).padStart(8));
      console.log(`${call.name.padEnd(18)} ${cells.join(' ')}`);
    }
    all.sort((a, b) => a - b);
    console.log(
      `${'all calls'.padEnd(18)} ${[0.5, 0.95, 1].map((share) => percentile(all, share).toFixed(1).padStart(8)).join(' ')}`,
    );
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
