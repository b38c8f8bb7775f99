/**
 * Chat test clients (docs/adr/021): a socket that keeps every frame it received and waits for the
 * one a test expects, an operator made in the database and signed in to the staff app, an API
 * listening on a port.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { ServerFrame } from '../src/contract/chat';
import type { Db } from '../src/db/client';
import { saveOperator } from '../src/services/staff/accounts';

export type Frame = ServerFrame & Record<string, unknown>;
export const OPERATOR_PASSWORD = 'Operator#2026x';

export class TestSocket {
  readonly frames: Frame[] = [];
  private waiters: { match: (frame: Frame) => boolean; done: (frame: Frame) => void }[] = [];
  closed: { code: number } | null = null;
  private closeWaiters: ((closed: { code: number }) => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      // A frame goes to the first waiter that wants it, else it waits in `frames` to be taken.
      const waiter = this.waiters.find((candidate) => candidate.match(frame));
      if (!waiter) return void this.frames.push(frame);
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.done(frame);
    });
    ws.on('close', (code) => {
      this.closed = { code };
      for (const done of this.closeWaiters.splice(0)) done(this.closed);
    });
    ws.on('error', () => undefined);
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`status ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends and waits until the frame is written to the connection (then dropping it loses no write). */
  sent(frame: unknown): Promise<void> {
    return new Promise((resolve, reject) =>
      this.ws.send(JSON.stringify(frame), (error) => (error ? reject(error) : resolve())),
    );
  }

  /** The next frame (received from now on, or already received and not yet taken) that matches. */
  next<T extends Frame['type']>(
    type: T,
    match: (frame: Extract<Frame, { type: T }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<Frame, { type: T }>> {
    return this.nextOf([type], match as (frame: Frame) => boolean, timeoutMs) as Promise<Extract<Frame, { type: T }>>;
  }

  /** The next frame of any of these types that matches. */
  nextOf(types: Frame['type'][], match: (frame: Frame) => boolean = () => true, timeoutMs = 10_000): Promise<Frame> {
    const test = (frame: Frame) => types.includes(frame.type) && match(frame);
    const seen = this.frames.findIndex(test);
    if (seen >= 0) return Promise.resolve(this.frames.splice(seen, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter = {
        match: test,
        done: (frame: Frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new Error(`no ${types.join('/')} frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** The close, once the server (or this side) has closed the connection. */
  whenClosed(timeoutMs = 10_000): Promise<{ code: number }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket not closed in ${timeoutMs} ms`)), timeoutMs);
      this.closeWaiters.push((closed) => {
        clearTimeout(timer);
        resolve(closed);
      });
    });
  }

  /** Drops the connection without a closing handshake, as a lost network does. */
  drop() {
    this.ws.terminate();
  }

  close() {
    this.ws.close();
  }
}

export const newDevice = () => randomBytes(18).toString('base64url');
export const newClientId = () => randomBytes(12).toString('hex');

/** A shopper's socket, said hello to; answers the socket and the welcome. */
export async function shopper(
  base: string,
  device = newDevice(),
  options: { lng?: string; after?: number; headers?: Record<string, string> } = {},
) {
  const socket = await TestSocket.open(`${base.replace(/^http/, 'ws')}/chat/v1/socket`, options.headers);
  socket.send({ type: 'hello', device, lng: options.lng ?? 'en', ...(options.after ? { after: options.after } : {}) });
  const welcome = await socket.next('welcome');
  return { socket, device, welcome: welcome as Extract<Frame, { type: 'welcome'; messages: unknown }> };
}

export async function addOperator(db: Db, login = `op${randomBytes(3).toString('hex')}`, name = 'Aýna') {
  const { operator } = await saveOperator(db, { login, name, password: OPERATOR_PASSWORD });
  return operator;
}

/** The console's API on the staff session (docs/adr/028, 029). */
export const CONSOLE = '/admin/v1/chat';

/** Signs the operator in to the staff app over HTTP; answers the cookie header to send. */
export async function operatorCookie(base: string, login: string, password = OPERATOR_PASSWORD): Promise<string> {
  const response = await fetch(`${base}/admin/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lng: 'EN' },
    body: JSON.stringify({ login, password }),
  });
  if (response.status !== 200) throw new Error(`operator sign-in: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
}

export async function operatorSocket(base: string, cookie: string) {
  const socket = await TestSocket.open(`${base.replace(/^http/, 'ws')}${CONSOLE}/socket`, { cookie });
  socket.send({ type: 'hello' });
  const welcome = await socket.next('welcome');
  return { socket, welcome: welcome as Extract<Frame, { type: 'welcome'; tickets: unknown }> };
}
