/**
 * The document's own work while a page loads: HTML parsing, style, layout, paint and compositing,
 * as thread time (`tdur`) on the page's renderer main thread, from navigation to 1.5 s after the
 * load event; no CPU slowdown, 412 px, the consent already chosen. For pages, or copies of a page
 * with something changed (a rule injected, scripts taken out), given as URLs and loaded
 * alternately; medians.
 *   npx tsx bench/document-work.ts http://127.0.0.1:18546/ http://127.0.0.1:18300/
 * DOC_RUNS (default 5) loads per URL.
 */
import { median } from './lighthouse';
import { mainThreadEvents, tracePageLoad } from './page-trace';

const urls = process.argv.slice(2);
const RUNS = Number(process.env.DOC_RUNS || 5);
const KINDS = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

/** Thread ms per kind for one load. */
async function load(url: string): Promise<Record<string, number>> {
  const trace = await tracePageLoad(url, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    settle: 1500,
  });
  const spent: Record<string, number> = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const event of mainThreadEvents(trace)) if (event.name in spent) spent[event.name] += (event.tdur ?? 0) / 1000;
  return spent;
}

async function main() {
  if (urls.length === 0) {
    console.error('usage: npx tsx bench/document-work.ts <URL> [<URL> …]');
    process.exit(2);
  }
  const loads = new Map<string, Record<string, number>[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < RUNS; run += 1) for (const url of urls) loads.get(url)!.push(await load(url));
  console.log(`the document's work, thread ms, median of ${RUNS} loads`);
  console.log(['URL'.padEnd(46), ...KINDS.map((kind) => kind.padStart(16)), 'all'.padStart(8)].join(''));
  for (const [url, runs] of loads)
    console.log(
      [
        url.padEnd(46),
        ...KINDS.map((kind) =>
          median(runs.map((spent) => spent[kind]))
            .toFixed(1)
            .padStart(16),
        ),
        median(runs.map((spent) => KINDS.reduce((sum, kind) => sum + spent[kind], 0)))
          .toFixed(1)
          .padStart(8),
      ].join(''),
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
