/**
 * The shopper's chat socket (docs/adr/021): connects, says hello with the device secret and the
 * last message id seen, and keeps going through dropped connections. Every message gets a client id
 * before it leaves and stays "pending" (in localStorage too, so a reload keeps it) until the server
 * acknowledges it; after a reconnect the pending ones are sent again (the server stores a client id
 * once) and the welcome brings what was missed. A ping every 20 s finds a dead connection that the
 * browser has not noticed.
 */
import type {
  ChatMessageWire,
  ChatPresenceWire,
  ChatTicketWire,
  ServerFrame,
  ShopperFrame,
} from '../../../server/src/contract/chat';
import type { Lng } from '../../lib/catalog-types';

export interface PendingMessage {
  clientId: string;
  text: string;
  email?: string;
  /** the server refused it (too long, too fast): shown as not sent, not sent again */
  failed?: boolean;
}

export type ConnectionState = 'connecting' | 'online' | 'offline';

export interface ChatView {
  state: ConnectionState;
  ticket: ChatTicketWire | null;
  messages: ChatMessageWire[];
  pending: PendingMessage[];
  presence: ChatPresenceWire | null;
  operatorTyping: boolean;
  /** the last error frame's translated text */
  error: string | null;
}

const DEVICE_KEY = 'chatDevice';
const PENDING_KEY = 'chatPending';
const PING_MS = 20_000;
const PONG_WAIT_MS = 8_000;

function randomId(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** The browser's chat secret: who an anonymous shopper is to the chat (kept in localStorage). */
export function chatDevice(): string {
  let device = localStorage.getItem(DEVICE_KEY);
  if (!device || !/^[\w-]{16,128}$/.test(device)) {
    device = randomId(24);
    localStorage.setItem(DEVICE_KEY, device);
  }
  return device;
}

export const newClientId = () => randomId(16);

function storedPending(): PendingMessage[] {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]') as PendingMessage[];
    return Array.isArray(value)
      ? value.filter((item) => typeof item?.clientId === 'string' && typeof item.text === 'string')
      : [];
  } catch {
    return [];
  }
}

