/**
 * Orders survive a crashing API (docs/adr/017): 50 shoppers check out at once, retrying
 * each call with its Idempotency-Key, while the API process is killed with SIGKILL and started again
 * several times. Then, from the database itself: no accepted order lost (every order a shopper saw
 * accepted is accepted), no duplicate (one order per shopper however many retries), stock never
 * below zero and equal to what it was minus the accepted (and held) pieces. Every third shopper pays
 * by card through the API's gateway simulator (crash-cards.ts): some pay, some leave the payment
 * open; no payment seen paid is lost, none is charged twice, open ones keep their stock held. On
 * PGlite (on disk, as `npm start` runs it) and on PostgreSQL (TEST_DATABASE_URL, or the private
 * server of scripts/ensure-postgres.sh).
 *
 *   npm run test:orders-crash                 both databases, side by side
 *   CRASH_DATABASES=pglite npm run test:orders-crash
 *
 * Exits 1 when a check fails; prints the counts either way.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inArray } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase } from '../../server/src/db/client';
import { orders, products, users } from '../../server/src/db/schema';
import { checkCards, payCard, paysByCard, type CardOutcome } from './crash-cards';
import { outboxCode, PORT, sleep, until, type Counts } from './crash-http';

const ROOT = resolve(__dirname, '../..');
const SHOPPERS = Number(process.env.CRASH_SHOPPERS || 50);
const KILLS = Number(process.env.CRASH_KILLS || 5);
/** Contended stock: fewer pieces of the first product than the shoppers want, so some are refused. */
const SCARCE_STOCK = Math.floor(SHOPPERS * 0.6);

/** The API as production runs it: one node process (so SIGKILL reaches the server itself). */
class Api {
  private child?: ChildProcess;
  starts = 0;
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/src/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(PORT), LOG_LEVEL: 'error', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.child = child;
    this.starts++;
    await new Promise<void>((done, fail) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('API ready')) done();
      });
      child.once('exit', (code, signal) =>
        fail(new Error(`the API ended (${code ?? signal}) before it was ready:\n${output}`)),
      );
    });
  }

  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }

  stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
}

interface Shopper {
  phone: string;
  recipient: string;
  ip: string;
  token: string;
  device: string;
}

async function signIn(counts: Counts, index: number, runId: string): Promise<Shopper> {
  const phone = `99361${runId}${String(index).padStart(3, '0')}`;
  const recipient = `99362${runId}${String(index).padStart(3, '0')}`;
  const ip = `10.77.${index >> 8}.${index & 255}`;
  const headers = { 'x-forwarded-for': ip };
  const started = new Date(Date.now() - 1000).toISOString();
  const sent = await until(counts, '/auth/v2/signin', { method: 'POST', body: { phone }, headers });
  const code = await outboxCode(counts, `+${phone}`, started, /\b(\d{4})\b/);
  const verified = await until(counts, '/auth/v2/verifycode', {
    method: 'POST',
    headers,
    body: { phone, code, verification: sent.body.verification },
  });
  if (verified.status !== 200) throw new Error(`sign-in ${phone}: ${JSON.stringify(verified.body)}`);
  return { phone, recipient, ip, token: String(verified.body.token), device: String(verified.body.device) };
}

type Outcome = { kind: 'accepted'; id: number } | { kind: 'refused'; id: number | null; status: number } | CardOutcome;

/** One checkout, as the storefront makes it: place (one key), read the SMS, confirm (another key). */
async function checkout(
  counts: Counts,
  shopper: Shopper,
  lines: { id: number; count: number; cartPrice: number }[],
  date: string,
  index: number,
) {
  const headers = { 'x-forwarded-for': shopper.ip, token: shopper.token, device: shopper.device };
  const placeKey = randomUUID();
  const started = new Date(Date.now() - 1000).toISOString();
  const placed = await until(counts, '/client/v4/orders', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': placeKey },
    body: {
      lines,
      recipient: { name: 'Crash', surname: 'Test', phone: `+${shopper.recipient}` },
      address: { welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-1', street: 'Atatürk', building: '1' },
      delivery: { method: 'courier', type: 'door', date, time: '12:00' },
      payment: paysByCard(index) ? { method: 'card', type: 'halkbank' } : { method: 'on-delivery', type: 'cash' },
    },
    // 429: the code send was refused for now (a retry within 60 s of a send that committed before a kill)
    give: (status) => status === 429,
  });
  if (placed.status !== 200) return { kind: 'refused', id: null, status: placed.status } as Outcome;
  const id = Number(placed.body.id);
  // The code may have been lost with a killed process between commit and delivery: ask again.
  let code: string | null = null;
  for (let look = 0; !code; look++) {
    code = await outboxCode(counts, `+${shopper.recipient}`, started, /: (\d{4})\./);
    if (code) break;
    if (look > 0 && look % 10 === 0) {
      await until(counts, '/client/v4/orders/resend', {
        method: 'POST',
        headers,
        body: { id },
        give: (s) => s === 429,
      });
    }
    await sleep(300);
  }
  const verifyKey = randomUUID();
  const verified = await until(counts, '/client/v4/orders/verify', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': verifyKey },
    body: { id, code },
  });
  if (verified.status === 200 && verified.body.status === 'accepted') return { kind: 'accepted', id } as Outcome;
  if (verified.status === 200 && verified.body.status === 'awaiting_payment')
    return payCard(counts, headers, id, index);
  return { kind: 'refused', id, status: verified.status } as Outcome;
}

