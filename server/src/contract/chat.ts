/**
 * The operator chat's wire (docs/adr/021, docs/api.md Chat): limits both programs share and the
 * shapes of tickets, messages and socket frames. No TypeBox here: the storefront's chat chunk
 * imports these types and constants (the frame schemas are contract/chat-frames.ts, server only).
 */
import type { Lng } from './constants';

/** Longest message (characters); longer ones are refused with an error frame, never cut. */
export const CHAT_TEXT_MAX = 2000;
/** Longest comment on a ticket, and longest note with a rating. */
export const CHAT_COMMENT_MAX = 500;
export const CHAT_NOTE_MAX = 1000;
/** A client's message id: 8-64 of A-Z a-z 0-9 _ - (a random UUID fits). */
export const CHAT_CLIENT_ID = '^[\\w-]{8,64}$';
/** An anonymous shopper's device secret, kept in the browser: 16-128 of A-Z a-z 0-9 _ -. */
export const CHAT_DEVICE = '^[\\w-]{16,128}$';
/** Largest frame the socket reads (bytes): a message at its longest in any script fits. */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/** Messages a side may send per ticket and minute (CHAT_MESSAGES_PER_MINUTE changes the shopper's). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** History answers hold at most this many messages; ask again `after` the last. */
export const CHAT_HISTORY_PAGE = 200;
/** The request header with an anonymous shopper's device secret (history over HTTP). */
export const CHAT_DEVICE_HEADER = 'x-chat-device';

/** The emoji a chat's picker offers, the ones people use in a shop's chat (the operators' console's). */
export const CHAT_EMOJI = [
  '😀',
  '😊',
  '😂',
  '🙂',
  '😉',
  '😍',
  '🤔',
  '😅',
  '😢',
  '😡',
  '👍',
  '👎',
  '👌',
  '🙏',
  '👏',
  '🤝',
  '💪',
  '✌️',
  '👋',
  '🙌',
  '❤️',
  '🔥',
  '⭐',
  '🎉',
  '✅',
  '❌',
  '❓',
  '❗',
  '💯',
  '🎁',
  '📦',
  '🚚',
  '💳',
  '💵',
  '📱',
  '💻',
  '🎧',
  '📺',
  '📷',
  '⌚',
] as const;

export type TicketStatus = 'open' | 'closed';
export type ChatAuthor = 'shopper' | 'operator';

export interface ChatMessageWire {
  id: number;
  ticketId: number;
  author: ChatAuthor;
  /** the operator's name on their messages */
  operatorName: string | null;
  clientId: string;
  text: string;
  at: string;
}

export interface ChatTicketWire {
  id: number;
  status: TicketStatus;
  /** the operator who answered it, if any */
  operator: { id: number; name: string } | null;
  email: string | null;
  lng: Lng;
  comment: string | null;
  rating: number | null;
  note: string | null;
  shopperReadId: number;
  operatorReadId: number;
  createdAt: string;
  closedAt: string | null;
}

/** The operator console's view of a ticket: who asked, and the last message. */
export interface OperatorTicketWire extends ChatTicketWire {
  shopperName: string;
  lastMessage: ChatMessageWire | null;
  /** shopper messages the operators have not read */
  unread: number;
}

/** What the shopper sees of the operators: the ticket's operator, else any operator online. */
export interface ChatPresenceWire {
  online: boolean;
  name: string | null;
}

export interface OperatorWire {
  id: number;
  login: string;
  name: string;
}

/** Frames the shopper's client sends. `hello` first; `after`: the last message id it has seen. */
export type ShopperFrame =
  | { type: 'hello'; device: string; lng?: Lng; after?: number }
  | { type: 'send'; clientId: string; text: string; email?: string }
  | { type: 'typing'; typing: boolean }
  | { type: 'read'; upTo: number }
  | { type: 'comment'; text: string }
  | { type: 'rate'; ticketId: number; rating: number; note?: string }
  | { type: 'ping' };

/** Frames the operator console sends. */
export type OperatorFrame =
  | { type: 'hello' }
  | { type: 'send'; ticketId: number; clientId: string; text: string }
  | { type: 'typing'; ticketId: number; typing: boolean }
  | { type: 'read'; ticketId: number; upTo: number }
  | { type: 'close'; ticketId: number }
  | { type: 'ping' };

/** Error frames' codes: the message beside it is translated (server/src/lib/messages.ts). */
export type ChatErrorCode =
  | 'badFrame'
  | 'helloFirst'
  | 'tooLong'
  | 'tooFast'
  | 'ticketClosed'
  | 'ticketNotFound'
  | 'notClosedYet'
  | 'alreadyRated'
  | 'busy';

export type ServerFrame =
  | {
      type: 'welcome';
      ticket: ChatTicketWire | null;
      messages: ChatMessageWire[];
      presence: ChatPresenceWire;
    }
  | { type: 'welcome'; operator: OperatorWire; tickets: OperatorTicketWire[] }
  | { type: 'ack'; clientId: string; message: ChatMessageWire }
  | { type: 'message'; message: ChatMessageWire }
  | { type: 'ticket'; ticket: ChatTicketWire | OperatorTicketWire }
  | { type: 'typing'; ticketId: number; author: ChatAuthor; typing: boolean }
  | { type: 'read'; ticketId: number; author: ChatAuthor; upTo: number }
  | { type: 'presence'; presence: ChatPresenceWire }
  | { type: 'error'; code: ChatErrorCode; message: string; clientId?: string }
  | { type: 'pong' };
