/**
 * A page load in Chromium with a performance trace, for the benches that read the trace
 * (long-tasks.ts, script-evaluation.ts, document-work.ts): Debian's Chromium with the flags this
 * machine needs, a Pixel 7 context, the load's navigation mark and the page's main thread.
 */
import { chromium, devices } from '@playwright/test';
import { CONSENT_COOKIE } from '../src/lib/consent-cookie';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** thread time, µs */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface PageTrace {
  events: TraceEvent[];
  /** The main frame's `navigationStart`: its pid and tid are the page's main thread, its ts the load's start. */
  navigation: TraceEvent;
}

export interface LoadOptions {
  /** trace categories besides `loading` and `blink.user_timing` (where the navigation mark is) */
  categories: string[];
  /** ms to keep tracing after the load event */
  settle: number;
  /** Chromium's CPU slowdown (Lighthouse mobile: 4); none when left out */
  cpuSlowdown?: number;
  /** a first visit: the cookie banner not yet answered */
  firstVisit?: boolean;
}

async function loadOnce(url: string, options: LoadOptions): Promise<PageTrace | undefined> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    if (!options.firstVisit) await context.addCookies([{ name: CONSENT_COOKIE, value: 'necessary', url }]);
    const page = await context.newPage();
    if (options.cpuSlowdown)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    await browser.startTracing(page, { categories: [...options.categories, 'loading', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(options.settle);
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const navigation = events.find(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        event.args.data.documentLoaderURL?.startsWith('http'),
    );
    return navigation && { events, navigation };
  } finally {
    await browser.close();
  }
}

/** One traced load of `url`. A trace now and then lacks the navigation's mark (a Chromium start under load): loaded again, three times at most. */
export async function tracePageLoad(url: string, options: LoadOptions): Promise<PageTrace> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const trace = await loadOnce(url, options);
    if (trace) return trace;
    console.error(`(no navigation in the trace of ${url}, loading it again)`);
  }
  throw new Error(`no navigation in three traces of ${url}`);
}

/** The trace's complete events on the page's main thread. */
export const mainThreadEvents = ({ events, navigation }: PageTrace) =>
  events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X');
