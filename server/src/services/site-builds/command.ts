/**
 * Runs the site build command (SITE_BUILD_COMMAND) in its own process group, writing everything it
 * prints to the build's log file and keeping the end of it, and its last line as the progress step.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/** The end of a log kept in memory and in the database: enough to see why a build failed. */
export const LOG_TAIL_BYTES = 8 * 1024;

// Colour and cursor codes (Gatsby's progress bars); the log is read as plain text.
// eslint-disable-next-line no-control-regex -- the escape character is what these codes start with
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** A line worth showing as the build's progress: not empty, not npm's notices about its own setup. */
const isStep = (line: string) => line.trim() !== '' && !/^npm (warn|notice)/.test(line.trim());

export class BuildLog {
  private tail = '';
  private partial = '';
  private lastLine: string | null = null;
  private readonly file;

  constructor(path: string) {
    this.file = createWriteStream(path, { flags: 'a' });
    // A log that cannot be written (disk full) must not end the API: the tail still reaches the database.
    this.file.on('error', () => undefined);
  }

  write(text: string) {
    const clean = text.replace(TERMINAL_CODES, '').replace(/\r(?!\n)/g, '\n');
    this.file.write(clean);
    this.tail = (this.tail + clean).slice(-LOG_TAIL_BYTES);
    const lines = (this.partial + clean).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) if (isStep(line)) this.lastLine = line.trim().slice(0, 300);
  }

  /** The last line the build printed: Gatsby's step names ("success Building static HTML for pages…"). */
  step(): string | null {
    return isStep(this.partial) ? this.partial.trim().slice(0, 300) : this.lastLine;
  }

  text(): string {
    // Starts at a line's beginning when the tail was cut.
    return this.tail.length < LOG_TAIL_BYTES ? this.tail : this.tail.slice(this.tail.indexOf('\n') + 1);
  }

  close(): Promise<void> {
    return new Promise((done) => this.file.end(done));
  }
}

export interface RunningCommand {
  /** the exit: 0 for success; the signal's name when it was killed */
  done: Promise<{ code: number | null; signal: string | null }>;
  /** ends the command and everything it started (TERM, then KILL after `graceMs`) */
  stop(graceMs?: number): void;
}

export function runCommand(
  command: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; log: BuildLog; timeoutMs: number },
): RunningCommand {
  // Its own process group (detached), so stopping it stops Gatsby's workers too.
  const child = spawn('sh', ['-c', command], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => options.log.write(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => options.log.write(chunk.toString()));
  let killTimer: NodeJS.Timeout | undefined;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const stop = (graceMs = 5000) => {
    signal('SIGTERM');
    killTimer ??= setTimeout(() => signal('SIGKILL'), graceMs);
    killTimer.unref();
  };
  const timeout = setTimeout(() => {
    options.log.write(`\n==> the build ran longer than ${Math.round(options.timeoutMs / 1000)} s: stopped\n`);
    stop();
  }, options.timeoutMs);
  timeout.unref();
  const done = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    child.on('error', (error) => {
      options.log.write(`\n==> the build command could not start: ${error.message}\n`);
      resolve({ code: 127, signal: null });
    });
    child.on('close', (code, killed) => {
      clearTimeout(timeout);
      if (killTimer) clearTimeout(killTimer);
      // Anything the command left running in its group goes with it.
      signal('SIGKILL');
      resolve({ code, signal: killed });
    });
  });
  return { done, stop };
}

/** The build this process runs now. */
export interface RunningBuild {
  id: number;
  command?: RunningCommand;
  log: BuildLog;
  /** the API is stopping: record the build failed and queue it again */
  interrupted: boolean;
}
