import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

export interface RunningApi {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A process of the bench's (the API, a reference server, a proxy), started and ready. */
export interface RunningChild {
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript file with tsx as a process of its own and waits until it prints `ready`; its
 * stdout is kept for the error when it exits before. `what` names it in that error.
 */
export async function startChild(
  file: string,
  args: string[],
  ready: string,
  what: string,
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningChild> {
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), [file, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) done();
    });
    child.on('exit', (code) => fail(new Error(`${what} exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    process: child,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the API as its own process (as in production), on its own data directory, and waits for
 * the "API ready" line. The rate limit is lifted: the benchmark measures throughput, not the limiter.
 */
export async function startApi(options: {
  port: number;
  dataDir: string;
  products: number;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningApi> {
  const child = await startChild(resolve(ROOT, 'server/src/main.ts'), [], 'API ready', 'the API', {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SAMPLE_PRODUCTS: String(options.products),
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  return { url: `http://127.0.0.1:${options.port}`, ...child };
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database named `<prefix>_<random>` on the PostgreSQL server of BENCH_DATABASE_URL, to be
 * dropped after the run; undefined without the setting (the bench then runs on PGlite).
 */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return undefined;
  const { Client } = await import('pg');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
