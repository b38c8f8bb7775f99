/**
 * A product launch (docs/adr/017 §5): N shoppers confirm orders of the same two products at the
 * same moment, against 1 and then 3 API processes on one PostgreSQL, and the bench prints how many
 * were accepted, refused out of stock (409), answered 5xx, and the confirmations' p50/p95/max.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run bench:launch
 * BENCH_SHOPPERS lists the crowd sizes (default 30,60), BENCH_PROCESSES the process counts (1,3),
 * BENCH_PORT the first API port (18470).
 * Stock is N - 5 of each product, so the last 5 are told it ran out. Each round has a fresh database.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderBody } from '../server/test/order-helpers';
import { scratchDatabase, startApi, type RunningApi } from './server';
import { smsGateway } from './sms-gateway';

const CROWDS = (process.env.BENCH_SHOPPERS || '30,60').split(',').map(Number);
const PROCESSES = (process.env.BENCH_PROCESSES || '1,3').split(',').map(Number);
const FIRST_PORT = Number(process.env.BENCH_PORT || 18470);
const ADMIN_TOKEN = 'bench-launch-admin';

async function call(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function ok<T>(url: string, init: Parameters<typeof call>[1] = {}): Promise<T> {
  const answer = await call(url, init);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function launch(processes: number, shoppers: number) {
  const scratch = await scratchDatabase('bench_launch');
  if (!scratch) throw new Error('set BENCH_DATABASE_URL: the launch is measured on PostgreSQL');
  const gateway = smsGateway();
  await new Promise<void>((done) => gateway.server.listen(0, '127.0.0.1', done));
  const gatewayPort = (gateway.server.address() as { port: number }).port;
  const dirs: string[] = [];
  const apis: RunningApi[] = [];
  const env = {
    DATABASE_URL: scratch.url,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${gatewayPort}/sms?phone={phone}&text={text}`,
    // Each shopper has a client address and phone of their own: the code limits are not measured here.
    TRUST_PROXY: '1',
    ADMIN_TOKEN,
  };
  try {
    for (let i = 0; i < processes; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-launch-'));
      dirs.push(dataDir);
      apis.push(await startApi({ port: FIRST_PORT + i, dataDir, products: 50, env }));
    }
    const api = (i: number) => apis[i % apis.length].url;
    const cards = await ok<{ rows: { id: number; price: number }[] }>(`${api(0)}/client/v4/products?limit=2`);
    const products = cards.rows.slice(0, 2);
    const setStock = (stock: number) =>
      Promise.all(
        products.map((card) =>
          ok(`${api(0)}/admin/v1/products/${card.id}`, {
            method: 'PATCH',
            headers: { 'x-admin-token': ADMIN_TOKEN },
            body: { stock },
          }),
        ),
      );
    await setStock(1_000);
    const { dates } = await ok<{ dates: string[] }>(`${api(0)}/client/v4/orders/extras`);

    // Every shopper signs in and places an order of both products, each on the next process.
    const ready: { headers: Record<string, string>; id: number; code: string; url: string }[] = [];
    for (let i = 0; i < shoppers; i++) {
      const phone = `99365${String(i + 1).padStart(6, '0')}`;
      const headers = { 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` };
      const url = api(i);
      const sent = await ok<{ verification: string }>(`${url}/auth/v2/signin`, {
        method: 'POST',
        body: { phone },
        headers,
      });
      const signInCode = /\b(\d{4})\b/.exec(await gateway.next(`+${phone}`))?.[1];
      const session = await ok<{ token: string; device: string }>(`${url}/auth/v2/verifycode`, {
        method: 'POST',
        headers,
        body: { phone, code: signInCode, verification: sent.verification },
      });
      const recipient = `99366${String(i + 1).padStart(6, '0')}`;
      const shopperHeaders = { ...headers, token: session.token, device: session.device };
      const sms = gateway.next(`+${recipient}`);
      const placed = await ok<{ id: number }>(`${url}/client/v4/orders`, {
        method: 'POST',
        headers: { ...shopperHeaders, 'idempotency-key': randomUUID() },
        // The body the API's tests place (a courier to an Ashgabat address, cash), on a bookable day.
        body: orderBody(products, recipient, {
          delivery: { method: 'courier', type: 'door', date: dates[1], time: '18:00' },
        }),
      });
      const code = /: (\d{4})\./.exec(await sms)?.[1] ?? '';
      ready.push({ headers: shopperHeaders, id: placed.id, code, url });
    }
    await setStock(shoppers - 5);

    // The launch: every confirmation at once.
    const answers = await Promise.all(
      ready.map(async (order) => {
        const started = performance.now();
        const answer = await call(`${order.url}/client/v4/orders/verify`, {
          method: 'POST',
          headers: { ...order.headers, 'idempotency-key': randomUUID() },
          body: { id: order.id, code: order.code },
        });
        return { status: answer.status, ms: performance.now() - started };
      }),
    );
    const count = (test: (status: number) => boolean) => answers.filter((answer) => test(answer.status)).length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const cells = [
      String(processes),
      String(shoppers),
      String(count((status) => status === 200)),
      String(count((status) => status === 409)),
      String(count((status) => status >= 500)),
      String(count((status) => status !== 200 && status !== 409 && status < 500)),
      percentile(times, 50).toFixed(0),
      percentile(times, 95).toFixed(0),
      (times[times.length - 1] ?? 0).toFixed(0),
    ];
    console.log(cells.map((cell) => cell.padStart(9)).join(''));
  } finally {
    for (const running of apis) await running.stop();
    gateway.server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
}

async function main() {
  console.log('A launch: N shoppers confirm orders of the same two products at once (stock N - 5), PostgreSQL');
  const head = ['processes', 'shoppers', 'accepted', '409', '5xx', 'other', 'p50 ms', 'p95 ms', 'max ms'];
  console.log(head.map((cell) => cell.padStart(9)).join(''));
  for (const processes of PROCESSES) for (const shoppers of CROWDS) await launch(processes, shoppers);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
