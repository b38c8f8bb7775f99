/**
 * One process at a time on an embedded database's files (docs/adr/012): PGlite has no server to
 * share them, and a second opener beside a running API corrupts them. The lock is a file beside the
 * data directory (`<dir>.lock`) created with O_EXCL ('wx'), holding the owner's pid and the start
 * time the kernel gives that pid; it is stale once that process is gone (or the pid now belongs to
 * a process started later), and a stale lock is taken over under a second exclusive file, so two
 * openers cannot both take it.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

export interface LockOwner {
  pid: number;
  /** the kernel's start time of `pid` (Linux: /proc/<pid>/stat field 22), when known */
  started?: string;
  command: string;
  at: string;
}

/** A second opener's refusal, naming the owner. */
export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      `the embedded database in ${dir} is in use${owner ? ` by process ${owner.pid} (${owner.command}, since ${owner.at})` : ''}: ` +
        'one process at a time may open it. Stop that process first; the operator:* and catalogue:import ' +
        'commands go through a running API by themselves (docs/operations.md).',
    );
    this.name = 'DataDirLocked';
  }
}

/** How long an empty lock (its owner between creating and writing it) counts as held. */
const EMPTY_LOCK_MS = 5_000;

const held = new Set<string>();

function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote `owner` still runs (the same pid, started at the same time). This
 * process's own pid in a lock it does not hold is a former life's (a container restarted with the
 * same pid).
 */
function alive(owner: LockOwner, path: string): boolean {
  if (owner.pid === process.pid) return held.has(path);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(owner.pid);
  return !(owner.started && started && started !== owner.started);
}

function readOwner(path: string): LockOwner | null | 'empty' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!text.trim()) return 'empty';
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : 'empty';
  } catch {
    return 'empty';
  }
}

function create(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

const ageOf = (path: string) => {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

/** Removes the lock at `path` if it is still the stale one seen, under the takeover file. */
function takeOverStale(path: string, seen: string): void {
  const takeover = `${path}.takeover`;
  // A takeover file left by a process killed in these few lines is old: it no longer holds anyone.
  if (ageOf(takeover) > EMPTY_LOCK_MS) {
    try {
      unlinkSync(takeover);
    } catch {
      // another opener removed it first
    }
  }
  let fd: number;
  try {
    fd = openSync(takeover, 'wx', 0o600);
  } catch {
    return; // another opener is taking it over: try again from the start
  }
  try {
    let now: string | undefined;
    try {
      now = readFileSync(path, 'utf8');
    } catch {
      now = undefined;
    }
    if (now === seen) unlinkSync(path);
  } finally {
    closeSync(fd);
    unlinkSync(takeover);
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/**
 * Takes the lock of the embedded database in `dir`, or throws DataDirLocked while another process
 * (or this one, through another open) holds it. The lock goes with `release()` or the process's exit.
 */
export function lockDataDir(dir: string, command = process.argv.slice(1).join(' ').slice(0, 200)): DataDirLock {
  const path = `${dir.replace(/\/+$/, '')}.lock`;
  const owner: LockOwner = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    command,
    at: new Date().toISOString(),
  };
  const text = JSON.stringify(owner);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (create(path, owner)) {
      held.add(path);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(path);
        process.off('exit', release);
        try {
          if (readFileSync(path, 'utf8') === text) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { path, release };
    }
    const found = readOwner(path);
    if (found === null) continue;
    if (found === 'empty') {
      if (ageOf(path) < EMPTY_LOCK_MS) throw new DataDirLocked(dir, null);
    } else if (alive(found, path)) {
      throw new DataDirLocked(dir, found);
    }
    let seen: string;
    try {
      seen = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    takeOverStale(path, seen);
  }
  throw new DataDirLocked(dir, null);
}