export function socketUrl(apiUrl: string, path: string): string {
  const base = new URL(apiUrl || window.location.origin, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = path;
  return base.toString();
}

export class ChatConnection {
  private socket: WebSocket | null = null;
  private view: ChatView;
  private retries = 0;
  private retryTimer = 0;
  private pingTimer = 0;
  private pongTimer = 0;
  private stopped = false;
  private typingSent = false;

  constructor(
    private readonly url: string,
    private readonly lng: Lng,
    private readonly onChange: (view: ChatView) => void,
  ) {
    this.view = {
      state: 'connecting',
      ticket: null,
      messages: [],
      pending: storedPending().filter((item) => !item.failed),
      presence: null,
      operatorTyping: false,
      error: null,
    };
  }

  start() {
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.wentOffline);
    this.connect();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.wentOffline);
    window.clearTimeout(this.retryTimer);
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.pongTimer);
    this.socket?.close();
  }

  current(): ChatView {
    return this.view;
  }

  /** Queues a message; it leaves now when connected, else after the next hello. */
  send(text: string, email?: string) {
    const item: PendingMessage = { clientId: newClientId(), text, ...(email ? { email } : {}) };
    this.update({ pending: [...this.view.pending, item], error: null });
    this.frame({ type: 'send', clientId: item.clientId, text: item.text, ...(email ? { email } : {}) });
    this.typing(false);
  }

  typing(typing: boolean) {
    if (typing === this.typingSent) return;
    this.typingSent = typing;
    this.frame({ type: 'typing', typing });
  }

  /** Marks the operator's messages read up to the last one shown. */
  read() {
    const ticket = this.view.ticket;
    const last = this.view.messages.at(-1);
    if (ticket && last && last.id > ticket.shopperReadId) {
      this.update({ ticket: { ...ticket, shopperReadId: last.id } });
      this.frame({ type: 'read', upTo: last.id });
    }
  }

  comment(text: string) {
    this.frame({ type: 'comment', text });
  }

  rate(ticketId: number, rating: number, note: string) {
    this.frame({ type: 'rate', ticketId, rating, ...(note.trim() ? { note: note.trim() } : {}) });
  }

  /** After a rated conversation: the widget starts empty; the next message opens a new ticket. */
  startOver() {
    this.update({ ticket: null, messages: [], operatorTyping: false });
  }

  /** The browser lost the network: the socket is as good as gone; messages wait as pending. */
  private readonly wentOffline = () => {
    if (this.socket) this.dropped(this.socket);
  };

  private readonly reconnectNow = () => {
    if (this.view.state !== 'offline') return;
    window.clearTimeout(this.retryTimer);
    this.connect();
  };

  private update(change: Partial<ChatView>) {
    this.view = { ...this.view, ...change };
    if ('pending' in change) localStorage.setItem(PENDING_KEY, JSON.stringify(this.view.pending));
    this.onChange(this.view);
  }

  private frame(frame: ShopperFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.view.state !== 'online') return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  private connect() {
    if (this.stopped) return;
    this.update({ state: 'connecting' });
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      socket.send(
        JSON.stringify({
          type: 'hello',
          device: chatDevice(),
          lng: this.lng,
          after: this.view.messages.at(-1)?.id ?? 0,
        } satisfies ShopperFrame),
      );
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string') this.received(event.data);
    });
    socket.addEventListener('close', () => this.dropped(socket));
  }

  /** The connection ended (or stopped answering): offline until the next attempt, sooner each time it succeeds. */
  private dropped(socket: WebSocket) {
    if (this.socket !== socket) return;
    this.socket = null;
    socket.close();
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.pongTimer);
    this.typingSent = false;
    this.update({ state: 'offline', operatorTyping: false });
    // Offline, the next attempt waits for the browser's 'online' event instead of failing in a loop.
    if (this.stopped || !navigator.onLine) return;
    this.retries += 1;
    const wait = Math.min(10_000, 300 * 2 ** Math.min(this.retries, 6));
    this.retryTimer = window.setTimeout(() => this.connect(), wait);
  }

  private received(data: string) {
    let parsed: ServerFrame;
    try {
      parsed = JSON.parse(data) as ServerFrame;
    } catch {
      return;
    }
    const frame = parsed;
    switch (frame.type) {
      case 'welcome': {
        if (!('messages' in frame)) return;
        this.retries = 0;
        const sameTicket = frame.ticket && this.view.ticket?.id === frame.ticket.id;
        this.update({
          state: 'online',
          ticket: frame.ticket,
          messages: sameTicket ? merge(this.view.messages, frame.messages) : frame.messages,
          presence: frame.presence,
        });
        // What was not acknowledged goes again, in order; the server keeps each client id once.
        for (const item of this.view.pending) {
          if (!item.failed)
            this.frame({
              type: 'send',
              clientId: item.clientId,
              text: item.text,
              ...(item.email ? { email: item.email } : {}),
            });
        }
        this.startPings();
        return;
      }
      case 'ack':
        this.update({
          pending: this.view.pending.filter((item) => item.clientId !== frame.clientId),
          messages: merge(this.view.messages, [frame.message]),
        });
        return;
      case 'message': {
        const fresh = this.view.ticket && this.view.ticket.id !== frame.message.ticketId;
        // The server tells every tab before it acknowledges the sender: this tab's own message may
        // come as a message first; it is sent, whatever becomes of the ack.
        const mine = frame.message.author === 'shopper';
        this.update({
          ...(mine && { pending: this.view.pending.filter((item) => item.clientId !== frame.message.clientId) }),
          messages: fresh ? [frame.message] : merge(this.view.messages, [frame.message]),
          operatorTyping: frame.message.author === 'operator' ? false : this.view.operatorTyping,
        });
        return;
      }
      case 'ticket': {
        const ticket = frame.ticket;
        const known = this.view.ticket;
        if (known?.id === ticket.id) {
          // read state only moves forward (a read frame may have overtaken this snapshot)
          this.update({
            ticket: {
              ...ticket,
              shopperReadId: Math.max(known.shopperReadId, ticket.shopperReadId),
              operatorReadId: Math.max(known.operatorReadId, ticket.operatorReadId),
            },
          });
        } else if (!this.view.ticket || ticket.status === 'open') {
          // a new conversation (this tab's first message, or another tab's)
          this.update({ ticket, messages: this.view.messages.filter((message) => message.ticketId === ticket.id) });
        }
        return;
      }
      case 'typing':
        if (frame.author === 'operator') this.update({ operatorTyping: frame.typing });
        return;
      case 'read':
        if (this.view.ticket?.id === frame.ticketId) {
          const key = frame.author === 'operator' ? 'operatorReadId' : 'shopperReadId';
          this.update({ ticket: { ...this.view.ticket, [key]: Math.max(this.view.ticket[key], frame.upTo) } });
        }
        return;
      case 'presence':
        this.update({ presence: frame.presence });
        return;
      case 'error':
        this.update({
          error: frame.message,
          ...(frame.clientId && {
            pending: this.view.pending.map((item) =>
              item.clientId === frame.clientId ? { ...item, failed: true } : item,
            ),
          }),
        });
        return;
      case 'pong':
        window.clearTimeout(this.pongTimer);
        return;
    }
  }

  private startPings() {
    window.clearInterval(this.pingTimer);
    this.pingTimer = window.setInterval(() => {
      if (!this.frame({ type: 'ping' })) return;
      window.clearTimeout(this.pongTimer);
      // No answer: the connection is gone though the browser has not said so; start again.
      const socket = this.socket;
      this.pongTimer = window.setTimeout(() => socket && this.dropped(socket), PONG_WAIT_MS);
    }, PING_MS);
  }
}

/** Messages by id, once each, oldest first. */
export function merge(known: ChatMessageWire[], more: ChatMessageWire[]): ChatMessageWire[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
