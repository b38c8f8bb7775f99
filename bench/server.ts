import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

export interface RunningApi {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
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
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), [resolve(ROOT, 'server/src/main.ts')], {
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
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API ready')) done();
    });
    child.on('exit', (code) => fail(new Error(`the API exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    process: child,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
