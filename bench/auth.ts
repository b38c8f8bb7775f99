/**
 * The account calls under load: the session check (`GET /auth/v2/verify`, target p99 <=
 * 10 ms at 50 connections) and password sign-in (argon2id, docs/adr/015), on PGlite or PostgreSQL.
 *   npm run bench:auth                                                       (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:auth
 * With BENCH_DATABASE_URL a fresh database is made on that server and dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase, startApi } from './server';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const PASSWORD = 'bench1!pass';

async function json<T>(url: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }) {
  const response = await fetch(url, {
    method: init?.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init?.headers },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A shopper with a password, signed up through the API as a person would (code read from the outbox). */
async function shopper(url: string, phone: string) {
  const sent = await json<{ verification: string }>(`${url}/auth/v2/register`, { method: 'POST', body: { phone } });
  const [sms] = await json<{ to: string; text: string }[]>(`${url}/dev/outbox.json`);
  const code = /\d{4}/.exec(sms.text)?.[0];
  const session = await json<{ token: string; device: string }>(`${url}/auth/v2/verifycode`, {
    method: 'POST',
    body: { phone, code, verification: sent.verification },
  });
  await json(`${url}/auth/v2/changepassword`, {
    method: 'POST',
    headers: session,
    body: { new: PASSWORD, confirm: PASSWORD },
  });
  return session;
}

async function measure(options: autocannon.Options) {
  const result = await autocannon({ duration: DURATION, ...options });
  if (result.non2xx || result.errors)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
  const scratch = await scratchDatabase('bench_auth');
  const databaseUrl = scratch?.url;
  const api = await startApi({
    port: 18110,
    dataDir,
    products: 20,
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  });
  try {
    const phone = '99361234567';
    const session = await shopper(api.url, phone);
    console.log(`Auth benchmark: ${scratch ? 'PostgreSQL' : 'PGlite'}, ${DURATION} s per call, loopback`);
    console.log('call                                   conns    req/s   p50 ms   p99 ms');
    const rows: [string, number, autocannon.Options][] = [
      ['health (ceiling, no database)', 50, { url: `${api.url}/health` }],
      ['session check (GET /auth/v2/verify)', 50, { url: `${api.url}/auth/v2/verify`, headers: session }],
      [
        'password sign-in (argon2id)',
        10,
        {
          url: `${api.url}/auth/v2/signin`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone, password: PASSWORD }),
        },
      ],
    ];
    for (const [label, connections, options] of rows) {
      await measure({ ...options, connections, duration: 2 }); // warm-up
      const { rps, p50, p99 } = await measure({ ...options, connections });
      console.log(
        `${label.padEnd(38)} ${String(connections).padStart(5)} ${rps.toFixed(0).padStart(8)} ${String(p50).padStart(8)} ${String(p99).padStart(8)}`,
      );
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