async function run(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'orders-crash-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl =
      process.env.TEST_DATABASE_URL ||
      execFileSync('bash', [join(ROOT, 'scripts/ensure-postgres.sh')])
        .toString()
        .trim();
    const name = `orders_crash_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const api = new Api({
    DATA_DIR: dataDir,
    SAMPLE_PRODUCTS: '60',
    RATE_LIMIT_MAX: '1000000',
    TRUST_PROXY: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const counts: Counts = { requests: 0, retries: 0, replayed: 0 };
  const runId = String(Date.now() % 1000).padStart(3, '0');
  try {
    await api.start();
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i += 10) {
      shoppers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, SHOPPERS - i) }, (_, j) => signIn(counts, i + j, runId)),
        )),
      );
    }
    const extras = await until(counts, '/client/v4/orders/extras', {});
    const date = (extras.body.dates as string[])[1];
    const cards = await until(counts, '/client/v4/products?limit=20', {});
    const inStock = (cards.body.rows as { id: number; price: number }[]).slice(0, 3);
    await api.stop();

    // The scarce product gets SCARCE_STOCK pieces, the others plenty: written while the API is down.
    const setup = await openDatabase({ databaseUrl, dataDir });
    await setup.db
      .update(products)
      .set({ stock: SCARCE_STOCK })
      .where(inArray(products.id, [inStock[0].id]));
    await setup.db
      .update(products)
      .set({ stock: 10 * SHOPPERS })
      .where(inArray(products.id, [inStock[1].id, inStock[2].id]));
    const stockBefore = new Map(
      (
        await setup.db
          .select()
          .from(products)
          .where(
            inArray(
              products.id,
              inStock.map((p) => p.id),
            ),
          )
      ).map((p) => [p.id, p.stock]),
    );
    await setup.close();
    await api.start();

    // Everyone checks out at once while the API is killed KILLS times.
    let running = true;
    let killsInFlight = 0;
    const killer = (async () => {
      let kills = 0;
      while (kills < KILLS) {
        await sleep(150 + Math.random() * 600);
        if (running) killsInFlight++;
        await api.kill();
        kills++;
        await api.start();
      }
      return kills;
    })();
    const orderOf = (index: number) => {
      const lines = [{ id: inStock[0].id, count: 1, cartPrice: inStock[0].price }];
      lines.push({
        id: inStock[1 + (index % 2)].id,
        count: 1 + (index % 3),
        cartPrice: inStock[1 + (index % 2)].price,
      });
      return lines;
    };
    const started = Date.now();
    const outcomes = await Promise.all(shoppers.map((shopper, i) => checkout(counts, shopper, orderOf(i), date, i)));
    running = false;
    const seconds = (Date.now() - started) / 1000;
    const kills = await killer;
    await api.stop();

    // The truth, from the database itself.
    const check = await openDatabase({ databaseUrl, dataDir });
    const userIds = await check.db.select({ id: users.id, phone: users.phone }).from(users);
    const shopperIds = userIds.filter((u) => shoppers.some((s) => s.phone === u.phone)).map((u) => u.id);
    const rows = await check.db.select().from(orders).where(inArray(orders.userId, shopperIds));
    const stockAfter = new Map(
      (
        await check.db
          .select()
          .from(products)
          .where(
            inArray(
              products.id,
              inStock.map((p) => p.id),
            ),
          )
      ).map((p) => [p.id, p.stock]),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const cardOutcomes = outcomes.filter((o): o is CardOutcome => o.kind === 'paid' || o.kind === 'open');
    const cardCheck = await checkCards(check.db, cardOutcomes, (id) => byId.get(id)?.status);
    await check.close();

    // Accepted: on delivery once confirmed, by card once paid.
    const acceptedSeen = outcomes.filter(
      (o): o is Extract<Outcome, { kind: 'accepted' | 'paid' }> => o.kind === 'accepted' || o.kind === 'paid',
    );
    const lost = acceptedSeen.filter((o) => byId.get(o.id)?.status !== 'accepted').length;
    // The pieces of accepted orders and of card orders whose payment is open are taken (held).
    const holding = (status: string | undefined) => status === 'accepted' || status === 'awaiting_payment';
    const perUser = new Map<number, number>();
    for (const row of rows) perUser.set(row.userId ?? 0, (perUser.get(row.userId ?? 0) ?? 0) + 1);
    const duplicates = [...perUser.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const acceptedRows = rows.filter((row) => row.status === 'accepted');
    const holdingRows = rows.filter((row) => holding(row.status));
    // Accepted in the database but never seen by the shopper would be fine (an answer lost); count it.
    const acceptedUnseen = acceptedRows.filter((row) => !acceptedSeen.some((o) => o.id === row.id)).length;
    const taken = new Map<number, number>();
    for (const [index, outcome] of outcomes.entries()) {
      const row = outcome.id === null ? undefined : byId.get(outcome.id);
      if (!holding(row?.status)) continue;
      for (const line of orderOf(index)) taken.set(line.id, (taken.get(line.id) ?? 0) + line.count);
    }
    const negative = [...stockAfter.values()].filter((stock) => stock < 0).length;
    const stockMismatch = inStock.filter(
      (p) => (stockBefore.get(p.id) ?? 0) - (taken.get(p.id) ?? 0) !== stockAfter.get(p.id),
    ).length;
    const refusedForStock = outcomes.filter((o) => o.kind === 'refused' && o.status === 409).length;
    // Orders a shopper saw placed (a placement refused for stock, once the scarce product ran out, makes none).
    const placedSeen = outcomes.filter((o) => o.id !== null).length;
    const otherRefusals = outcomes.filter((o) => o.kind === 'refused' && o.status !== 409).length;

    console.log(
      [
        `== ${kind}: ${SHOPPERS} checkouts in ${seconds.toFixed(1)} s, ${kills} SIGKILLs (${killsInFlight} while checkouts ran; ${api.starts} starts)`,
        `   accepted ${acceptedRows.length} (seen by shoppers ${acceptedSeen.length}, accepted but unseen ${acceptedUnseen}); refused for stock ${refusedForStock}; other refusals ${otherRefusals}`,
        `   orders placed ${placedSeen}, in the database ${rows.length}; lost accepted orders ${lost}; duplicates ${duplicates}`,
        `   scarce stock ${stockBefore.get(inStock[0].id)} -> ${stockAfter.get(inStock[0].id)}; products below zero ${negative}; stock not matching the accepted pieces ${stockMismatch}`,
        `   card payments: paid ${cardOutcomes.filter((o) => o.kind === 'paid').length}, left open ${cardOutcomes.filter((o) => o.kind === 'open').length}; paid but lost ${cardCheck.lost}; charged twice ${cardCheck.chargedTwice}; open ones no longer holding ${cardCheck.openLost}`,
        `   requests ${counts.requests}, retried ${counts.retries}, replayed by key ${counts.replayed}`,
      ].join('\n'),
    );
    const ok =
      lost === 0 &&
      duplicates === 0 &&
      negative === 0 &&
      stockMismatch === 0 &&
      acceptedUnseen === 0 &&
      otherRefusals === 0 &&
      rows.length === placedSeen &&
      killsInFlight > 0 &&
      cardCheck.lost === 0 &&
      cardCheck.chargedTwice === 0 &&
      cardCheck.openLost === 0 &&
      cardOutcomes.some((o) => o.kind === 'paid') &&
      holdingRows.length === Math.min(SHOPPERS, SCARCE_STOCK);
    console.log(ok ? '   OK' : '   FAILED');
    return ok;
  } finally {
    await api.kill();
    await dropDatabase().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One database's pass in a process of its own, on a port of its own: the passes run side by side,
 * so one's waits (a lost order code's 60-second resend wait) are the other's working time. Its
 * output is printed whole when it ends, so the two reports do not interleave.
 */
function passInProcess(kind: 'pglite' | 'postgres', port: number): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename], {
      cwd: ROOT,
      env: { ...process.env, CRASH_DATABASES: kind, CRASH_PORT: String(port), CRASH_RESULT_JSON: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      process.stdout.write(output);
      done(code === 0);
    });
  });
}

async function main() {
  const kinds = (process.env.CRASH_DATABASES || 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
  const results =
    kinds.length > 1
      ? await Promise.all(kinds.map((kind, index) => passInProcess(kind, PORT + 1 + index)))
      : [await run(kinds[0])];
  // `npm test` counts each database's run as one test in its summary line (scripts/test-all.sh).
  if (process.env.CRASH_RESULT_JSON) {
    const passed = results.filter(Boolean).length;
    writeFileSync(
      process.env.CRASH_RESULT_JSON,
      JSON.stringify({ numPassedTests: passed, numFailedTests: results.length - passed }),
    );
  }
  process.exit(results.every(Boolean) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
