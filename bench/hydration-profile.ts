/**
 * What the main thread does while a page loads and hydrates: a CPU profile of Chromium (4x CPU
 * slowdown, as Lighthouse mobile) from navigation until 3 s after the page marks itself hydrated,
 * cut into tasks (runs of busy samples), with the blocking time (every task's time over 50 ms) and
 * the self time by source (package or src/ file) inside those long tasks and overall. With a
 * SOURCE_MAPS=1 build (maps in .source-maps/) positions are named by their source; without, by chunk.
 *   npx tsx bench/hydration-profile.ts http://127.0.0.1:18545 / /categories/1 /product/1
 * PROFILE_RUNS (default 3) runs per page; the run with the median blocking time is reported.
 * PROFILE_TASKS=1 also lists that run's tasks over 30 ms in order: start (ms from navigation),
 * length and the sources they spent it in. PROFILE_RETURNING=1 loads pages as a returning shopper
 * (the consent cookie set, so the cookie banner does not show).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

const [base, ...paths] = process.argv.slice(2);
const RUNS = Number(process.env.PROFILE_RUNS || 3);
const MAPS = resolve(__dirname, '..', '.source-maps');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
/** PROFILE_FUNCTIONS=1 names functions (source, line and name) instead of sources. */
const FUNCTIONS = process.env.PROFILE_FUNCTIONS === '1';

function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(native)';
  const file = frame.url.split('/').pop()!.split('?')[0];
  if (!consumers.has(file)) {
    const map = resolve(MAPS, `${file}.map`);
    consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const consumer = consumers.get(file);
  const chunk = file.replace(/-[0-9a-f]{20}\.js$/, '');
  if (!consumer) return chunk;
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return chunk;
  if (FUNCTIONS) return `${original.source.split('/').slice(-2).join('/')}:${original.line} ${frame.functionName}`;
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original.source);
  if (modules) return modules[1];
  return original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

interface Task {
  start: number;
  ms: number;
  samples: [string, number][];
}

interface Run {
  tbt: number;
  tasks: Task[];
  busy: number;
  longTasks: number[];
  inLong: Map<string, number>;
  all: Map<string, number>;
}

/** Task starts are counted from the profile's start, just before the navigation. */
function analyse(profile: Profile): Run {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const tasks: Task[] = [];
  let current: Task | null = null;
  let clock = 0;
  const all = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    clock += profile.timeDeltas[index] ?? 0;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)') {
      current = null;
      return;
    }
    const source = name === '(program)' || name === '(garbage collector)' ? name : sourceOf(node.callFrame);
    all.set(source, (all.get(source) ?? 0) + ms);
    if (!current) tasks.push((current = { start: clock / 1000, ms: 0, samples: [] }));
    current.ms += ms;
    current.samples.push([source, ms]);
  });
  const inLong = new Map<string, number>();
  const long = tasks.filter((task) => task.ms > 50);
  for (const task of long) for (const [source, ms] of task.samples) inLong.set(source, (inLong.get(source) ?? 0) + ms);
  return {
    tbt: long.reduce((sum, task) => sum + task.ms - 50, 0),
    tasks,
    busy: tasks.reduce((sum, task) => sum + task.ms, 0),
    longTasks: long.map((task) => Math.round(task.ms)),
    inLong,
    all,
  };
}

const top = (map: Map<string, number>, count = 14) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([source, ms]) => `${source} ${Math.round(ms)}`)
    .join(', ');

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const path of paths) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
        });
        if (process.env.PROFILE_RETURNING === '1')
          await context.addCookies([{ name: 'cookieConsent', value: 'necessary', url: base }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
        await page.waitForTimeout(3000);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        runs.push(analyse(profile));
        await context.close();
      }
      const middle = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)];
      console.log(
        `${path}: blocking ${Math.round(middle.tbt)} ms (runs ${runs.map((run) => Math.round(run.tbt)).join(', ')}), ` +
          `busy ${Math.round(middle.busy)} ms, long tasks ${middle.longTasks.join(', ')} ms`,
      );
      console.log(`  in long tasks: ${top(middle.inLong)}`);
      console.log(`  all: ${top(middle.all)}`);
      if (process.env.PROFILE_TASKS === '1')
        for (const task of middle.tasks.filter((one) => one.ms > 30)) {
          const sources = new Map<string, number>();
          for (const [source, ms] of task.samples) sources.set(source, (sources.get(source) ?? 0) + ms);
          console.log(`  ${Math.round(task.start)} ms: ${Math.round(task.ms)} ms, ${top(sources, 5)}`);
        }
    }
  } finally {
    await browser.close();
  }
}

void main();
