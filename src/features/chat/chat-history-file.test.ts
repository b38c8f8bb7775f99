/** The downloaded history's text, and how the client merges messages that arrive twice. */
import { describe, expect, it } from '@jest/globals';
import type { ChatMessageWire } from '../../../server/src/contract/chat';
import { merge } from './chat-connection';
import { historyText } from './chat-history-file';

const message = (id: number, author: 'shopper' | 'operator', text: string): ChatMessageWire => ({
  id,
  ticketId: 7,
  author,
  operatorName: author === 'operator' ? 'Aýna' : null,
  clientId: `client-${id}`,
  text,
  at: '2026-11-24T10:05:00Z',
});

describe('the history file', () => {
  it('has the title, then one line per message with who wrote it; further lines indented', () => {
    const text = historyText([message(1, 'shopper', 'Salam!\nIs it in stock?'), message(2, 'operator', 'Yes 👍')], {
      title: 'Chat with the shop #7',
      you: 'You',
      operator: 'Operator',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Chat with the shop #7');
    expect(lines[2]).toBe('[24.11.2026 15:05] You: Salam!');
    expect(lines[3]).toBe('    Is it in stock?');
    expect(lines[4]).toMatch(/\] Aýna: Yes 👍$/);
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('merge', () => {
  it('keeps each message once, oldest first, the newer copy winning', () => {
    const merged = merge(
      [message(3, 'shopper', 'c'), message(1, 'shopper', 'a')],
      [message(2, 'operator', 'b'), message(3, 'shopper', 'c2')],
    );
    expect(merged.map((item) => [item.id, item.text])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c2'],
    ]);
  });
});
