/**
 * Runs the site's build (scripts/build-site.sh: `gatsby build`) and stops it when its data store
 * has failed and it hangs instead of ending. Gatsby's query workers share an LMDB store; now and
 * then one of them fails in it. Mostly the build then fails, and build-site.sh runs it once more
 * with the queries in the main process; but a worker can also print LMDB's "Commit failed", then
 * spin at full CPU, and the build waits on it for good (a CI run would spend its 90 minutes there). The build's output passes through as it comes; once a line names such a failure
 * the build has `graceMs` to end by itself, else it is killed with every process under it and the
 * run ends as failed, so that build-site.sh's second attempt follows. The build stays in the
 * caller's process group: whoever stops the caller's group (the API's site builds, a terminal's
 * Ctrl+C) stops the build as before.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** What Gatsby's workers print when LMDB failed under them (gatsbyjs/gatsby#38450 and the hang above). */
export const STORE_FAILURE = /Commit failed|was unspilled, but was not found|MDB_[A-Z_]{3,}/;

export interface WatchOptions {
  env?: NodeJS.ProcessEnv;
  /** how long a build may still run after its store failed */
  graceMs?: number;
  /** where the build's output goes (the process's own by default) */
  write?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void;
  /** told when the build is stopped */
  onStop?: (line: string) => void;
}

/** The processes under `pid`, from /proc (none where there is no /proc: the build alone is killed). */
export function descendants(pid: number): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may hold spaces and brackets
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** Runs `command args`, passing its output through; resolves with its exit code (1 when stopped). */
export function runWatched(command: string, args: string[], options: WatchOptions = {}): Promise<number> {
  const {
    env = process.env,
    graceMs = 90_000,
    write = (chunk, stream) => (stream === 'stdout' ? process.stdout : process.stderr).write(chunk),
    onStop = (line) =>
      process.stderr.write(`==> the build's data store failed ("${line}") and the build did not end; stopping it\n`),
  } = options;
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let tail = '';
  const watch = (chunk: Buffer, stream: 'stdout' | 'stderr') => {
    write(chunk, stream);
    if (timer || stopped) return;
    // a failure's text may be split across two chunks
    const text = tail + chunk.toString('utf8');
    tail = text.slice(-200);
    const match = STORE_FAILURE.exec(text);
    if (!match) return;
    const line = text
      .slice(text.lastIndexOf('\n', match.index) + 1)
      .split('\n')[0]
      .trim();
    timer = setTimeout(() => {
      stopped = true;
      onStop(line);
      for (const pid of [...descendants(child.pid!), child.pid!]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // ended meanwhile
        }
      }
    }, graceMs);
  };
  child.stdout.on('data', (chunk: Buffer) => watch(chunk, 'stdout'));
  child.stderr.on('data', (chunk: Buffer) => watch(chunk, 'stderr'));
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (code: number | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(stopped ? 1 : (code ?? 1));
    };
    child.on('error', reject);
    child.on('close', finish);
    // a process left behind may hold the output open: the build's own end is what counts
    child.on('exit', (code) => setTimeout(() => finish(code), 2000).unref());
  });
}
