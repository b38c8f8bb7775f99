/**
 * The document's own work while a page loads: HTML parsing, style, layout, paint and compositing,
 * as thread time (`tdur`) on the page's renderer main thread, from navigation to 1.5 s after the
 * load event; no CPU slowdown, 412 px, the consent already chosen. For pages, or copies of a page
 * with something changed (a rule injected, scripts taken out), given as URLs and loaded
 * alternately; medians.
 *   npx tsx bench/document-work.ts http://127.0.0.1:18546/ http://127.0.0.1:18300/
 * DOC_RUNS (default 5) loads per URL.
 */
import { chromium, devices } from '@playwright/test';
import { CONSENT_COOKIE } from '../src/lib/consent-cookie';
import { median } from './lighthouse';

const urls = process.argv.slice(2);
const RUNS = Number(process.env.DOC_RUNS || 5);
const KINDS = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Thread ms per kind for one load; undefined when the trace lacks the navigation (tried again). */
async function load(url: string): Promise<Record<string, number> | undefined> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'necessary', url }]);
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const navigation = traceEvents.find(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        event.args.data.documentLoaderURL?.startsWith('http'),
    );
    if (!navigation) return undefined;
    const spent: Record<string, number> = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    for (const event of traceEvents)
      if (event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.name in spent)
        spent[event.name] += (event.tdur ?? 0) / 1000;
    return spent;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (urls.length === 0) {
    console.error('usage: npx tsx bench/document-work.ts <URL> [<URL> …]');
    process.exit(2);
  }
  const loads = new Map<string, Record<string, number>[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < RUNS; run += 1)
    for (const url of urls)
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const spent = await load(url);
        if (!spent) continue;
        loads.get(url)!.push(spent);
        break;
      }
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
