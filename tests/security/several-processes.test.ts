/**
 * Three API processes on one PostgreSQL behave as one shop (docs/operations.md
 * "Several processes", docs/adr/021 §7): started at once on a fresh, empty database, all three
 * live, the migrations and the sample seed done once; a chat message whose sender's process is
 * killed between storing it and telling the others still reaches the operator on another process,
 * without a reload; a shopper's burst reaches that operator in order. The checks go to the
 * processes in turn: A takes the shopper and is killed, B holds the operator's console, C takes
 * the shopper after the kill. PGlite serves one process only: this file runs in the PostgreSQL
 * pass (TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../server/src/db/client';
import { addOperator, newClientId, operatorCookie, operatorSocket, shopper } from '../../server/test/chat-helpers';
import { onPostgres, startApiProcess, stopApiProcesses, type ApiProcess } from './api-processes';

const PRODUCTS = 40;
const BURST = 100;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const journal = JSON.parse(readFileSync(resolve(__dirname, '../../server/drizzle/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

onPostgres('three API processes started at once on one fresh PostgreSQL', () => {
  const name = `several_${randomBytes(5).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let url: string;
  let dataDir: string;
  let started: PromiseSettledResult<ApiProcess>[] = [];
  let [a, b, c]: (ApiProcess | undefined)[] = [];
  let database: Database | undefined;

  const admin = async <T>(work: (client: Client) => Promise<T>, on = adminUrl): Promise<T> => {
    const client = new Client({ connectionString: on });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name}`));
    const address = new URL(adminUrl);
    address.pathname = `/${name}`;
    url = address.toString();
    dataDir = mkdtempSync(join(tmpdir(), 'several-processes-'));
    const env = { SAMPLE_PRODUCTS: String(PRODUCTS), CHAT_MESSAGES_PER_MINUTE: String(BURST * 2) };
    // At once: each process migrates and seeds the empty database as it starts.
    started = await Promise.allSettled(['a', 'b', 'c'].map((dir) => startApiProcess(url, join(dataDir, dir), env)));
    [a, b, c] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  }, 240_000);

  afterAll(async () => {
    await stopApiProcesses([a, b, c]);
    await database?.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('all start, and the migrations and the sample seed run once', async () => {
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    for (const api of [a, b, c]) expect((await fetch(`${api!.url}/health`)).status).toBe(200);
    const counts = await admin(async (client) => {
      const one = async (query: string) => Number((await client.query(query)).rows[0].n);
      return {
        migrations: await one('select count(*) as n from drizzle.__drizzle_migrations'),
        products: await one('select count(*) as n from products'),
        // A second seed upserts every product again: the change feed logs each product once per seed.
        productChanges: await one(
          "select count(*) as n from catalogue_changes where source = 'products' and product_id is not null",
        ),
        orderOptions: await one('select count(*) as n from order_options'),
      };
    }, url);
    expect(counts).toEqual({
      migrations: journal.entries.length,
      // the seed adds the three gift certificates to the sample's products (docs/adr/031)
      products: PRODUCTS + 3,
      productChanges: PRODUCTS + 3,
      orderOptions: expect.any(Number),
    });
    database = await openDatabase({ databaseUrl: url });
  });

  it('deliver a message whose process died while storing it, once, and a burst in order', async () => {
    expect(a && b && c && database).toBeTruthy();
    const login = `op${randomBytes(3).toString('hex')}`;
    await addOperator(database!.db, login, 'Merjen');
    const desk = await operatorSocket(b!.url, await operatorCookie(b!.url, login));

    const buyer = await shopper(a!.url);
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'Salam! Is it in stock?' });
    const first = (await buyer.socket.next('ack')).message;
    expect((await desk.socket.next('message')).message).toMatchObject({ id: first.id });

    // A is held inside the transaction that counts and stores the next message (docs/adr/021): the
    // message row is written but not committed, and A waits to update the ticket row, which this
    // test holds; A is killed there, so the message is lost with the process and must come again.
    const hold = new Client({ connectionString: url });
    await hold.connect();
    await hold.query('begin');
    await hold.query('select id from chat_tickets where id = $1 for no key update', [first.ticketId]);
    const lostId = newClientId();
    const text = 'Is there a blue one?';
    await buyer.socket.sent({ type: 'send', clientId: lostId, text });
    const observer = new Client({ connectionString: url });
    await observer.connect();
    let waiting = 0;
    for (let look = 0; look < 100 && !waiting; look++) {
      const row = await observer.query(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%chat_tickets%'",
      );
      waiting = row.rows[0].n;
      if (!waiting) await sleep(100);
    }
    await observer.end();
    expect(waiting).toBeGreaterThan(0);
    await new Promise((exited) => {
      a!.child.once('exit', exited);
      a!.child.kill('SIGKILL');
    });
    await hold.query('rollback');
    const left = await hold.query('select count(*)::int as n from chat_messages where client_id = $1', [lostId]);
    await hold.end();
    expect(left.rows[0].n).toBe(0);
    expect(buyer.socket.frames.some((frame) => frame.type === 'ack' && frame.clientId === lostId)).toBe(false);

    // The shopper's page reconnects (to C) and sends what was not acknowledged again, as it does:
    // stored once, and the operator on B sees it once.
    const again = await shopper(c!.url, buyer.device, { after: first.id });
    expect(again.welcome.messages).toEqual([]);
    again.socket.send({ type: 'send', clientId: lostId, text });
    const stored = (await again.socket.next('ack')).message.id;
    expect(stored).toBeGreaterThan(first.id);
    expect((await desk.socket.next('message', (frame) => frame.message.clientId === lostId)).message).toMatchObject({
      id: stored,
      text,
    });

    // A burst from C reaches the operator on B in the order it was sent.
    const texts = Array.from({ length: BURST }, (_, i) => `burst ${i}`);
    for (const line of texts) again.socket.send({ type: 'send', clientId: newClientId(), text: line });
    const received: { id: number; text: string }[] = [];
    while (received.length < BURST) {
      const { message } = await desk.socket.next('message', (frame) => frame.message.text.startsWith('burst '), 30_000);
      if (!received.some((seen) => seen.id === message.id)) received.push(message);
    }
    expect(received.map((message) => message.text)).toEqual(texts);
    expect(received.map((message) => message.id)).toEqual(received.map((message) => message.id).sort((x, y) => x - y));

    // And the answer from B reaches the shopper on C.
    desk.socket.send({ type: 'send', ticketId: first.ticketId, clientId: newClientId(), text: 'Yes, two left.' });
    expect((await again.socket.next('message', (frame) => frame.message.author === 'operator')).message.text).toBe(
      'Yes, two left.',
    );
    desk.socket.close();
    again.socket.close();
  }, 120_000);
});
