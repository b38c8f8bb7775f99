/**
 * Checkout under load: orders placed and confirmed per second, and the p99 of a whole
 * checkout (POST /orders, the SMS, POST /orders/verify), at 20 shoppers checking out back to back,
 * beside the health route at the same 20 connections. PGlite, then PostgreSQL with
 * BENCH_DATABASE_URL (a fresh database on that server, dropped afterwards).
 *   npm run bench:orders
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:orders
 * The SMS gateway is this process (SMS_PROVIDER=http): each order's code is read as a phone would.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase, startApi } from './server';
import { smsGateway } from './sms-gateway';

const DURATION_S = Number(process.env.BENCH_SECONDS || 15);
const SHOPPERS = 20;
const ADMIN_TOKEN = 'bench-orders-admin';

async function json<T>(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const gateway = smsGateway();
  await new Promise<void>((done) => gateway.server.listen(0, '127.0.0.1', done));
  const gatewayPort = (gateway.server.address() as { port: number }).port;
  const api = await startApi({
    port: Number(process.env.BENCH_PORT || 18430),
    dataDir,
    products: 200,
    env: {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${gatewayPort}/sms?phone={phone}&text={text}`,
      // Every order comes from its own client address and goes to its own phone: the per-phone and
      // per-address code limits (docs/adr/015) are not what this measures.
      TRUST_PROXY: '1',
      ADMIN_TOKEN,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  let serial = 0;
  const nextPhone = () => `99365${String(++serial).padStart(6, '0')}`;
  const nextIp = () => `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;
  try {
    const cards = await json<{ rows: { id: number; price: number }[] }>(`${api.url}/client/v4/products?limit=40`);
    const catalogue = cards.rows.slice(0, 40);
    for (const card of catalogue) {
      await json(`${api.url}/admin/v1/products/${card.id}`, {
        method: 'PATCH',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        body: { stock: 1_000_000 },
      });
    }
    const extras = await json<{ dates: string[] }>(`${api.url}/client/v4/orders/extras`);
    const date = extras.dates[1];

    // Shoppers sign in by code, as people do.
    const shoppers: { token: string; device: string }[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const phone = nextPhone();
      const headers = { 'x-forwarded-for': nextIp() };
      const sent = await json<{ verification: string }>(`${api.url}/auth/v2/signin`, {
        method: 'POST',
        body: { phone },
        headers,
      });
      const code = /\b(\d{4})\b/.exec(await gateway.next(`+${phone}`))?.[1];
      shoppers.push(
        await json(`${api.url}/auth/v2/verifycode`, {
          method: 'POST',
          headers,
          body: { phone, code, verification: sent.verification },
        }),
      );
    }

    async function checkout(shopper: { token: string; device: string }, timings: number[][]) {
      const recipient = nextPhone();
      const headers = { ...shopper, 'x-forwarded-for': nextIp() };
      const lines = [0, 1].map(() => {
        const card = catalogue[Math.floor(Math.random() * catalogue.length)];
        return card;
      });
      const unique = [...new Map(lines.map((card) => [card.id, card])).values()];
      const t0 = performance.now();
      const sms = gateway.next(`+${recipient}`);
      const placed = await json<{ id: number }>(`${api.url}/client/v4/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: {
          lines: unique.map((card) => ({ id: card.id, count: 1, cartPrice: card.price })),
          recipient: { name: 'Bench', surname: 'Shopper', phone: `+${recipient}` },
          address: { welayat: 'ashgabat', etrap: 'Berkararlyk', street: 'Bitarap Türkmenistan 5' },
          delivery: { method: 'courier', type: 'door', date, time: '18:00' },
          payment: { method: 'on-delivery', type: 'card' },
        },
      });
      const t1 = performance.now();
      const code = /: (\d{4})\./.exec(await sms)?.[1];
      const t2 = performance.now();
      const verified = await json<{ status: string }>(`${api.url}/client/v4/orders/verify`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: { id: placed.id, code },
      });
      const t3 = performance.now();
      if (verified.status !== 'accepted') throw new Error(`order ${placed.id} not accepted: ${verified.status}`);
      timings.push([t1 - t0, t2 - t1, t3 - t2, t3 - t0]);
    }

    async function run(seconds: number) {
      const timings: number[][] = [];
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        shoppers.map(async (shopper) => {
          while (performance.now() < end) await checkout(shopper, timings);
        }),
      );
      return timings;
    }

    await run(3); // warm-up
    const started = performance.now();
    const timings = await run(DURATION_S);
    const elapsed = (performance.now() - started) / 1000;
    const column = (i: number) => timings.map((row) => row[i]).sort((a, b) => a - b);
    const [place, verify, whole] = [0, 2, 3].map(column);
    const health = await autocannon({ url: `${api.url}/health`, connections: SHOPPERS, duration: 5 });

    console.log(`\n${label}: ${SHOPPERS} shoppers checking out back to back for ${DURATION_S} s, loopback`);
    console.log('what                                      per s   p50 ms   p99 ms');
    const row = (what: string, perSecond: number, sorted: number[]) =>
      console.log(
        `${what.padEnd(40)} ${perSecond.toFixed(1).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
      );
    row('checkout (place + SMS + verify)', timings.length / elapsed, whole);
    row('  POST /client/v4/orders (SMS sent inside)', timings.length / elapsed, place);
    row('  POST /client/v4/orders/verify', timings.length / elapsed, verify);
    console.log(
      `${'health (ceiling, no database)'.padEnd(40)} ${health.requests.average.toFixed(0).padStart(6)} ${String(health.latency.p50).padStart(8)} ${String(health.latency.p99).padStart(8)}`,
    );
  } finally {
    await api.stop();
    gateway.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await bench('PGlite', undefined);
  const scratch = await scratchDatabase('bench_orders');
  if (!scratch) {
    console.log('\n(PostgreSQL: set BENCH_DATABASE_URL)');
    return;
  }
  try {
    await bench('PostgreSQL', scratch.url);
  } finally {
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
