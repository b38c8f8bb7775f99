/**
 * The conversation as a text file (spec §2 history download): every message of the ticket, read
 * from the history call page by page (GET /chat/v1/tickets/{id}/messages), so the file holds what
 * the server has, not only what this tab has seen.
 */
import { CHAT_DEVICE_HEADER, type ChatMessageWire, type ChatTicketWire } from '../../../server/src/contract/chat';
import { apiCall } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { shopDateTime } from '../../lib/dates';
import { chatDevice } from './chat-connection';

export async function fullHistory(ticketId: number, lng: Lng): Promise<ChatMessageWire[]> {
  const all: ChatMessageWire[] = [];
  for (;;) {
    const after = all.at(-1)?.id ?? 0;
    const page = await apiCall<{ ticket: ChatTicketWire; messages: ChatMessageWire[] }>(
      `/chat/v1/tickets/${ticketId}/messages?after=${after}`,
      // the chat's session cookie goes along where the API is served from another origin too
      { lng, headers: { [CHAT_DEVICE_HEADER]: chatDevice() }, credentials: 'include' },
    );
    all.push(...page.messages);
    if (page.messages.length === 0) return all;
  }
}

export interface HistoryWords {
  title: string;
  you: string;
  operator: string;
}

/** Lines of "[date time] who: text"; multi-line messages keep their lines, indented. */
export function historyText(messages: ChatMessageWire[], words: HistoryWords): string {
  const lines = [words.title, ''];
  for (const message of messages) {
    const who = message.author === 'shopper' ? words.you : (message.operatorName ?? words.operator);
    const [first, ...rest] = message.text.split('\n');
    lines.push(`[${shopDateTime(message.at)}] ${who}: ${first}`, ...rest.map((line) => `    ${line}`));
  }
  return `${lines.join('\n')}\n`;
}

export function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
