/**
 * API processes of their own (`server/src/main.ts`) on one PostgreSQL, for the files that show
 * several processes behave as one (auth-processes, chat-processes, promo-codes-processes,
 * gift-certificates-processes), and the requests those files send them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { describe } from '@jest/globals';

const ROOT = resolve(__dirname, '../..');

/** PGlite serves one process only: these files run in the PostgreSQL pass (TEST_DATABASE_URL). */
export const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

export interface ApiProcess {
  url: string;
  child: ChildProcess;
}

/**
 * A port no process listens on now, chosen by the system (a port picked at random could be one a
 * shop or bench already holds on this machine: EADDRINUSE).
 */
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

/** Starts an API on a free port and waits for it to say it is ready; `env` adds or overrides settings. */
export async function startApiProcess(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      SAMPLE_PRODUCTS: '1',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API ready')) ready();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`API exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Stops the processes that are still running, each with SIGTERM, and waits for them to exit. */
export async function stopApiProcesses(apis: (ApiProcess | undefined)[]) {
  for (const api of apis) {
    // One a test killed has no exit code, but its signal: it ended already.
    if (api && api.child.exitCode === null && api.child.signalCode === null) {
      await new Promise((done) => {
        api.child.once('exit', done);
        api.child.kill('SIGTERM');
      });
    }
  }
}

/**
 * Starts three APIs on one database, in folders a, b and c of `dataDir`: the first alone, as it
 * migrates and seeds the database; the other two on that database at once.
 */
export async function startApiProcesses(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<ApiProcess[]> {
  const first = await startApiProcess(databaseUrl, join(dataDir, 'a'), env);
  const others = await Promise.all(['b', 'c'].map((name) => startApiProcess(databaseUrl, join(dataDir, name), env)));
  return [first, ...others];
}

/** Sends a JSON request to `api` and answers its status and JSON body. */
export async function send<T>(api: ApiProcess, method: string, path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', lng: 'EN', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { code?: string; message?: string } };
}

/** The newest code the outbox of `api` holds for `phone` (the 4 digits after the colon, or alone). */
export async function codeFor(api: ApiProcess, phone: string): Promise<string> {
  const outbox = (await (await fetch(`${api.url}/dev/outbox.json`)).json()) as { to: string; text: string }[];
  const text = outbox.find((row) => row.to === `+${phone}`)?.text ?? '';
  const code = /: (\d{4})\./.exec(text)?.[1] ?? /\b(\d{4})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

/** Signs `phone` in through `api` with the code its outbox holds; answers the session headers. */
export async function signIn(api: ApiProcess, phone: string): Promise<{ token: string; device: string }> {
  const sent = await send<{ verification: string }>(api, 'POST', '/auth/v2/signin', { phone });
  const signedIn = await send<{ token: string; device: string }>(api, 'POST', '/auth/v2/verifycode', {
    phone,
    code: await codeFor(api, phone),
    verification: sent.body.verification,
  });
  return { token: signedIn.body.token, device: signedIn.body.device };
}
