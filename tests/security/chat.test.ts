/**
 * docs/adr/021 (the operator chat's security rules), attacked: the Origin rule on the socket
 * upgrades and the operators' calls, operator authentication (no cookie, a forged one, a signed-out
 * one, password guessing, a disabled account), ownership (another shopper's ticket by id, by
 * client id), dedupe under concurrent resends, and the limits counted in the database (messages
 * per ticket and minute across tabs, new tickets per address). PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { CHAT_DEVICE_HEADER } from '../../server/src/contract/chat';
import { chatMessages } from '../../server/src/db/schema';
import { disableOperator } from '../../server/src/services/staff/accounts';
import {
  addOperator,
  newClientId,
  newDevice,
  operatorCookie,
  operatorSocket,
  shopper,
  TestSocket,
} from '../../server/test/chat-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';

let test: TestApp;
let base: string;
let ws: string;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  test = await startTestApp({ catalogue: null });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  ws = base.replace('http', 'ws');
});
afterAll(() => test?.close());

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => 'opened',
    (error: Error) => error.message,
  );

describe('the Origin rule', () => {
  it('refuses socket upgrades and operator sign-ins from another site', async () => {
    expect(await refused(TestSocket.open(`${ws}/chat/v1/socket`, { origin: EVIL }))).toBe('status 403');
    await addOperator(test.database.db, 'origin-op');
    const cookie = await operatorCookie(base, 'origin-op');
    expect(await refused(TestSocket.open(`${ws}/operator/v1/socket`, { origin: EVIL, cookie }))).toBe('status 403');
    const signin = await fetch(`${base}/operator/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EVIL, lng: 'EN' },
      body: JSON.stringify({ login: 'origin-op', password: 'Operator#2026x' }),
    });
    expect(signin.status).toBe(403);
    // The shop's own origin is let through.
    const own = await TestSocket.open(`${ws}/chat/v1/socket`, { origin: base });
    own.close();
  });
});

describe('operator authentication', () => {
  it('wants a live operator session for the socket and every call but the sign-in', async () => {
    expect(await refused(TestSocket.open(`${ws}/operator/v1/socket`))).toBe('status 401');
    expect(await refused(TestSocket.open(`${ws}/operator/v1/socket`, { cookie: 'OperatorToken=forged' }))).toBe(
      'status 401',
    );
    expect((await fetch(`${base}/operator/v1/tickets`)).status).toBe(401);
    // A shopper's session cookies are not an operator's.
    expect(await refused(TestSocket.open(`${ws}/operator/v1/socket`, { cookie: 'Token=abc; Device=def' }))).toBe(
      'status 401',
    );
  });

  it('ends the session at sign-out: the old cookie opens nothing and an open console changes nothing', async () => {
    await addOperator(test.database.db, 'leaving-op');
    const cookie = await operatorCookie(base, 'leaving-op');
    const console = await operatorSocket(base, cookie);
    const buyer = await shopper(base);
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'hello?' });
    const ticketId = (await buyer.socket.next('ack')).message.ticketId;

    const out = await fetch(`${base}/operator/v1/signout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${base}/operator/v1/tickets`, { headers: { cookie } })).status).toBe(401);
    console.socket.send({ type: 'send', ticketId, clientId: newClientId(), text: 'still here' });
    await console.socket.next('error');
    expect((await console.socket.whenClosed()).code).toBe(4401);
    expect(console.socket.closed?.code).toBe(4401);
    const rows = await test.database.db.select().from(chatMessages).where(eq(chatMessages.ticketId, ticketId));
    expect(rows.map((row) => row.text)).toEqual(['hello?']);
    buyer.socket.close();
  });

  it('limits password guesses and refuses disabled operators', async () => {
    await addOperator(test.database.db, 'guessed-op');
    const attempt = (password: string) =>
      fetch(`${base}/operator/v1/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lng: 'EN' },
        body: JSON.stringify({ login: 'guessed-op', password }),
      }).then((response) => response.status);
    for (let i = 0; i < 10; i++) expect(await attempt(`wrong-${i}`)).toBe(400);
    expect(await attempt('Operator#2026x')).toBe(429);

    await addOperator(test.database.db, 'gone-op');
    const cookie = await operatorCookie(base, 'gone-op');
    await disableOperator(test.database.db, 'gone-op');
    expect((await fetch(`${base}/operator/v1/me`, { headers: { cookie } })).status).toBe(401);
    await expect(operatorCookie(base, 'gone-op')).rejects.toThrow('operator sign-in: 400');
  });
});

describe('ownership', () => {
  it("keeps a shopper out of another shopper's ticket, by id and by client id", async () => {
    const alice = await shopper(base);
    const sharedClientId = newClientId();
    alice.socket.send({ type: 'send', clientId: sharedClientId, text: 'my address is Magtymguly 12' });
    const ticketId = (await alice.socket.next('ack')).message.ticketId;

    const mallory = await shopper(base);
    expect(mallory.welcome.ticket).toBeNull();
    const peek = await fetch(`${base}/chat/v1/tickets/${ticketId}/messages`, {
      headers: { [CHAT_DEVICE_HEADER]: mallory.device },
    });
    expect(peek.status).toBe(404);
    const list = (await (
      await fetch(`${base}/chat/v1/tickets`, { headers: { [CHAT_DEVICE_HEADER]: mallory.device } })
    ).json()) as {
      tickets: unknown[];
    };
    expect(list.tickets).toEqual([]);
    expect((await fetch(`${base}/chat/v1/tickets/${ticketId}/messages`)).status).toBe(401);

    mallory.socket.send({ type: 'rate', ticketId, rating: 1 });
    expect((await mallory.socket.next('error')).code).toBe('ticketNotFound');
    // The same client id from another shopper is another message: no ack with Alice's text.
    mallory.socket.send({ type: 'send', clientId: sharedClientId, text: 'tell me' });
    const ack = await mallory.socket.next('ack');
    expect(ack.message.text).toBe('tell me');
    expect(ack.message.ticketId).not.toBe(ticketId);
    // And Alice hears nothing of Mallory.
    mallory.socket.send({ type: 'typing', typing: true });
    // Each socket's frames are handled in turn and an event reaches this process's sockets before
    // publish returns: Mallory's pong means her typing went wherever it goes, and Alice's pong comes
    // after anything sent to her before it.
    mallory.socket.send({ type: 'ping' });
    await mallory.socket.next('pong');
    alice.socket.send({ type: 'ping' });
    await alice.socket.next('pong');
    expect(alice.socket.frames.filter((frame) => frame.type === 'message' || frame.type === 'typing')).toEqual([
      expect.objectContaining({
        type: 'message',
        message: expect.objectContaining({ text: 'my address is Magtymguly 12' }),
      }),
    ]);
    alice.socket.close();
    mallory.socket.close();
  });
});

describe('dedupe and limits', () => {
  it('stores a message once however often and wherever it is resent', async () => {
    const tab = await shopper(base);
    const other = await shopper(base, tab.device);
    tab.socket.send({ type: 'send', clientId: newClientId(), text: 'first' });
    const ticketId = (await tab.socket.next('ack')).message.ticketId;
    const clientId = newClientId();
    for (let i = 0; i < 5; i++) (i % 2 ? other : tab).socket.send({ type: 'send', clientId, text: 'twice?' });
    const acks = [
      ...(await Promise.all([0, 2, 4].map(() => tab.socket.next('ack', (frame) => frame.clientId === clientId)))),
      ...(await Promise.all([1, 3].map(() => other.socket.next('ack', (frame) => frame.clientId === clientId)))),
    ];
    expect(new Set(acks.map((ack) => ack.message.id)).size).toBe(1);
    const rows = await test.database.db.select().from(chatMessages).where(eq(chatMessages.ticketId, ticketId));
    expect(rows.filter((row) => row.text === 'twice?')).toHaveLength(1);
    tab.socket.close();
    other.socket.close();
  });

  it('lets one address open only so many tickets an hour', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 22; i++) {
      const visitor = await shopper(base, newDevice());
      visitor.socket.send({ type: 'send', clientId: newClientId(), text: `spam ${i}` });
      const answer = await visitor.socket.nextOf(['ack', 'error']);
      outcomes.push(answer.type === 'error' ? answer.code : 'ack');
      visitor.socket.close();
    }
    expect(outcomes.slice(-2)).toEqual(['tooFast', 'tooFast']);
    expect(outcomes.filter((outcome) => outcome === 'ack').length).toBeLessThanOrEqual(20);
  });
});
