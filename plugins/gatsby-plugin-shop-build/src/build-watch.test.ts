/** The build's watchdog (build-watch.ts): output and exit code pass through; a hung build is stopped. */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { descendants, runWatched } from './build-watch';

const node = process.execPath;

function collect() {
  const chunks: string[] = [];
  return { chunks, write: (chunk: Buffer) => void chunks.push(chunk.toString('utf8')) };
}

/** Whether a process still runs (a killed one may linger as a zombie until it is reaped: not running). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('a watched build', () => {
  it('passes its output and exit code through', async () => {
    const out = collect();
    const code = await runWatched(node, ['-e', 'console.log("built"); console.error("warn"); process.exit(3)'], {
      write: out.write,
    });
    expect(code).toBe(3);
    expect(out.chunks.join('')).toContain('built');
    expect(out.chunks.join('')).toContain('warn');
  });

  it('keeps the code of a build that names a store failure and still ends by itself', async () => {
    const out = collect();
    const code = await runWatched(
      node,
      ['-e', 'console.error("lmdb: MDB_MAP_FULL, retrying"); setTimeout(() => process.exit(0), 200)'],
      { write: out.write, graceMs: 5000, onStop: () => out.chunks.push('STOPPED') },
    );
    expect(code).toBe(0);
    expect(out.chunks).not.toContain('STOPPED');
  });

  it('stops a build that hangs after its store failed, with the worker spinning under it', async () => {
    const out = collect();
    const stops: string[] = [];
    // a "worker" that never ends, then the failure, then the build waiting on it for good
    const build = [
      "const { spawn } = require('node:child_process');",
      "const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });",
      'console.log("worker " + worker.pid);',
      'setTimeout(() => console.error("Error: Commit failed"), 100);',
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const started = Date.now();
    const code = await runWatched(node, ['-e', build], {
      write: out.write,
      graceMs: 300,
      onStop: (line) => stops.push(line),
    });
    expect(code).toBe(1);
    expect(stops).toEqual(['Error: Commit failed']);
    expect(Date.now() - started).toBeLessThan(10_000);
    const worker = Number(/worker (\d+)/.exec(out.chunks.join(''))?.[1]);
    expect(worker).toBeGreaterThan(0);
    // killed with the build, not left behind spinning: gone once init has reaped it (a busy
    // machine may take a while), where a worker left running would still be there at the deadline
    for (const deadline = Date.now() + 10_000; alive(worker) && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(alive(worker)).toBe(false);
  });
});

describe('descendants', () => {
  it('finds the processes under a process, and none under one that has none', async () => {
    const { spawn } = await import('node:child_process');
    const parent = spawn(node, [
      '-e',
      "require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']); setTimeout(() => {}, 5000)",
    ]);
    // until the child has started (a busy machine may take a while to start two node processes)
    let under = descendants(parent.pid!);
    for (const deadline = Date.now() + 10_000; under.length === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      under = descendants(parent.pid!);
    }
    expect(under).toHaveLength(1);
    expect(descendants(under[0])).toEqual([]);
    for (const pid of [...under, parent.pid!]) process.kill(pid, 'SIGKILL');
  });
});
