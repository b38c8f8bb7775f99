/**
 * The console's server state in SWR's cache: the queue (`/chat/tickets`), kept current by the
 * socket's frames (the welcome brings it again, a `ticket` frame replaces a ticket, a read mark
 * moves one forward), and each opened ticket's history (`/chat/tickets/12/messages`), fetched whole
 * and joined with the messages the socket brought (use-console.ts). Read state only moves forward:
 * a ticket's snapshot may have been taken before a read frame that came first.
 */
import { CHAT_HISTORY_PAGE, type ChatMessageWire, type OperatorTicketWire } from '../../../server/src/contract/chat';
import { staffCall } from '../staff-api';

export interface QueueWire {
  tickets: OperatorTicketWire[];
}

export interface HistoryWire {
  ticket: OperatorTicketWire;
  messages: ChatMessageWire[];
}

export const QUEUE = '/chat/tickets';
export const historyKey = (ticketId: number) => `/chat/tickets/${ticketId}/messages`;

/** Messages by id, once each, oldest first. */
export function merge(known: ChatMessageWire[], more: ChatMessageWire[]): ChatMessageWire[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A ticket's whole history, a page after another (the API answers at most a page a call). */
export async function fetchHistory(key: string): Promise<HistoryWire> {
  let after = 0;
  let messages: ChatMessageWire[] = [];
  for (;;) {
    const page = await staffCall<HistoryWire>(`${key}?after=${after}`);
    messages = merge(messages, page.messages);
    const last = page.messages.at(-1);
    if (page.messages.length < CHAT_HISTORY_PAGE || !last) return { ticket: page.ticket, messages };
    after = last.id;
  }
}

const activity = (ticket: OperatorTicketWire) =>
  ticket.status === 'open' ? (ticket.lastMessage?.at ?? ticket.createdAt) : (ticket.closedAt ?? ticket.createdAt);

/** Open tickets first, each part with the latest activity on top (as the API orders them). */
export function inQueueOrder(tickets: OperatorTicketWire[]): OperatorTicketWire[] {
  return [...tickets].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
    return activity(b).localeCompare(activity(a)) || b.id - a.id;
  });
}

/** A fresh snapshot of a ticket, with the read state the console already knows kept. */
export function fresher(known: OperatorTicketWire | undefined, ticket: OperatorTicketWire): OperatorTicketWire {
  if (!known) return ticket;
  const operatorReadId = Math.max(known.operatorReadId, ticket.operatorReadId);
  const lastShopperRead = ticket.lastMessage === null || ticket.lastMessage.id <= operatorReadId;
  return {
    ...ticket,
    shopperReadId: Math.max(known.shopperReadId, ticket.shopperReadId),
    operatorReadId,
    unread: operatorReadId > ticket.operatorReadId && lastShopperRead ? 0 : ticket.unread,
  };
}

/** The queue with a ticket's new snapshot in its place. */
export function withTicket(queue: QueueWire, ticket: OperatorTicketWire): QueueWire {
  const known = queue.tickets.find((each) => each.id === ticket.id);
  return {
    tickets: inQueueOrder([...queue.tickets.filter((each) => each.id !== ticket.id), fresher(known, ticket)]),
  };
}

/**
 * A read mark of one side: the ticket's read state moved forward. The operators' also lowers the
 * unread count: counted from the conversation when the console has it, else cleared once the mark
 * reaches the ticket's last message.
 */
export function withRead(
  ticket: OperatorTicketWire,
  author: 'shopper' | 'operator',
  upTo: number,
  messages?: ChatMessageWire[],
): OperatorTicketWire {
  if (author === 'shopper') return { ...ticket, shopperReadId: Math.max(ticket.shopperReadId, upTo) };
  const operatorReadId = Math.max(ticket.operatorReadId, upTo);
  const unread = messages
    ? messages.filter((message) => message.author === 'shopper' && message.id > operatorReadId).length
    : ticket.lastMessage === null || ticket.lastMessage.id <= operatorReadId
      ? 0
      : ticket.unread;
  return { ...ticket, operatorReadId, unread };
}
