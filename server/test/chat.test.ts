/**
 * The operator chat's API (docs/adr/021, docs/api.md Chat) over real sockets: tickets and messages
 * both ways, resume and dedupe after a dropped socket, history, typing and read state, presence,
 * closing and rating, comments, the e-mailed answer of an absent shopper, the limits and bad
 * frames. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { ChatMessageWire, ChatTicketWire, OperatorTicketWire } from '../src/contract/chat';
import { CHAT_DEVICE_HEADER } from '../src/contract/chat';
import { chatMessages } from '../src/db/schema';
import { latestOutbox } from '../src/services/messaging/outbox';
import { ANSWER_MAIL_LEASE_MS, AnswerMail } from '../src/services/chat/answer-mail';
import { messengersFrom } from '../src/services/messaging/code-delivery';
import {
  addOperator,
  newClientId,
  newDevice,
  operatorCookie,
  operatorSocket,
  shopper,
  TestSocket,
} from './chat-helpers';
import { eventually, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let base: string;
let clock = new Date();
let operatorLogin: string;
let cookie: string;
const sockets: TestSocket[] = [];
const keep = <T extends { socket: TestSocket }>(value: T) => {
  sockets.push(value.socket);
  return value;
};

beforeAll(async () => {
  test = await startTestApp({
    catalogue: null,
    config: { now: () => clock, chatEmailAfterMs: 1000, chatMessagesPerMinute: 20 },
  });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const operator = await addOperator(test.database.db, 'ayna', 'Aýna');
  operatorLogin = operator.login;
  cookie = await operatorCookie(base, operatorLogin);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await test?.close();
});

async function history(ticketId: number, device: string, after = 0) {
  const response = await fetch(`${base}/chat/v1/tickets/${ticketId}/messages?after=${after}`, {
    headers: { [CHAT_DEVICE_HEADER]: device, lng: 'EN' },
  });
  return {
    status: response.status,
    body: (await response.json()) as { ticket: ChatTicketWire; messages: ChatMessageWire[]; message?: string },
  };
}

describe('the chat between a shopper and an operator', () => {
  it('carries messages both ways, with the ticket in the queue and the history over HTTP', async () => {
    const operator = keep(await operatorSocket(base, cookie));
    const buyer = keep(await shopper(base));
    expect(buyer.welcome.ticket).toBeNull();
    expect(buyer.welcome.presence).toEqual({ online: true, name: 'Aýna' });

    const clientId = newClientId();
    buyer.socket.send({ type: 'send', clientId, text: '  Is the Redmi 13 in stock?  ' });
    const ack = await buyer.socket.next('ack');
    expect(ack.clientId).toBe(clientId);
    expect(ack.message).toMatchObject({ author: 'shopper', text: 'Is the Redmi 13 in stock?', clientId });

    const seen = await operator.socket.next('message', (frame) => frame.message.id === ack.message.id);
    expect(seen.message.text).toBe('Is the Redmi 13 in stock?');
    const queued = await operator.socket.next(
      'ticket',
      (frame) => frame.ticket.id === ack.message.ticketId && (frame.ticket as OperatorTicketWire).unread === 1,
    );
    expect(queued.ticket).toMatchObject({ status: 'open', unread: 1, lng: 'en' });

    operator.socket.send({
      type: 'send',
      ticketId: ack.message.ticketId,
      clientId: newClientId(),
      text: 'Yes, 12 of them.',
    });
    const answer = await buyer.socket.next('message', (frame) => frame.message.author === 'operator');
    expect(answer.message).toMatchObject({ text: 'Yes, 12 of them.', operatorName: 'Aýna' });

    const { status, body } = await history(ack.message.ticketId, buyer.device);
    expect(status).toBe(200);
    expect(body.messages.map((message) => message.text)).toEqual(['Is the Redmi 13 in stock?', 'Yes, 12 of them.']);
    expect(body.ticket.operator).toEqual({ id: expect.any(Number), name: 'Aýna' });
    const later = await history(ack.message.ticketId, buyer.device, ack.message.id);
    expect(later.body.messages.map((message) => message.text)).toEqual(['Yes, 12 of them.']);
  });

  it('resumes after a dropped socket: nothing lost, nothing doubled', async () => {
    const operator = keep(await operatorSocket(base, cookie));
    const first = keep(await shopper(base));
    first.socket.send({ type: 'send', clientId: newClientId(), text: 'Hello' });
    const hello = await first.socket.next('ack');
    const ticketId = hello.message.ticketId;

    // A message leaves, and the connection dies before its ack can be read.
    const lost = newClientId();
    await first.socket.sent({ type: 'send', clientId: lost, text: 'Do you deliver to Mary?' });
    first.socket.drop();
    // The operator answers while the shopper is away.
    await operator.socket.next('message', (frame) => frame.message.clientId === lost);
    operator.socket.send({ type: 'send', ticketId, clientId: newClientId(), text: 'Yes, in two days.' });
    await operator.socket.next('ack');

    // Back: hello with the last id seen, then the unacknowledged message again.
    const again = keep(await shopper(base, first.device, { after: hello.message.id }));
    expect(again.welcome.ticket?.id).toBe(ticketId);
    expect(again.welcome.messages.map((message) => message.text)).toEqual([
      'Do you deliver to Mary?',
      'Yes, in two days.',
    ]);
    again.socket.send({ type: 'send', clientId: lost, text: 'Do you deliver to Mary?' });
    const reAck = await again.socket.next('ack');
    expect(reAck.message.id).toBe(again.welcome.messages[0].id);

    const stored = await test.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.ticketId, ticketId), eq(chatMessages.clientId, lost)));
    expect(stored).toHaveLength(1);
    const all = await history(ticketId, first.device);
    expect(all.body.messages.map((message) => message.text)).toEqual([
      'Hello',
      'Do you deliver to Mary?',
      'Yes, in two days.',
    ]);
  });

  it('shows typing and read state to the other side', async () => {
    const operator = keep(await operatorSocket(base, cookie));
    const buyer = keep(await shopper(base));
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'Question' });
    const ack = await buyer.socket.next('ack');
    const ticketId = ack.message.ticketId;

    buyer.socket.send({ type: 'typing', typing: true });
    expect(await operator.socket.next('typing', (frame) => frame.ticketId === ticketId)).toMatchObject({
      author: 'shopper',
      typing: true,
    });
    operator.socket.send({ type: 'typing', ticketId, typing: true });
    expect(await buyer.socket.next('typing')).toMatchObject({ author: 'operator', typing: true });

    operator.socket.send({ type: 'read', ticketId, upTo: ack.message.id });
    expect(await buyer.socket.next('read')).toMatchObject({ ticketId, author: 'operator', upTo: ack.message.id });
    // Read state never passes the ticket's last message.
    operator.socket.send({ type: 'read', ticketId, upTo: 2_000_000_000 });
    operator.socket.send({ type: 'ping' });
    await operator.socket.next('pong');
    expect((await history(ticketId, buyer.device)).body.ticket.operatorReadId).toBe(ack.message.id);
  });

  it('closes, then takes one rating with a note, and keeps a comment', async () => {
    const operator = keep(await operatorSocket(base, cookie));
    const buyer = keep(await shopper(base));
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'Thanks for the help' });
    const ticketId = (await buyer.socket.next('ack')).message.ticketId;

    buyer.socket.send({ type: 'comment', text: 'Fast and polite' });
    expect((await buyer.socket.next('ticket', (frame) => frame.ticket.comment !== null)).ticket.comment).toBe(
      'Fast and polite',
    );

    buyer.socket.send({ type: 'rate', ticketId, rating: 5 });
    expect(await buyer.socket.next('error')).toMatchObject({
      code: 'notClosedYet',
      message: 'A conversation can be rated once it is closed',
    });

    operator.socket.send({ type: 'close', ticketId });
    expect(
      (await buyer.socket.next('ticket', (frame) => frame.ticket.status === 'closed')).ticket.closedAt,
    ).not.toBeNull();

    buyer.socket.send({ type: 'rate', ticketId, rating: 4, note: 'Could be faster' });
    const rated = await buyer.socket.next('ticket', (frame) => frame.ticket.rating !== null);
    expect(rated.ticket).toMatchObject({ rating: 4, note: 'Could be faster' });
    const inQueue = await operator.socket.next(
      'ticket',
      (frame) => frame.ticket.id === ticketId && frame.ticket.rating === 4,
    );
    expect((inQueue.ticket as OperatorTicketWire).comment).toBe('Fast and polite');

    buyer.socket.send({ type: 'rate', ticketId, rating: 1 });
    expect((await buyer.socket.next('error')).code).toBe('alreadyRated');
    // A closed ticket takes no answers; the shopper's next message opens a new one.
    operator.socket.send({ type: 'send', ticketId, clientId: newClientId(), text: 'late' });
    expect((await operator.socket.next('error')).code).toBe('ticketClosed');
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'Another question' });
    expect((await buyer.socket.next('ack')).message.ticketId).not.toBe(ticketId);
  });

  it('shows the operator online and offline, by name', async () => {
    const buyer = keep(await shopper(base));
    const operator = await operatorSocket(base, cookie);
    // other tests' consoles may still be open: close them all and wait for offline
    for (const socket of sockets) if (socket !== buyer.socket) socket.close();
    operator.socket.close();
    const offline = await buyer.socket.next('presence', (frame) => !frame.presence.online);
    expect(offline.presence).toEqual({ online: false, name: null });
    const back = keep(await operatorSocket(base, cookie));
    expect((await buyer.socket.next('presence', (frame) => frame.presence.online)).presence).toEqual({
      online: true,
      name: 'Aýna',
    });
    back.socket.close();
  });

  it('e-mails an answer the shopper has not read, in their language, to the address they left', async () => {
    const operator = keep(await operatorSocket(base, cookie));
    const buyer = keep(await shopper(base, newDevice(), { lng: 'ru' }));
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'Когда привезут?', email: 'merjen@example.com' });
    const ticketId = (await buyer.socket.next('ack')).message.ticketId;
    buyer.socket.close();
    operator.socket.send({ type: 'send', ticketId, clientId: newClientId(), text: 'Завтра до обеда.' });
    await operator.socket.next('ack');
    // Not before CHAT_EMAIL_AFTER_S (1 s here) has passed on the API's clock: a sweep now (as the
    // API's own makes every 0.5 s) does not send it.
    await sweeper().sweep();
    expect((await latestOutbox(test.database.db)).some((row) => row.to === 'merjen@example.com')).toBe(false);
    clock = new Date(clock.getTime() + 1500);
    const mail = await eventually(
      async () => (await latestOutbox(test.database.db)).find((row) => row.to === 'merjen@example.com'),
      (row) => row !== undefined,
    );
    expect(mail).toMatchObject({ channel: 'email', subject: 'Оператор магазина ответил вам' });
    expect(mail!.text).toContain('Aýna ответил(а) на ваш вопрос в чате магазина:');
    expect(mail!.text).toContain('Завтра до обеда.');
    // and links back to the shop's chat, in the ticket's language
    expect(mail!.text).toMatch(/Чтобы продолжить разговор, откройте чат магазина: http:\/\/[^\s/]+\/ru\/#chat$/m);

    // Read in time: no e-mail.
    const reader = keep(await shopper(base, newDevice()));
    reader.socket.send({ type: 'send', clientId: newClientId(), text: 'Hi', email: 'reader@example.com' });
    const readTicket = (await reader.socket.next('ack')).message.ticketId;
    operator.socket.send({ type: 'send', ticketId: readTicket, clientId: newClientId(), text: 'Hello!' });
    const answer = await reader.socket.next('message', (frame) => frame.message.author === 'operator');
    reader.socket.send({ type: 'read', upTo: answer.message.id });
    await reader.socket.next('read');
    clock = new Date(clock.getTime() + 1500);
    await sweeper().sweep();
    expect((await latestOutbox(test.database.db)).some((row) => row.to === 'reader@example.com')).toBe(false);
  });

  /** A sweeper with the API's own settings (database, mail, delay, clock): a sweep when the test says. */
  function sweeper() {
    const email = messengersFrom(test.database.db, test.config).email;
    return new AnswerMail(test.database.db, email, 1000, { warn: () => undefined }, () => clock);
  }

  /** A shopper who left an e-mail asks and goes away; an operator answers. */
  async function answeredWhileAway(lng: 'tm' | 'ru' | 'en', question: string, email: string, answer: string) {
    const operator = keep(await operatorSocket(base, cookie));
    const buyer = keep(await shopper(base, newDevice(), { lng }));
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: question, email });
    const ticketId = (await buyer.socket.next('ack')).message.ticketId;
    buyer.socket.close();
    operator.socket.send({ type: 'send', ticketId, clientId: newClientId(), text: answer });
    await operator.socket.next('ack');
  }

  it('e-mails an answer once when several processes sweep, also one that did not take the answer', async () => {
    await answeredWhileAway('en', 'Is it in stock?', 'once@example.com', 'Yes, two left.');
    // Two more sweepers, standing in for other API processes (or this one restarted), on the same
    // database and clock as the API's own.
    const email = messengersFrom(test.database.db, test.config).email;
    const log = { warn: () => undefined };
    const others = [1, 2].map(() => new AnswerMail(test.database.db, email, 1000, log, () => clock));
    clock = new Date(clock.getTime() + 1500);
    const sent = await Promise.all(others.map((other) => other.sweep()));
    const mailed = async () => (await latestOutbox(test.database.db)).filter((row) => row.to === 'once@example.com');
    // Sent by one of them or by the API's own sweeper; one more sweep after that sends it no more.
    await eventually(mailed, (rows) => rows.length > 0);
    await sweeper().sweep();
    const mails = await mailed();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Yes, two left.');
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
  });

  it('e-mails an answer the mail server refused, on a later sweep, once', async () => {
    await answeredWhileAway('tm', 'Haçan gelýär?', 'retry@example.com', 'Ertir öýlän.');
    // A sweeper whose clock is ahead of the API's: the API's own sweeper does not see the answer as
    // due, so this one queues it; its mail server refuses the first attempt.
    const real = messengersFrom(test.database.db, test.config).email;
    let refusals = 0;
    const flaky = {
      send: async (to: string, subject: string, text: string) => {
        if (to === 'retry@example.com' && refusals === 0) {
          refusals++;
          throw new Error('421 service not available, try later');
        }
        await real.send(to, subject, text);
      },
    };
    let now = new Date(clock.getTime() + 1500);
    const sweeper = new AnswerMail(test.database.db, flaky, 1000, { warn: () => undefined }, () => now);
    const mailsTo = async () => (await latestOutbox(test.database.db)).filter((row) => row.to === 'retry@example.com');
    await expect(sweeper.sweep()).rejects.toThrow('421');
    expect(refusals).toBe(1);
    // Held while its lease lasts: not lost, not sent.
    await sweeper.sweep();
    expect(await mailsTo()).toHaveLength(0);
    now = new Date(now.getTime() + ANSWER_MAIL_LEASE_MS + 1);
    await sweeper.sweep();
    await sweeper.sweep();
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Ertir öýlän.');
  });
});

