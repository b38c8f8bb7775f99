/**
 * The main thread's CPU time while a page loads and hydrates, for two or more servers side by side:
 * the trace's `tdur` (thread time) of every task on the page's renderer main thread, from
 * navigation to 1.5 s after the page marks itself hydrated, no CPU slowdown, 390 px, the cookie
 * consent already chosen. Thread time, not wall-clock time, so that another process on the
 * machine changes it little: for comparing two builds when the machine is not quiet. Rounds
 * alternate the servers; medians are printed.
 *   npx tsx bench/main-thread-cpu.ts http://127.0.0.1:18571 http://127.0.0.1:18572
 *   CPU_ROUNDS (default 7), CPU_PATHS (default /,/categories/1,/product/1)
 */
import { chromium } from '@playwright/test';
import { CONSENT_COOKIE } from '../src/lib/consent-cookie';

const bases = process.argv.slice(2);
const ROUNDS = Number(process.env.CPU_ROUNDS || 7);
const PATHS = (process.env.CPU_PATHS || '/,/categories/1,/product/1').split(',');
/** Trace events summed, as DevTools names them. */
const KINDS = [
  'longest',
  'RunTask',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'EvaluateScript',
  'FunctionCall',
] as const;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args: { name?: string };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (bases.length === 0) throw new Error('give the servers to compare: npx tsx bench/main-thread-cpu.ts URL [URL …]');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const runs = new Map<string, Record<string, number>[]>();
  for (let round = 0; round < ROUNDS; round++)
    for (const path of PATHS)
      for (const base of bases) {
        const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
        await context.addCookies([{ name: CONSENT_COOKIE, value: 'necessary', url: base }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        await cdp.send('Tracing.start', {
          categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
          transferMode: 'ReportEvents',
        });
        await page.goto(base + path, { waitUntil: 'load' });
        // The page marks itself hydrated on <html data-hydrated="true"> (gatsby-browser.tsx).
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(1500);
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.end');
        await complete;
        // The page's main thread: of the renderers' main threads, the one with the most task time.
        const renderers = new Set(
          events
            .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
            .map((event) => `${event.pid}:${event.tid}`),
        );
        const taskTime = new Map<string, number>();
        for (const event of events) {
          const thread = `${event.pid}:${event.tid}`;
          if (event.name === 'RunTask' && event.ph === 'X' && renderers.has(thread))
            taskTime.set(thread, (taskTime.get(thread) ?? 0) + (event.tdur ?? 0));
        }
        const main = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
        const sums: Record<string, number> = { longest: 0 };
        for (const event of events)
          if (event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === main)
            sums.longest = Math.max(sums.longest, (event.tdur ?? 0) / 1000);
        for (const event of events)
          if (
            event.ph === 'X' &&
            `${event.pid}:${event.tid}` === main &&
            (KINDS as readonly string[]).includes(event.name)
          )
            sums[event.name] = (sums[event.name] ?? 0) + (event.tdur ?? 0) / 1000;
        const key = `${path} ${base}`;
        runs.set(key, [...(runs.get(key) ?? []), sums]);
        await context.close();
      }
  await browser.close();
  console.log(
    `main thread CPU ms, median of ${ROUNDS} (longest: the longest task; RunTask: all tasks; FunctionCall: script run by events, hydration)`,
  );
  for (const [key, sums] of runs)
    console.log(
      key.padEnd(40),
      KINDS.map((kind) => `${kind} ${median(sums.map((s) => s[kind] ?? 0)).toFixed(1)}`).join('  '),
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
