/**
 * The API as `npm start` runs it, one process on the embedded database in a data directory of the
 * test's own, with its output kept (data-dir-lock, outbox-exposure), and the commands beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** standard output so far */
  output(): string;
  /** resolves when standard output holds `text`; rejects with the output after `ms` or when the process ends */
  printed(text: string, ms?: number): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? found(address.port) : fail(new Error('no port'))));
    });
  });
}

/** The settings every process of these tests runs with: PGlite in `dataDir`, a small catalogue. */
export const shopEnv = (dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'SMS_PROVIDER', 'SMS_HTTP_URL', 'ADMIN_TOKEN', 'LOG_LEVEL'])
    delete base[name];
  return { ...base, NODE_OPTIONS: '', DATA_DIR: dataDir, SAMPLE_PRODUCTS: '2', RATE_LIMIT_MAX: '100000', ...env };
};

/** Starts main.ts and waits for "API ready"; rejects with its output when it exits first (or after 120 s). */
export async function startShop(dataDir: string, env: Record<string, string> = {}): Promise<ShopProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: shopEnv(dataDir, { PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let all = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    all += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => (all += chunk.toString()));
  // 'close' comes after the last of standard output, so a line printed just before the end counts.
  const printed = (text: string, ms = 10_000) =>
    new Promise<void>((found, fail) => {
      const stop = () => {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.off('close', closed);
      };
      const check = () => {
        if (!stdout.includes(text)) return;
        stop();
        found();
      };
      const closed = (code: number | null) => {
        stop();
        fail(new Error(`API exited with ${code}:\n${all}`));
      };
      const timer = setTimeout(() => {
        stop();
        fail(new Error(`no "${text}" in the output within ${ms} ms:\n${all}`));
      }, ms);
      child.stdout?.on('data', check);
      child.once('close', closed);
      check();
    });
  await printed('API ready', 120_000);
  return { url: `http://127.0.0.1:${port}`, child, output: () => stdout, printed };
}

/** Runs a command (a .ts file under server/src) to its end: its exit code and output. */
export function runCommand(
  file: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, file), ...args], {
      cwd: ROOT,
      env: shopEnv(dataDir, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

/** Stops a process with SIGTERM and waits for its exit. */
export async function stopShop(shop: ShopProcess | undefined): Promise<void> {
  if (!shop || shop.child.exitCode !== null) return;
  await new Promise((done) => {
    shop.child.once('exit', done);
    shop.child.kill('SIGTERM');
  });
}
