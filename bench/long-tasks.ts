/**
 * Long tasks of a page load as Chromium records them with the CPU really slowed down (4x, as
 * Lighthouse mobile; no network throttling), beside Lighthouse's simulation, which estimates them
 * from an unthrottled load. A returning shopper (the consent cookie set; TRACE_FIRST_VISIT=1: a
 * first visit, with the cookie banner). Sites alternate run by run.
 *   npx tsx bench/long-tasks.ts http://127.0.0.1:18400 http://127.0.0.1:18300
 * TRACE_RUNS (default 5) runs per site, TRACE_PATH (default /) the page. Per site: the medians of the
 * first contentful paint, the blocking time after it (each task's time over 50 ms), the longest
 * task that runs script (hydration) and the document's own work (parse, style, layout, paint),
 * then each run's long tasks (start+length ms) with what they spent it on.
 */
import { median } from './lighthouse';
import { mainThreadEvents, tracePageLoad } from './page-trace';

const sites = process.argv.slice(2);
const RUNS = Number(process.env.TRACE_RUNS || 5);
const PATH = process.env.TRACE_PATH || '/';
const FIRST_VISIT = process.env.TRACE_FIRST_VISIT === '1';
interface Run {
  fcp: number;
  blocking: number;
  script: number;
  document: number;
  tasks: string[];
}

const DOCUMENT_WORK = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit'];

async function run(site: string): Promise<Run> {
  const trace = await tracePageLoad(new URL(PATH, site).href, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    settle: 4000,
    cpuSlowdown: 4,
    firstVisit: FIRST_VISIT,
  });
  const { events: traceEvents, navigation } = trace;
  const t0 = navigation.ts;
  const ms = (us: number) => us / 1000;
  const main = mainThreadEvents(trace).filter((event) => event.ts >= t0);
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid);
  if (!paint) throw new Error('no first contentful paint in the trace');
  const fcp = ms(paint.ts - t0);
  const long = main.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
  let blocking = 0;
  let script = 0;
  const tasks: string[] = [];
  for (const task of long) {
    const start = ms(task.ts - t0);
    const length = ms(task.dur!);
    if (start >= fcp) blocking += length - 50;
    const inside = main.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur!,
    );
    const spent = new Map<string, number>();
    for (const event of inside) {
      const key = DOCUMENT_WORK.includes(event.name)
        ? event.name
        : event.name === 'EvaluateScript' || event.name === 'FunctionCall'
          ? `script ${(event.args?.data?.url ?? '').split('/').pop()!.split('-')[0] || 'inline'}`
          : null;
      if (key) spent.set(key, (spent.get(key) ?? 0) + ms(event.dur ?? 0));
    }
    const scriptTime = [...spent]
      .filter(([key]) => key.startsWith('script'))
      .reduce((sum, [, value]) => sum + value, 0);
    script = Math.max(script, scriptTime);
    const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 3);
    tasks.push(
      `${start.toFixed(0)}+${length.toFixed(0)} (${top.map(([key, value]) => `${key} ${value.toFixed(0)}`).join(', ')})`,
    );
  }
  const document = main
    .filter((event) => DOCUMENT_WORK.includes(event.name))
    .reduce((sum, event) => sum + ms(event.dur ?? 0), 0);
  return { fcp, blocking, script, document, tasks };
}

/** A trace now and then lacks the first contentful paint (a Chromium start under load; a missing navigation mark is loaded again by tracePageLoad): tried again, twice at most. */
async function runAgain(site: string, attempt = 1): Promise<Run> {
  try {
    return await run(site);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(`(${(error as Error).message} on ${site}, trying again)`);
    return runAgain(site, attempt + 1);
  }
}

async function main() {
  if (sites.length === 0) {
    console.error('usage: npx tsx bench/long-tasks.ts <site> [<site> ...]');
    process.exit(2);
  }
  const runs = new Map<string, Run[]>(sites.map((site) => [site, []]));
  for (let round = 0; round < RUNS; round++)
    for (const site of sites) {
      const result = await runAgain(site);
      runs.get(site)!.push(result);
      console.log(
        `round ${round + 1}: ${site} FCP ${result.fcp.toFixed(0)} ms, blocking after it ${result.blocking.toFixed(0)} ms`,
      );
    }
  console.log(
    `\n${PATH}, Chromium with 4x CPU slowdown applied, ${FIRST_VISIT ? 'a first visit' : 'a returning shopper'}, median of ${RUNS}, sites alternated`,
  );
  console.log('site                              FCP ms   blocking ms   longest script task ms   document work ms');
  for (const [site, list] of runs)
    console.log(
      `${site.padEnd(32)} ${median(list.map((r) => r.fcp))
        .toFixed(0)
        .padStart(7)} ${median(list.map((r) => r.blocking))
        .toFixed(0)
        .padStart(13)} ${median(list.map((r) => r.script))
        .toFixed(0)
        .padStart(24)} ${median(list.map((r) => r.document))
        .toFixed(0)
        .padStart(18)}`,
    );
  for (const [site, list] of runs) {
    console.log(`\n${site}: long tasks of each run`);
    for (const result of list) console.log(`  ${result.tasks.join('  ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
