/**
 * One Lighthouse mobile run in Debian's Chromium, as bench/pages.ts and bench/lighthouse-ab.ts take it.
 * LH_RETURNING=1 loads pages as a returning shopper who has answered the cookie banner: the consent
 * cookie in the browser's jar, so the banner does not show (bench/lighthouse-returning.mjs; the CLI
 * cannot). LH_EXTRA_HEADERS (JSON, Lighthouse's --extra-headers) sends headers with every request;
 * a Cookie sent so reaches the server only, not `document.cookie`, so the banner still shows.
 * LH_THROTTLING=devtools measures with throttling applied in the browser (4x CPU slowdown and a
 * slow network while the page loads: observed timings) instead of Lighthouse's default simulation
 * (an unthrottled load whose timings are then estimated by its model, Lantern). Both are
 * Lighthouse's own methods; the simulation is the default and what the targets quote.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  cls: number;
  tbt: number;
  /** first and largest contentful paint, time to interactive (ms, simulated slow phone) */
  fcp: number;
  lcp: number;
  tti: number;
  /** where the main thread's time went (ms by group: script evaluation, style and layout, ...) */
  mainThread: Record<string, number>;
  /** the long tasks Lighthouse lists: start and length (ms, on its simulated slow phone), script */
  longTasks: { start: number; duration: number; url: string }[];
}

/** LH_THROTTLING: `devtools` (applied) or `simulate` (Lighthouse's default); unset is the default. */
export function throttlingMethod(): string | undefined {
  const method = process.env.LH_THROTTLING;
  if (method === undefined || method === '') return undefined;
  if (method !== 'devtools' && method !== 'simulate')
    throw new Error(`LH_THROTTLING must be devtools or simulate, not ${method}`);
  return method;
}

/** One Lighthouse run; a run that fails (Chromium crashed under load, say) is tried again, twice at most. */
export function lighthouse(url: string, attempt = 1): LighthouseRun {
  const method = throttlingMethod();
  const out = join(mkdtempSync(join(tmpdir(), 'lh-')), 'report.json');
  const [command, args] =
    process.env.LH_RETURNING === '1'
      ? [process.execPath, [resolve(ROOT, 'bench/lighthouse-returning.mjs'), url, out]]
      : [
          resolve(ROOT, 'node_modules/.bin/lighthouse'),
          [
            url,
            '--quiet',
            '--output=json',
            `--output-path=${out}`,
            '--only-categories=performance,accessibility,seo',
            '--form-factor=mobile',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update',
            ...(process.env.LH_EXTRA_HEADERS ? [`--extra-headers=${process.env.LH_EXTRA_HEADERS}`] : []),
            ...(method ? [`--throttling-method=${method}`] : []),
          ],
        ];
  const result = spawnSync(command, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM || '/usr/bin/chromium' },
    encoding: 'utf8',
  });
  if (result.status !== 0 || !existsSync(out)) {
    const why = `${result.stderr ?? ''}`.trim().split('\n').slice(-3).join(' | ');
    if (attempt >= 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${why}`);
    console.error(`(Lighthouse failed on ${url}, trying again: ${why})`);
    return lighthouse(url, attempt + 1);
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dirname(out), { recursive: true, force: true });
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    cls: report.audits['cumulative-layout-shift'].numericValue as number,
    tbt: report.audits['total-blocking-time'].numericValue as number,
    fcp: report.audits['first-contentful-paint'].numericValue as number,
    lcp: report.audits['largest-contentful-paint'].numericValue as number,
    tti: report.audits.interactive.numericValue as number,
    mainThread: Object.fromEntries(
      (report.audits['mainthread-work-breakdown'].details.items as { groupLabel: string; duration: number }[]).map(
        (item) => [item.groupLabel, item.duration],
      ),
    ) as Record<string, number>,
    longTasks: (
      report.audits['long-tasks'].details.items as { startTime: number; duration: number; url: string }[]
    ).map((task) => ({ start: task.startTime, duration: task.duration, url: task.url })),
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
