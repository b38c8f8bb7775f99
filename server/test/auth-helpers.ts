import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OutboxMessage } from '../src/services/messaging/outbox';
import type { AuthAnswerWire, CodeSentWire } from '../src/contract/auth';
import { TEST_NOW } from './helpers';

/** A clock the tests move instead of sleeping (Config.now). */
export class TestClock {
  private time = TEST_NOW.getTime();
  readonly now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { message?: string };
  headers: Record<string, unknown>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

/** An /auth/v2 call (JSON body, optional lng, client address, session, extra headers). */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: {
    body?: unknown;
    lng?: string;
    ip?: string;
    session?: { token: string; device: string };
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.lng) headers.lng = options.lng;
  if (options.session) Object.assign(headers, { token: options.session.token, device: options.session.device });
  const request: InjectOptions = {
    method,
    url: path.startsWith('/') ? path : `/auth/v2/${path}`,
    headers,
    remoteAddress: options.ip ?? '192.0.2.1',
  };
  if (options.body !== undefined) request.payload = options.body as object;
  const response = await app.inject(request);
  return {
    status: response.statusCode,
    body: response.json() as T & { message?: string },
    headers: response.headers,
    cookies: response.cookies as Answer['cookies'],
  };
}

export async function outbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  return (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as OutboxMessage[];
}

/** The code of the newest message to `to` (+phone digits or an e-mail), as a person reads it. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const message = (await outbox(app)).find((row) => row.to === to);
  const code = message && /\b(\d{4})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Signs up (or in) by a code sent to `phone`: the session the answer carries. */
export async function signInByCode(
  app: FastifyInstance,
  phone: string,
  options: { ip?: string } = {},
): Promise<AuthAnswerWire> {
  const sent = await call<CodeSentWire>(app, 'POST', 'signin', { body: { phone }, ip: options.ip });
  if (sent.status !== 200) throw new Error(`signin ${sent.status}: ${sent.body.message}`);
  const code = await lastCode(app, `+${phone.replace(/\D/g, '')}`);
  const verified = await call<AuthAnswerWire>(app, 'POST', 'verifycode', {
    body: { phone, code, verification: sent.body.verification },
    ip: options.ip,
  });
  if (verified.status !== 200) throw new Error(`verifycode ${verified.status}: ${verified.body.message}`);
  return verified.body;
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
