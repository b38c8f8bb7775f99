/**
 * Lighthouse mobile on two or more running sites, alternately (A, B, A, B, …), so that a drift of
 * the machine's state during the sitting reaches every site alike; medians per site and path. For
 * "no worse than build X": serve each build (its own API with SITE_DIR) and give their origins.
 *   npx tsx bench/lighthouse-ab.ts http://127.0.0.1:18300 http://127.0.0.1:18400
 *   LH_RUNS (default 7) runs per site and path, LH_PATHS (default /) comma-separated paths,
 *   LH_RETURNING=1 a returning shopper (the cookie banner answered; bench/lighthouse.ts),
 *   LH_THROTTLING=devtools throttling applied in the browser instead of simulated (bench/lighthouse.ts)
 */
import { lighthouse, median, type LighthouseRun } from './lighthouse';

const bases = process.argv.slice(2);
const RUNS = Number(process.env.LH_RUNS || 7);
const PATHS = (process.env.LH_PATHS || '/').split(',');

function main() {
  if (bases.length < 2) throw new Error('give two or more sites: npx tsx bench/lighthouse-ab.ts URL URL [URL …]');
  const runs = new Map<string, LighthouseRun[]>();
  for (let round = 0; round < RUNS; round += 1) {
    for (const path of PATHS) {
      for (const base of bases) {
        const url = `${base}${path}`;
        const run = lighthouse(url);
        runs.set(url, [...(runs.get(url) ?? []), run]);
        console.error(`round ${round + 1}: ${url} performance ${run.performance}, TBT ${Math.round(run.tbt)} ms`);
      }
    }
  }
  console.log(
    `Lighthouse mobile, median of ${RUNS}, sites alternated run by run${process.env.LH_RETURNING === '1' ? ', a returning shopper (consent cookie in the jar)' : ''}${process.env.LH_THROTTLING === 'devtools' ? ', throttling applied (devtools)' : ''}`,
  );
  console.log(
    'url                                      perf   TBT ms   FCP ms   LCP ms   TTI ms   perf / TBT of each run',
  );
  for (const [url, of] of runs) {
    const pick = (key: 'performance' | 'tbt' | 'fcp' | 'lcp' | 'tti') => Math.round(median(of.map((run) => run[key])));
    console.log(
      `${url.padEnd(40)} ${String(pick('performance')).padStart(4)} ${String(pick('tbt')).padStart(8)}` +
        ` ${String(pick('fcp')).padStart(8)} ${String(pick('lcp')).padStart(8)} ${String(pick('tti')).padStart(8)}` +
        `   ${of.map((run) => `${run.performance}/${Math.round(run.tbt)}`).join(' ')}`,
    );
  }
}

main();
