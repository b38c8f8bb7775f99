/**
 * docs/adr/021 (the operator chat's security rules), attacked: the Origin rule on the socket
 * upgrades and the operators' calls, operator authentication on the staff session (no cookie, a
 * forged one, another role's, a signed-out one, a role taken away, password guessing, a disabled
 * account, the machine credential), ownership (another shopper's ticket by id, by
 * client id), dedupe under concurrent resends, and the limits counted in the database (messages
 * per ticket and minute across tabs, new tickets per address). PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { CHAT_DEVICE_HEADER } from '../../server/src/contract/chat';
import { chatMessages, operators } from '../../server/src/db/schema';
import { disableOperator, saveOperator } from '../../server/src/services/staff/accounts';
import {
  addOperator,
  CONSOLE,
  newClientId,
  OPERATOR_PASSWORD,
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
const ADMIN_TOKEN = 'chat-security-admin-token';

beforeAll(async () => {
  test = await startTestApp({ catalogue: null, config: { adminToken: ADMIN_TOKEN } });
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
  it("refuses socket upgrades and the staff sign-in from another site, the operator's cookie or not", async () => {
    expect(await refused(TestSocket.open(`${ws}/chat/v1/socket`, { origin: EVIL }))).toBe('status 403');
    await addOperator(test.database.db, 'origin-op');
    const cookie = await operatorCookie(base, 'origin-op');
    expect(await refused(TestSocket.open(`${ws}${CONSOLE}/socket`, { origin: EVIL, cookie }))).toBe('status 403');
    expect(await refused(TestSocket.open(`${ws}${CONSOLE}/socket`, { origin: EVIL }))).toBe('status 403');
    const signin = await fetch(`${base}/admin/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EVIL, lng: 'EN' },
      body: JSON.stringify({ login: 'origin-op', password: OPERATOR_PASSWORD }),
    });
    expect(signin.status).toBe(403);
    // The shop's own origin is let through.
    const own = await TestSocket.open(`${ws}/chat/v1/socket`, { origin: base });
    own.close();
    const console = await TestSocket.open(`${ws}${CONSOLE}/socket`, { origin: base, cookie });
    console.close();
  });
});

describe('operator authentication', () => {
  it('wants a live staff session with the chat role for the socket and every call', async () => {
    expect(await refused(TestSocket.open(`${ws}${CONSOLE}/socket`))).toBe('status 401');
    expect(await refused(TestSocket.open(`${ws}${CONSOLE}/socket`, { cookie: 'StaffToken=forged' }))).toBe(
      'status 401',
    );
    expect((await fetch(`${base}${CONSOLE}/tickets`)).status).toBe(401);
    // A shopper's session cookies are not a staff member's.
    expect(await refused(TestSocket.open(`${ws}${CONSOLE}/socket`, { cookie: 'Token=abc; Device=def' }))).toBe(
      'status 401',
    );
    // Another role's session opens neither the queue nor the socket; an owner's opens both.
    await saveOperator(test.database.db, {
      login: 'editor-op',
      name: 'Editor',
      password: OPERATOR_PASSWORD,
      roles: ['catalogue'],
    });
    const editor = await operatorCookie(base, 'editor-op');
    const refusal = await fetch(`${base}${CONSOLE}/tickets`, { headers: { cookie: editor, lng: 'EN' } });
    expect(refusal.status).toBe(403);
    expect(((await refusal.json()) as { message: string }).message).toBe(
      'This is not part of your role: it needs the chat operator role',
    );
    expect(await refused(TestSocket.open(`${ws}${CONSOLE}/socket`, { cookie: editor }))).toBe('status 403');
    await saveOperator(test.database.db, {
      login: 'owner-op',
      name: 'Owner',
      password: OPERATOR_PASSWORD,
      roles: ['owner'],
    });
    const owner = await operatorCookie(base, 'owner-op');
    expect((await fetch(`${base}${CONSOLE}/tickets`, { headers: { cookie: owner } })).status).toBe(200);
    (await operatorSocket(base, owner)).socket.close();
  });

  it('opens the socket to a staff member only: the machine credential reads the queue, it answers no one', async () => {
    const machine = { 'x-admin-token': ADMIN_TOKEN, lng: 'EN' };
    expect((await fetch(`${base}${CONSOLE}/tickets`, { headers: machine })).status).toBe(200);
    expect(await refused(TestSocket.open(`${ws}${CONSOLE}/socket`, machine))).toBe('status 403');
  });

  it('ends the session at sign-out: the old cookie opens nothing and an open console changes nothing', async () => {
    await addOperator(test.database.db, 'leaving-op');
    const cookie = await operatorCookie(base, 'leaving-op');
    const console = await operatorSocket(base, cookie);
    const buyer = await shopper(base);
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'hello?' });
    const ticketId = (await buyer.socket.next('ack')).message.ticketId;

    const out = await fetch(`${base}/admin/v1/session`, { method: 'DELETE', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${base}${CONSOLE}/tickets`, { headers: { cookie } })).status).toBe(401);
    console.socket.send({ type: 'send', ticketId, clientId: newClientId(), text: 'still here' });
    await console.socket.next('error');
    expect((await console.socket.whenClosed()).code).toBe(4401);
    const rows = await test.database.db.select().from(chatMessages).where(eq(chatMessages.ticketId, ticketId));
    expect(rows.map((row) => row.text)).toEqual(['hello?']);
    buyer.socket.close();
  });

  it('stops an open console whose chat role is taken away, at its next action', async () => {
    const operator = await addOperator(test.database.db, 'demoted-op');
    const console = await operatorSocket(base, await operatorCookie(base, 'demoted-op'));
    const buyer = await shopper(base);
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'anyone?' });
    const ticketId = (await buyer.socket.next('ack')).message.ticketId;
    // The role alone, with the session left as it is (the owners' calls also end the sessions).
    await test.database.db
      .update(operators)
      .set({ roles: ['orders'] })
      .where(eq(operators.id, operator.id));
    console.socket.send({ type: 'typing', ticketId, typing: true });
    await console.socket.next('error');
    expect((await console.socket.whenClosed()).code).toBe(4403);
    console.socket.close();
    buyer.socket.send({ type: 'ping' });
    await buyer.socket.next('pong');
    expect(buyer.socket.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
    buyer.socket.close();
  });

  it('limits password guesses and refuses disabled operators', async () => {
    await addOperator(test.database.db, 'guessed-op');
    const attempt = (password: string) =>
      fetch(`${base}/admin/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lng: 'EN' },
        body: JSON.stringify({ login: 'guessed-op', password }),
      }).then((response) => response.status);
    for (let i = 0; i < 10; i++) expect(await attempt(`wrong-${i}`)).toBe(400);
    expect(await attempt(OPERATOR_PASSWORD)).toBe(429);

    await addOperator(test.database.db, 'gone-op');
    const cookie = await operatorCookie(base, 'gone-op');
    const console = await operatorSocket(base, cookie);
    await disableOperator(test.database.db, 'gone-op');
    expect((await fetch(`${base}${CONSOLE}/tickets`, { headers: { cookie } })).status).toBe(401);
    console.socket.send({ type: 'hello' });
    expect((await console.socket.whenClosed()).code).toBe(4401);
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
