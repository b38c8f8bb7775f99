/**
 * Two API processes on one PostgreSQL deliver each other's chat events (docs/adr/021): the shopper
 * on one, the operator on the other; messages, typing, read state, closing and the operator's
 * presence cross by LISTEN/NOTIFY, and the per-ticket message limit is one count for both. PGlite
 * serves one process only, so this file runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { addOperator, newClientId, operatorCookie, operatorSocket, shopper } from '../../server/test/chat-helpers';
import { freshDatabase, type TestDatabase } from '../../server/test/helpers';
import { onPostgres, startApiProcess, stopApiProcesses, type ApiProcess } from './api-processes';

onPostgres('the chat on two API processes', () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await freshDatabase();
    await addOperator(database.database.db, 'two-op', 'Jeren');
    await database.database.close(); // migrated, operator added; the processes open their own pools
    dataDir = mkdtempSync(join(tmpdir(), 'chat-processes-'));
    a = await startApiProcess(database.url!, join(dataDir, 'a'), { CHAT_MESSAGES_PER_MINUTE: '6' });
    b = await startApiProcess(database.url!, join(dataDir, 'b'), { CHAT_MESSAGES_PER_MINUTE: '6' });
  }, 120_000);

  afterAll(async () => {
    await stopApiProcesses([a, b]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("deliver each other's messages, typing, reads, presence and closing", async () => {
    const buyer = await shopper(a.url);
    expect(buyer.welcome.presence.online).toBe(false);
    const console = await operatorSocket(b.url, await operatorCookie(b.url, 'two-op'));
    expect((await buyer.socket.next('presence', (frame) => frame.presence.online)).presence).toEqual({
      online: true,
      name: 'Jeren',
    });

    buyer.socket.send({ type: 'send', clientId: newClientId(), text: 'Salam! Is delivery free?' });
    const ack = await buyer.socket.next('ack');
    const ticketId = ack.message.ticketId;
    expect((await console.socket.next('message')).message).toMatchObject({
      id: ack.message.id,
      text: 'Salam! Is delivery free?',
    });

    console.socket.send({ type: 'read', ticketId, upTo: ack.message.id });
    expect(await buyer.socket.next('read')).toMatchObject({ author: 'operator', upTo: ack.message.id });
    console.socket.send({ type: 'typing', ticketId, typing: true });
    expect(await buyer.socket.next('typing')).toMatchObject({ author: 'operator', typing: true });
    console.socket.send({ type: 'send', ticketId, clientId: newClientId(), text: 'Yes, over 500 TMT.' });
    expect((await buyer.socket.next('message', (frame) => frame.message.author === 'operator')).message).toMatchObject({
      text: 'Yes, over 500 TMT.',
      operatorName: 'Jeren',
    });

    // A message longer than a NOTIFY payload travels as its id and is read back.
    const long = 'ý'.repeat(1999) + '😀'.repeat(1);
    buyer.socket.send({ type: 'send', clientId: newClientId(), text: long });
    expect((await console.socket.next('message', (frame) => frame.message.author === 'shopper')).message.text).toBe(
      long,
    );

    // One count per ticket, whichever process takes the messages (6 a minute here; 2 used).
    const second = await shopper(b.url, buyer.device);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const tab = i % 2 ? second : buyer;
      tab.socket.send({ type: 'send', clientId: newClientId(), text: `n${i}` });
      const answer = await tab.socket.nextOf(
        ['ack', 'error'],
        (frame) => frame.type === 'error' || (frame.type === 'ack' && frame.message.text === `n${i}`),
      );
      codes.push(answer.type === 'error' ? answer.code : 'ack');
    }
    expect(codes).toEqual(['ack', 'ack', 'ack', 'ack', 'tooFast', 'tooFast']);

    console.socket.send({ type: 'close', ticketId });
    expect((await buyer.socket.next('ticket', (frame) => frame.ticket.status === 'closed')).ticket.id).toBe(ticketId);
    console.socket.close();
    expect((await buyer.socket.next('presence', (frame) => !frame.presence.online)).presence.online).toBe(false);
    buyer.socket.close();
    second.socket.close();
  }, 60_000);
});
