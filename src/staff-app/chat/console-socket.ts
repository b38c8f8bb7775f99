/**
 * The operators' console socket (docs/adr/021, docs/api.md Chat): connects on the staff session,
 * says hello (the welcome brings the queue) and keeps going through dropped connections, more
 * slowly each time. Every answer gets a client id before it first leaves and stays pending until
 * the server acknowledges it; after a reconnect the pending ones go again (the server stores a
 * client id once). A ping every 20 s finds a connection the browser has not noticed is dead.
 * Frames other than acks and pongs go to `onFrame`; every close goes to `onClosed`, so the screen
 * can ask whether the session (and its chat role) is still there.
 */
import type { OperatorFrame, ServerFrame } from '../../../server/src/contract/chat';
import { API_URL } from '../../lib/api/api-url';

export type SocketState = 'connecting' | 'online' | 'offline';

export interface PendingAnswer {
  clientId: string;
  ticketId: number;
  text: string;
  /** the server refused it (too long, too fast, the ticket closed): the refusal's code, not sent again */
  failed?: string;
}

export interface SocketView {
  state: SocketState;
  pending: PendingAnswer[];
}

export interface SocketHandlers {
  onFrame(frame: ServerFrame): void;
  onClosed(): void;
}

const PING_MS = 20_000;
const PONG_WAIT_MS = 8_000;

/** The console socket's address, on the API's origin (the page's own, unless the build names another). */
export function consoleSocketUrl(): string {
  const url = new URL(`${API_URL}/admin/v1/chat/socket`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export class ConsoleSocket {
  private socket: WebSocket | null = null;
  private view: SocketView = { state: 'connecting', pending: [] };
  private readonly listeners = new Set<() => void>();
  private retries = 0;
  private retryTimer = 0;
  private pingTimer = 0;
  private pongTimer = 0;
  private stopped = false;
  /** the ticket this console last said it types in, if it does */
  private typingIn: number | null = null;

  constructor(
    private readonly url: string,
    private readonly handlers: SocketHandlers,
  ) {}

  start() {
    this.stopped = false;
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
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly current = (): SocketView => this.view;

  /** Queues an answer; it leaves now when connected, else after the next welcome. */
  send(ticketId: number, text: string) {
    const answer: PendingAnswer = { clientId: newClientId(), ticketId, text };
    this.update({ pending: [...this.view.pending, answer] });
    this.frame({ type: 'send', ticketId, clientId: answer.clientId, text });
    this.typing(ticketId, false);
  }

  /** A refused answer sent again as it was (its client id too: the server stored nothing of it). */
  retry(clientId: string) {
    const answer = this.view.pending.find((each) => each.clientId === clientId);
    if (!answer) return;
    this.update({
      pending: this.view.pending.map((each) => (each.clientId === clientId ? { ...each, failed: undefined } : each)),
    });
    this.frame({ type: 'send', ticketId: answer.ticketId, clientId, text: answer.text });
  }

  discard(clientId: string) {
    this.update({ pending: this.view.pending.filter((each) => each.clientId !== clientId) });
  }

  /** Tells the shopper this console types in the ticket, or stopped; each change once. */
  typing(ticketId: number, typing: boolean) {
    if (typing) {
      if (this.typingIn === ticketId) return;
      if (this.typingIn !== null) this.frame({ type: 'typing', ticketId: this.typingIn, typing: false });
      this.typingIn = ticketId;
      this.frame({ type: 'typing', ticketId, typing: true });
    } else if (this.typingIn === ticketId) {
      this.typingIn = null;
      this.frame({ type: 'typing', ticketId, typing: false });
    }
  }

  read(ticketId: number, upTo: number) {
    this.frame({ type: 'read', ticketId, upTo });
  }

  closeTicket(ticketId: number) {
    this.frame({ type: 'close', ticketId });
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  private update(change: Partial<SocketView>) {
    this.view = { ...this.view, ...change };
    this.notify();
  }

  private frame(frame: OperatorFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.view.state !== 'online') return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  private readonly wentOffline = () => {
    if (this.socket) this.dropped(this.socket);
  };

  private readonly reconnectNow = () => {
    if (this.view.state !== 'offline' || this.stopped) return;
    window.clearTimeout(this.retryTimer);
    this.connect();
  };

  private connect() {
    if (this.stopped) return;
    this.update({ state: 'connecting' });
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'hello' } satisfies OperatorFrame)));
    socket.addEventListener('message', (event: MessageEvent) => {
      if (this.socket === socket && typeof event.data === 'string') this.received(event.data);
    });
    socket.addEventListener('close', () => this.dropped(socket));
  }

  /** The connection ended (or stopped answering): offline until the next attempt. */
  private dropped(socket: WebSocket) {
    if (this.socket !== socket) return;
    this.socket = null;
    socket.close();
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.pongTimer);
    this.typingIn = null;
    this.update({ state: 'offline' });
    this.handlers.onClosed();
    // Offline, the next attempt waits for the browser's 'online' event instead of failing in a loop.
    if (this.stopped || !navigator.onLine) return;
    this.retries += 1;
    const wait = Math.min(10_000, 500 * 2 ** Math.min(this.retries, 5));
    this.retryTimer = window.setTimeout(() => this.connect(), wait);
  }

  private received(data: string) {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(data) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'welcome':
        this.retries = 0;
        this.update({ state: 'online' });
        this.handlers.onFrame(frame);
        // What was not acknowledged goes again, in order; the server keeps each client id once.
        for (const answer of this.view.pending) {
          if (!answer.failed)
            this.frame({ type: 'send', ticketId: answer.ticketId, clientId: answer.clientId, text: answer.text });
        }
        this.startPings();
        return;
      case 'ack':
        this.discard(frame.clientId);
        this.handlers.onFrame(frame);
        return;
      case 'message':
        // The server tells every console before it acknowledges the sender: this console's own
        // answer may come as a message first; it is sent, whatever becomes of the ack.
        if (frame.message.author === 'operator') this.discard(frame.message.clientId);
        this.handlers.onFrame(frame);
        return;
      case 'error':
        if (frame.clientId) {
          const clientId = frame.clientId;
          this.update({
            pending: this.view.pending.map((each) =>
              each.clientId === clientId ? { ...each, failed: frame.code } : each,
            ),
          });
        }
        this.handlers.onFrame(frame);
        return;
      case 'pong':
        window.clearTimeout(this.pongTimer);
        return;
      default:
        this.handlers.onFrame(frame);
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
