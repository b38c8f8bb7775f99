/**
 * docs/adr/010's text rule in the chat sockets (docs/adr/021): a frame whose text holds a control
 * character is a bad frame. A NUL in a message reached PostgreSQL, failed there and answered
 * `busy` with an error in the log; now the frame's schema refuses it with `badFrame` and nothing
 * is stored. Lines, tabs and emoji stay a message's own.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  addOperator,
  newClientId,
  operatorCookie,
  operatorSocket,
  shopper,
  TestSocket,
} from '../../server/test/chat-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { chatMessages } from '../../server/src/db/schema';

let test: TestApp;
let base: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  test = await startTestApp({ catalogue: null });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await test?.close();
});

/** Texts a message may not be: a control character anywhere, or half a surrogate pair. */
const SPOILED = ['\u0000', 'Salam\u0000', 'a\u0001b', 'esc\u001b[31m', 'del\u007f', 'half \ud83d', '\udc00 half'];

it('answers badFrame, not busy, to a shopper frame with a control character, and stores nothing', async () => {
  const buyer = await shopper(base);
  sockets.push(buyer.socket);
  for (const text of SPOILED) {
    const clientId = newClientId();
    buyer.socket.send({ type: 'send', clientId, text });
    expect(await buyer.socket.nextOf(['error', 'ack'])).toMatchObject({ type: 'error', code: 'badFrame' });
  }
  buyer.socket.send({ type: 'comment', text: 'ok\u0000' });
  expect(await buyer.socket.nextOf(['error', 'ticket'])).toMatchObject({ type: 'error', code: 'badFrame' });
  buyer.socket.send({ type: 'rate', ticketId: 1, rating: 5, note: 'thanks\u0000' });
  expect(await buyer.socket.nextOf(['error', 'ticket'])).toMatchObject({ type: 'error', code: 'badFrame' });
  expect(await test.database.db.select().from(chatMessages)).toEqual([]);

  // A message with lines, a tab and emoji is a message.
  const text = 'Salam!\nHas the 😀 phone\tarrived?\r\nSağ boluň';
  buyer.socket.send({ type: 'send', clientId: newClientId(), text });
  expect((await buyer.socket.nextOf(['error', 'ack'])).message).toMatchObject({ text });
});

it("answers badFrame to an operator's message with a control character", async () => {
  const operator = await addOperator(test.database.db, 'control-op');
  const { socket } = await operatorSocket(base, await operatorCookie(base, operator.login));
  sockets.push(socket);
  const buyer = await shopper(base);
  sockets.push(buyer.socket);
  buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'Salam' });
  const ack = await buyer.socket.next('ack');
  for (const text of SPOILED) {
    socket.send({ type: 'send', ticketId: ack.message.ticketId, clientId: newClientId(), text });
    expect(await socket.nextOf(['error', 'ack'])).toMatchObject({ type: 'error', code: 'badFrame' });
  }
  socket.send({ type: 'send', ticketId: ack.message.ticketId, clientId: newClientId(), text: 'Hawa 😀\ngeldi' });
  expect((await socket.nextOf(['error', 'ack'])).message).toMatchObject({ text: 'Hawa 😀\ngeldi' });
});
