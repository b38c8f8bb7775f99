/**
 * Per page type and language: first-load JavaScript (gzip) of the built site, and the median of
 * BENCH_RUNS (default 3) Lighthouse mobile runs (performance, total blocking time, accessibility,
 * SEO, CLS) in Debian's Chromium, each run beside a run of the bare Gatsby reference page
 * (bench/bare-reference.ts) taken right after it, so the machine's state is the same for both, and
 * a run of the same page without its script files (bench/no-scripts-proxy.ts: the document's own
 * parsing, style, layout and paint: what is left when the app costs nothing).
 *   npx tsx bench/pages.ts                 (builds the default catalogue's site and the reference first)
 *   BENCH_SKIP_BUILD=1 npx tsx bench/pages.ts   (measure the site already in public/)
 *   BENCH_RUNS=0 npx tsx bench/pages.ts    (script sizes only)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BARE_DIR, buildBareReference, serveBareReference } from './bare-reference';
import { lighthouse, median, type LighthouseRun } from './lighthouse';
import { serveWithoutScripts } from './no-scripts-proxy';
import { startApi } from './server';

const ROOT = resolve(__dirname, '..');
const PUBLIC = resolve(ROOT, 'public');
/** BENCH_LANGS=tm (or tm,en, ...) measures those languages only; all three by default. */
const LANGS = (process.env.BENCH_LANGS ?? 'tm,ru,en')
  .split(',')
  .map((lng) => lng.trim().toLowerCase())
  .map((lng) => (lng === 'tm' ? '' : `/${lng}`));
const RUNS = Number(process.env.BENCH_RUNS || 3);
/** BENCH_PAGES=home (or home,product, ...) measures those page types only; home, category and product by default. */
const PAGES = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());

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
 *
 * `served`: the bytes a browser that takes gzip gets, the build's gzip copy of each script
 * (zopfli, plugins/gatsby-plugin-shop-build/src/compress-assets.ts), zlib's level 6 where there is
 * no copy (the bare reference page) and for the inline scripts (sent within the page). `zlib6`:
 * every script at zlib's level 6, as the figures before 2026-11-30 were taken; `raw`: the
 * minified script the browser parses.
 */
function firstLoadJsKb(pagePath: string, lng: string, root = PUBLIC): { served: number; zlib6: number; raw: number } {
  const html = readFileSync(join(root, pagePath, 'index.html'), 'utf8');
  const stats = JSON.parse(readFileSync(join(root, 'webpack.stats.json'), 'utf8')) as Stats;
  const pageData = JSON.parse(readFileSync(join(root, 'page-data', pagePath || 'index', 'page-data.json'), 'utf8')) as {
    componentChunkName: string;
  };
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
  const kb = (size: (file: string) => number, inlineSize: number) =>
    ([...files].reduce((sum, file) => sum + size(file), 0) + inlineSize) / 1024;
  const zlib6 = (file: string) => gzipSync(readFileSync(join(root, file))).length;
  const copy = (file: string) => join(root, `${file}.gz`);
  const inlineGzip = gzipSync(inline).length;
  return {
    served: kb((file) => (existsSync(copy(file)) ? statSync(copy(file)).size : zlib6(file)), inlineGzip),
    zlib6: kb(zlib6, inlineGzip),
    raw: kb((file) => statSync(join(root, file)).size, Buffer.byteLength(inline)),
  };
}

// BENCH_PORT moves the API (and the reference, one port above) so that two worktrees can measure at once.
const PORT = Number(process.env.BENCH_PORT || 18300);
const DATA_DIR = process.env.BENCH_DATA_DIR || `/tmp/bench-pages-${PORT}`;

