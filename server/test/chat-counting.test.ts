/**
 * The chat's limits count only what is stored (docs/adr/021 §5): a message is counted in the
 * transaction that stores it, so a store that fails (or a process killed in between) leaves no count
 * and the resend is taken; the counters' ended windows, keyed by client addresses and tickets, are
 * dropped by the chat's periodic sweep. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray, sql } from 'drizzle-orm';
import { chatCounters } from '../src/db/schema';
import { addOperator, newClientId, operatorCookie, operatorSocket, shopper, TestSocket } from './chat-helpers';
import { eventually, startTestApp, type TestApp } from './helpers';

const PER_MINUTE = 2;
const FAILING_TEXT = 'the store fails';

let test: TestApp;
let base: string;
let clock = new Date('2026-11-18T09:00:00Z');
let cookie: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  test = await startTestApp({
    catalogue: null,
    config: { now: () => clock, chatEmailAfterMs: 1000, chatMessagesPerMinute: PER_MINUTE },
  });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const operator = await addOperator(test.database.db);
  cookie = await operatorCookie(base, operator.login);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await test?.close();
});

/** Makes storing a message with FAILING_TEXT fail, as a process dying after the count would leave it. */
async function failingStore<T>(work: () => Promise<T>): Promise<T> {
  const db = test.database.db;
  await db.execute(sql`
    create or replace function chat_store_fails() returns trigger language plpgsql as $$
    begin
      if new.text = 'the store fails' then raise exception 'injected failure between count and store'; end if;
      return new;
    end $$`);
  await db.execute(
    sql`create trigger chat_store_fails before insert on chat_messages for each row execute function chat_store_fails()`,
  );
  try {
    return await work();
  } finally {
    await db.execute(sql`drop trigger chat_store_fails on chat_messages`);
  }
}

const hitsOf = async (key: string) =>
  (await test.database.db.select().from(chatCounters).where(eq(chatCounters.key, key)))[0]?.hits;

describe('a chat message is counted with its store', () => {
  it("takes a shopper's resend after a store that failed, at the limit", async () => {
    const buyer = await shopper(base);
    sockets.push(buyer.socket);
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'first' });
    const first = await buyer.socket.next('ack');
    const key = `messages:${first.message.ticketId}:shopper`;
    expect(await hitsOf(key)).toBe(1);

    const failing = newClientId();
    await failingStore(async () => {
      buyer.socket.send({ type: 'send', clientId: failing, text: FAILING_TEXT });
      expect(await buyer.socket.next('error')).toMatchObject({ code: 'busy' });
    });
    expect(await hitsOf(key)).toBe(1);

    // The resend is the second message of the minute: within the limit of 2.
    buyer.socket.send({ type: 'send', clientId: failing, text: FAILING_TEXT });
    expect((await buyer.socket.next('ack')).clientId).toBe(failing);
    expect(await hitsOf(key)).toBe(2);
    // The limit still holds, and a refused message is not counted either.
    const over = newClientId();
    buyer.socket.send({ type: 'send', clientId: over, text: 'third' });
    expect(await buyer.socket.next('error')).toMatchObject({ code: 'tooFast', clientId: over });
    expect(await hitsOf(key)).toBe(2);
    // A resend of a stored message is acknowledged again, not counted.
    buyer.socket.send({ type: 'send', clientId: failing, text: FAILING_TEXT });
    expect((await buyer.socket.next('ack')).clientId).toBe(failing);
    expect(await hitsOf(key)).toBe(2);
  });

  it("leaves no count for an operator's answer whose store failed", async () => {
    const buyer = await shopper(base);
    sockets.push(buyer.socket);
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'a question' });
    const { ticketId } = (await buyer.socket.next('ack')).message;
    const operator = await operatorSocket(base, cookie);
    sockets.push(operator.socket);
    const answer = newClientId();
    await failingStore(async () => {
      operator.socket.send({ type: 'send', ticketId, clientId: answer, text: FAILING_TEXT });
      expect(await operator.socket.next('error')).toMatchObject({ code: 'busy' });
    });
    expect(await hitsOf(`messages:${ticketId}:operator`)).toBeUndefined();
    operator.socket.send({ type: 'send', ticketId, clientId: answer, text: FAILING_TEXT });
    expect((await operator.socket.next('ack')).clientId).toBe(answer);
    expect(await hitsOf(`messages:${ticketId}:operator`)).toBe(1);
  });
});

describe("the chat's counters", () => {
  it('are pruned by the periodic sweep once their window has ended', async () => {
    const db = test.database.db;
    const minute = 60_000;
    await db.insert(chatCounters).values([
      { key: 'tickets:198.51.100.7', hits: 3, windowEnds: new Date(clock.getTime() - 1) },
      { key: 'messages:999999:shopper', hits: 5, windowEnds: new Date(clock.getTime() - 10 * minute) },
      { key: 'tickets:198.51.100.8', hits: 1, windowEnds: new Date(clock.getTime() + 90 * minute) },
    ]);
    // The sweep prunes once a minute by the API's clock: a minute on, the ended windows go.
    clock = new Date(clock.getTime() + minute);
    const keys = ['tickets:198.51.100.7', 'messages:999999:shopper', 'tickets:198.51.100.8'];
    const left = await eventually(
      async () =>
        (await db.select({ key: chatCounters.key }).from(chatCounters).where(inArray(chatCounters.key, keys))).map(
          (row) => row.key,
        ),
      (found) => found.length === 1,
      10_000,
    );
    expect(left).toEqual(['tickets:198.51.100.8']);
  });
});
