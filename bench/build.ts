/**
 * Site build time and peak memory for catalogues of 1 000 and 10 000 products (three languages).
 *   npx tsx bench/build.ts            (both sizes)
 *   BENCH_SIZES=1000 npx tsx bench/build.ts
 * Each size gets a fresh API (own DATA_DIR, kept in /tmp between runs so generation is paid once)
 * and a clean Gatsby build (.cache and public/ removed first).
 */
import { execSync, spawn } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startApi } from './server';

const ROOT = resolve(__dirname, '..');
const SIZES = (process.env.BENCH_SIZES || '1000,10000').split(',').map(Number);

/** Sum of the resident memory of a process and its descendants, in MB. */
function treeRssMb(pid: number): number {
  try {
    const table = execSync('ps -eo pid=,ppid=,rss=', { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
    const family = new Set([pid]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [child, parent] of table)
        if (family.has(parent) && !family.has(child)) {
          family.add(child);
          grew = true;
        }
    }
    return table.filter(([child]) => family.has(child)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
  } catch {
    return 0;
  }
}

/** Gatsby's steps that took longest, from its log ("success <step> - 12.345s"). */
function slowestSteps(log: string, count = 8): string[] {
  // eslint-disable-next-line no-control-regex -- the terminal's escape sequences around each line
  const steps = [...log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').matchAll(/^success (.+?) - ([\d.]+)s/gm)].map(
    ([, step, seconds]) => ({ step, seconds: Number(seconds) }),
  );
  return steps
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ step, seconds }) => `${seconds.toFixed(1).padStart(8)} s  ${step}`);
}

async function build(apiUrl: string, logFile: string): Promise<{ seconds: number; peakMb: number }> {
  rmSync(resolve(ROOT, '.cache'), { recursive: true, force: true });
  rmSync(resolve(ROOT, 'public'), { recursive: true, force: true });
  const started = performance.now();
  // The build as the shop runs it (scripts/build-site.sh), forced: .cache and public are gone anyway.
  const child = spawn('bash', [resolve(ROOT, 'scripts/build-site.sh'), apiUrl], {
    cwd: ROOT,
    env: { ...process.env, FORCE_BUILD: '1', ADMIN_TOKEN: 'bench-token', GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  let peakMb = 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, treeRssMb(child.pid as number));
  }, 500);
  const code = await new Promise<number>((done) => child.on('exit', (exit) => done(exit ?? 1)));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`the build exited with ${code} (log in ${logFile})`);
  return { seconds: (performance.now() - started) / 1000, peakMb };
}

async function main() {
  console.log('products   pages   build s   peak MB (gatsby and its workers)');
  for (const size of SIZES) {
    const api = await startApi({
      port: 18200,
      dataDir: `/tmp/bench-build-${size}`,
      products: size,
      env: { ADMIN_TOKEN: 'bench-token' },
    });
    try {
      const logFile = `/tmp/bench-build-${size}.log`;
      const { seconds, peakMb } = await build(api.url, logFile);
      const pages = Number(
        execSync(`find ${resolve(ROOT, 'public')} -name index.html | wc -l`, { encoding: 'utf8' }).trim(),
      );
      console.log(
        `${String(size).padStart(8)} ${String(pages).padStart(7)} ${seconds.toFixed(0).padStart(9)} ${peakMb.toFixed(0).padStart(9)}`,
      );
      if (readFileSync(logFile, 'utf8').includes('once more')) console.log('  (the first run failed: two runs timed)');
      console.log(`  slowest steps (whole log in ${logFile}):`);
      for (const line of slowestSteps(readFileSync(logFile, 'utf8'))) console.log(`  ${line}`);
    } finally {
      await api.stop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