async function main() {
  // A fresh database each run: one kept from an earlier run holds the sample catalogue as it was then.
  rmSync(DATA_DIR, { recursive: true, force: true });
  const api = await startApi({
    port: PORT,
    dataDir: DATA_DIR,
    products: 300,
    env: { ADMIN_TOKEN: 'bench-token', SITE_DIR: PUBLIC },
  });
  try {
    if (RUNS) buildBareReference(!process.env.BENCH_SKIP_BUILD);
    if (!process.env.BENCH_SKIP_BUILD || !existsSync(PUBLIC)) {
      execFileSync('bash', ['scripts/build-site.sh', api.url], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, ADMIN_TOKEN: 'bench-token', FORCE_BUILD: '1' },
      });
    }
    const reference = RUNS ? await serveBareReference(PORT + 1) : undefined;
    const scriptless = RUNS ? await serveWithoutScripts(PORT + 2, api.url) : undefined;
    const tree = (await (
      await fetch(`${api.url}/client/v4/categories?onlyglobal=true&inclucesubcategories=true`)
    ).json()) as { rows: { items: { id: number }[] }[] };
    const category = tree.rows[0].items[0].id;
    const pages = [
      ['home', '/'],
      ['category', `/categories/${category}`],
      ['product', '/product/1'],
    ].filter(([name]) => !PAGES || PAGES.includes(name));
    const referenceJs = reference ? firstLoadJsKb('', '', join(BARE_DIR, 'public')).served.toFixed(1) : '-';
    console.log(
      `Lighthouse mobile, median of ${RUNS}; "ref" is the bare Gatsby page, "no JS" the same page without its script files,\n` +
        "each run right after the page's.\n" +
        'first-load JS KB: gzip as served (zlib level 6, minified), the reference page as served\n' +
        'page              JS KB  (zlib 6, minified)  (ref)   perf (ref)   TBT ms  (ref)  ratio  (no JS)  ratio   a11y  SEO    CLS   perf of each run',
    );
    const breakdowns: [string, LighthouseRun, LighthouseRun][] = [];
    try {
      for (const [name, path] of pages) {
        for (const lng of LANGS) {
          const url = `${api.url}${lng}${path}`;
          const js = firstLoadJsKb(`${lng}${path}`.replace(/^\//, '').replace(/\/$/, ''), lng.replace('/', ''));
          const runs: LighthouseRun[] = [];
          const references: LighthouseRun[] = [];
          const floors: LighthouseRun[] = [];
          for (let run = 0; run < RUNS && reference && scriptless; run += 1) {
            runs.push(lighthouse(url));
            floors.push(lighthouse(`${scriptless.url}${lng}${path}`));
            references.push(lighthouse(`${reference.url}/`));
          }
          // BENCH_RUNS=0 prints the script sizes alone (a quick check after a bundle change).
          const pick = (
            of: LighthouseRun[],
            key: 'performance' | 'accessibility' | 'seo' | 'cls' | 'tbt',
            digits = 0,
          ) => (of.length ? median(of.map((run) => run[key])).toFixed(digits) : '-');
          const tbt = runs.length ? median(runs.map((run) => run.tbt)) : 0;
          const referenceTbt = references.length ? median(references.map((run) => run.tbt)) : 0;
          const ratio = runs.length ? (tbt / Math.max(referenceTbt, 1)).toFixed(1) + 'x' : '-';
          const floorRatio = floors.length
            ? (median(floors.map((run) => run.tbt)) / Math.max(referenceTbt, 1)).toFixed(1) + 'x'
            : '-';
          console.log(
            `${`${name} ${lng || '/tm'}`.padEnd(16)} ${js.served.toFixed(1).padStart(6)}` +
              `  ${`(${js.zlib6.toFixed(1)}, ${js.raw.toFixed(1)})`.padStart(16)} ${`(${referenceJs})`.padStart(7)}` +
              ` ${pick(runs, 'performance').padStart(6)} ${`(${pick(references, 'performance')})`.padStart(5)}` +
              ` ${pick(runs, 'tbt').padStart(8)} ${`(${pick(references, 'tbt')})`.padStart(6)} ${ratio.padStart(6)}` +
              ` ${`(${pick(floors, 'tbt')})`.padStart(8)} ${floorRatio.padStart(6)}` +
              ` ${pick(runs, 'accessibility').padStart(6)} ${pick(runs, 'seo').padStart(4)} ${pick(runs, 'cls', 3).padStart(6)}` +
              `   ${runs.map((run) => run.performance).join(' ')}`,
          );
          if (runs.length && !lng) {
            const middle = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)];
            const middleReference = [...references].sort((a, b) => a.tbt - b.tbt)[Math.floor(references.length / 2)];
            breakdowns.push([name, middle, middleReference]);
          }
        }
      }
    } finally {
      await reference?.stop();
      await scriptless?.stop();
    }
    // Where the main thread's time goes (the run with the median blocking time, TM pages).
    for (const [name, run, ref] of breakdowns) {
      const groups = Object.entries(run.mainThread).sort((a, b) => b[1] - a[1]);
      console.log(
        `main thread, ${name} /tm (ms; ref in brackets): ` +
          groups
            .map(([group, ms]) => `${group} ${Math.round(ms)} (${Math.round(ref.mainThread[group] ?? 0)})`)
            .join(', '),
      );
      console.log(
        `long tasks, ${name} /tm (start+length ms, script): ` +
          [...run.longTasks]
            .sort((a, b) => a.start - b.start)
            .map(
              (task) => `${Math.round(task.start)}+${Math.round(task.duration)} ${task.url.split('/').pop() || 'page'}`,
            )
            .join(', '),
      );
    }
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
