/**
 * The site build of two or more checkouts, in turn, run by run: a drift of this shared machine
 * (two builds of one commit have taken 294 and 339 s an hour apart) reaches each checkout alike.
 *   npx tsx bench/build-ab.ts DIR DIR [DIR…]        (BENCH_SIZE=10000, BENCH_RUNS=2)
 * Each run is the checkout's own `bench/build.ts` (a clean build against a fresh API, see there),
 * so a checkout from before this script is measured as it measured itself. Prints each run's whole
 * build, the CPU time of it and everything it started (the API included: it answers the sourcing),
 * peak memory and slowest steps, then the medians. CPU time moves less than the wall clock when
 * the machine's other tenants take cores, and says what a change saved in work.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const DIRS = process.argv.slice(2).map((dir) => resolve(dir));
const SIZE = Number(process.env.BENCH_SIZE || 10_000);
const RUNS = Number(process.env.BENCH_RUNS || 2);

interface Run {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  steps: Map<string, number>;
}

function runBuild(dir: string): Promise<Run> {
  return new Promise((done, fail) => {
    // bash's `times`: the user and system time of its finished children, all their descendants in.
    const child = spawn('bash', ['-c', 'npx tsx bench/build.ts && times'], {
      cwd: dir,
      env: { ...process.env, BENCH_SIZES: String(SIZE) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const total = /^\s*\d+\s+\d+\s+(\d+)\s+(\d+)\s*$/m.exec(out);
      const cpu = [...out.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)].pop();
      if (code !== 0 || !total || !cpu) return fail(new Error(`${dir}: bench/build.ts exited with ${code}\n${out}`));
      const [, userMin, userSec, sysMin, sysSec] = cpu.map(Number);
      const steps = new Map([...out.matchAll(/^\s+([\d.]+) s {2}(.+)$/gm)].map(([, s, step]) => [step, Number(s)]));
      done({
        seconds: Number(total[1]),
        cpuSeconds: userMin * 60 + userSec + sysMin * 60 + sysSec,
        peakMb: Number(total[2]),
        steps,
      });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (DIRS.length < 2) throw new Error('usage: npx tsx bench/build-ab.ts DIR DIR [DIR…]');
  const runs = new Map<string, Run[]>(DIRS.map((dir) => [dir, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const dir of DIRS) {
      const result = await runBuild(dir);
      runs.get(dir)?.push(result);
      const steps = [...result.steps].map(([step, s]) => `${step} ${s.toFixed(1)}`).join(' | ');
      console.log(
        `run ${run}  ${dir}: ${result.seconds} s, CPU ${result.cpuSeconds.toFixed(0)} s, peak ${result.peakMb} MB\n    ${steps}`,
      );
    }
  }
  console.log(`\nmedians of ${RUNS} runs, ${SIZE} products`);
  console.log('build s   CPU s   peak MB   checkout');
  for (const [dir, results] of runs) {
    const [seconds, cpu, peak] = (['seconds', 'cpuSeconds', 'peakMb'] as const).map((key) =>
      median(results.map((result) => result[key])),
    );
    console.log(
      `${seconds.toFixed(0).padStart(7)} ${cpu.toFixed(0).padStart(7)} ${peak.toFixed(0).padStart(9)}   ${dir}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