describe('limits and bad frames', () => {
  it('refuses a message over the length limit with an error frame naming it', async () => {
    const buyer = keep(await shopper(base));
    const clientId = newClientId();
    buyer.socket.send({ type: 'send', clientId, text: 'я'.repeat(2001) });
    expect(await buyer.socket.next('error')).toEqual({
      type: 'error',
      code: 'tooLong',
      message: 'A message can be at most 2000 characters long',
      clientId,
    });
    // 2000 characters of 4-byte emoji still fit in a frame and are taken.
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: '😀'.repeat(2000) });
    expect((await buyer.socket.next('ack')).message.text).toHaveLength(4000);
  });

  it('counts messages per ticket and minute in the database', async () => {
    const buyer = keep(await shopper(base));
    const second = keep(await shopper(base, buyer.device)); // the same shopper in another tab
    for (let i = 0; i < 20; i++) {
      const tab = i % 2 ? second : buyer;
      tab.socket.send({ type: 'send', clientId: newClientId(), text: `message ${i}` });
      await tab.socket.next('ack', (frame) => frame.message.text === `message ${i}`);
    }
    const over = newClientId();
    second.socket.send({ type: 'send', clientId: over, text: 'one too many' });
    expect(await second.socket.next('error')).toMatchObject({
      code: 'tooFast',
      clientId: over,
      message: 'Too many messages. Please wait a minute!',
    });
    clock = new Date(clock.getTime() + 61_000);
    second.socket.send({ type: 'send', clientId: over, text: 'one too many' });
    expect((await second.socket.next('ack')).clientId).toBe(over);
  });

  it('answers bad frames with an error frame and keeps the connection', async () => {
    const buyer = keep(await shopper(base));
    const bad = [
      'not json',
      '[]',
      'null',
      '{"type":"send"}',
      '{"type":"send","clientId":"short","text":"x"}',
      '{"type":"send","clientId":"abcdefgh12","text":"x","attachment":"data:image/png;base64,AAAA"}',
      '{"type":"rate","ticketId":1,"rating":6}',
      '{"type":"explode"}',
      '{"__proto__":{"type":"ping"}}',
      JSON.stringify({ type: 'hello', device: 'x'.repeat(20), lng: 'de' }),
    ];
    for (const frame of bad) {
      buyer.socket.send(frame);
      expect(await buyer.socket.next('error')).toMatchObject({
        code: 'badFrame',
        message: 'The message could not be read',
      });
    }
    buyer.socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await buyer.socket.next('error')).code).toBe('badFrame');
    buyer.socket.send({ type: 'ping' });
    await buyer.socket.next('pong');
  });

  it('wants hello before anything else', async () => {
    const socket = await TestSocket.open(`${base.replace('http', 'ws')}/chat/v1/socket`);
    sockets.push(socket);
    socket.send({ type: 'send', clientId: newClientId(), text: 'hi' });
    expect((await socket.next('error')).code).toBe('helloFirst');
  });

  it('closes a frame over the size limit, and the API goes on', async () => {
    const buyer = keep(await shopper(base));
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'x'.repeat(20_000) });
    await eventually(
      async () => buyer.socket.closed,
      (closed) => closed !== null,
    );
    expect(buyer.socket.closed?.code).toBe(1009);
    const next = keep(await shopper(base));
    next.socket.send({ type: 'ping' });
    await next.socket.next('pong');
  });
});
