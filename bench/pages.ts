/**
 * Per page type and language: first-load JavaScript (gzip) of the built site, and the median of 3
 * Lighthouse mobile runs (performance, accessibility, SEO, CLS) in Debian's Chromium.
 *   npx tsx bench/pages.ts                 (builds the default catalogue's site first)
 *   BENCH_SKIP_BUILD=1 npx tsx bench/pages.ts   (measure the site already in public/)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApi } from './server';

const ROOT = resolve(__dirname, '..');
const PUBLIC = resolve(ROOT, 'public');
const LANGS = ['', '/ru', '/en'];
const RUNS = Number(process.env.BENCH_RUNS || 3);

interface Stats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
}

/**
 * Every script a page runs before it is interactive, gzip-compressed: the app's chunk group (the
 * <script> tags in the HTML), the chunk group of the page's component (which Gatsby's loader
 * fetches before it renders: page-data.json names it), the language's texts (loaded before
 * hydration, src/app/messages.ts) and the inline scripts (JSON-LD data blocks are not scripts and
 * are left out). Chunks loaded later (side panels, the
 * image viewer, prefetched pages) are not counted.
 */
function firstLoadJsKb(pagePath: string, lng: string): number {
  const html = readFileSync(join(PUBLIC, pagePath, 'index.html'), 'utf8');
  const stats = JSON.parse(readFileSync(join(PUBLIC, 'webpack.stats.json'), 'utf8')) as Stats;
  const pageData = JSON.parse(
    readFileSync(join(PUBLIC, 'page-data', pagePath || 'index', 'page-data.json'), 'utf8'),
  ) as { componentChunkName: string };
  const localeGroup = Object.keys(stats.namedChunkGroups).find(
    (name) => name.startsWith('locale-') && name.includes(lng || 'tm'),
  );
  const groups = ['app', pageData.componentChunkName, ...(localeGroup ? [localeGroup] : [])];
  const files = new Set<string>();
  for (const group of groups) {
    for (const asset of stats.namedChunkGroups[group]?.assets ?? []) {
      const name = typeof asset === 'string' ? asset : asset.name;
      if (name.endsWith('.js')) files.add(name);
    }
  }
  const inline = [...html.matchAll(/<script(?![^>]*src=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('');
  const bytes =
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(PUBLIC, file))).length, 0) +
    gzipSync(inline).length;
  return bytes / 1024;
}

function lighthouse(url: string) {
  const out = join(mkdtempSync(join(tmpdir(), 'lh-')), 'report.json');
  execFileSync(
    resolve(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,seo',
      '--form-factor=mobile',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM || '/usr/bin/chromium' }, stdio: 'ignore' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    cls: report.audits['cumulative-layout-shift'].numericValue as number,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const DATA_DIR = '/tmp/bench-pages';

async function main() {
  // A fresh database each run: one kept from an earlier run holds the sample catalogue as it was then.
  rmSync(DATA_DIR, { recursive: true, force: true });
  const api = await startApi({
    port: 18300,
    dataDir: DATA_DIR,
    products: 300,
    env: { ADMIN_TOKEN: 'bench-token', SITE_DIR: PUBLIC },
  });
  try {
    if (!process.env.BENCH_SKIP_BUILD || !existsSync(PUBLIC)) {
      execFileSync('bash', ['scripts/build-site.sh', api.url], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, ADMIN_TOKEN: 'bench-token', FORCE_BUILD: '1' },
      });
    }
    const tree = (await (
      await fetch(`${api.url}/client/v4/categories?onlyglobal=true&inclucesubcategories=true`)
    ).json()) as { rows: { items: { id: number }[] }[] };
    const category = tree.rows[0].items[0].id;
    const pages = [
      ['home', '/'],
      ['category', `/categories/${category}`],
      ['product', '/product/1'],
    ];
    console.log(
      `page              first-load JS gzip KB   Lighthouse mobile (median of ${RUNS}): perf  a11y  SEO  CLS`,
    );
    for (const [name, path] of pages) {
      for (const lng of LANGS) {
        const url = `${api.url}${lng}${path}`;
        const js = firstLoadJsKb(`${lng}${path}`.replace(/^\//, '').replace(/\/$/, ''), lng.replace('/', ''));
        const runs = Array.from({ length: RUNS }, () => lighthouse(url));
        // BENCH_RUNS=0 prints the script sizes alone (a quick check after a bundle change).
        const pick = (key: 'performance' | 'accessibility' | 'seo' | 'cls', digits = 0) =>
          runs.length ? median(runs.map((run) => run[key])).toFixed(digits) : '-';
        console.log(
          `${`${name} ${lng || '/tm'}`.padEnd(18)} ${js.toFixed(1).padStart(10)}              ` +
            `${pick('performance').padStart(28)} ${pick('accessibility').padStart(5)} ${pick('seo').padStart(4)} ${pick('cls', 3).padStart(6)}`,
        );
      }
    }
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
