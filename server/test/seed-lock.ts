/**
 * A lock between the processes of a jest run (its workers, the component tests' API processes) over
 * a file only one of them should make: a folder made atomically, holding its maker's pid.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch {
    return false;
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

function ownerAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true; // the lock is being made or was just removed: look again at the next change
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/**
 * Resolves when the dump is in place or its lock is gone: at each change in the folder, and once a
 * second for a maker that died without changing anything there.
 */
export function lockEnded(dir: string, file: string, lock: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!existsSync(file) && existsSync(lock) && ownerAlive(lock)) return;
      watcher.close();
      clearInterval(liveness);
      resolve();
    };
    const watcher = watch(dir, check);
    const liveness = setInterval(check, 1_000);
    check();
  });
}
