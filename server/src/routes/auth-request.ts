import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, DEVICE_HEADER, TOKEN_COOKIE, TOKEN_HEADER } from '../contract/auth';
import type { Db } from '../db/client';
import { RefusedRequest } from '../edge/refused-request';
import type { LiveSession, SessionCache } from '../services/accounts/session-cache';
import { findSession, sessionLifetimeMs, sha256, type SessionKind } from '../services/accounts/sessions';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : undefined;
};

/** The token and device of a request: the spec's headers, else the cookies the API set. */
export function credentialsOf(request: FastifyRequest): { token?: string; device?: string } {
  return {
    token: header(request, TOKEN_HEADER) ?? request.cookies[TOKEN_COOKIE],
    device: header(request, DEVICE_HEADER) ?? request.cookies[DEVICE_COOKIE],
  };
}

/** The request's live session: from the process's cache, else the database (then cached). */
export async function sessionOf(
  db: Db,
  cache: SessionCache,
  request: FastifyRequest,
  now: Date,
): Promise<LiveSession | null> {
  const { token, device } = credentialsOf(request);
  if (!token || !device || token.length > 128 || device.length > 128) return null;
  const key = `${sha256(token)} ${device}`;
  const cached = cache.get(key, now);
  if (cached) return cached;
  const session = await findSession(db, token, device, now);
  if (session) cache.set(key, session, now);
  return session;
}

export async function requireSession(db: Db, cache: SessionCache, request: FastifyRequest, now: Date) {
  const session = await sessionOf(db, cache, request, now);
  if (!session) throw new RefusedRequest(401, 'signInFirst');
  return session;
}

const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: maxAgeSeconds,
});

/** Token and Device as HttpOnly cookies living as long as the session (spec §9: 15 or 60 days). */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; device: string; kind: SessionKind },
) {
  const seconds = sessionLifetimeMs(session.kind) / 1000;
  reply.setCookie(TOKEN_COOKIE, session.token, cookieOptions(request, seconds));
  reply.setCookie(DEVICE_COOKIE, session.device, cookieOptions(request, seconds));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(request, 0));
  reply.clearCookie(DEVICE_COOKIE, cookieOptions(request, 0));
}

/**
 * Cross-site request forgery: a state-changing call from a browser must come from the shop's own
 * origin (or one in TRUSTED_ORIGINS). Browsers send Origin on every cross-origin POST and fetch;
 * a navigation carries Sec-Fetch-Site instead. Requests with neither come from non-browser clients,
 * which hold no cookies of a victim.
 */
export function fromTrustedOrigin(request: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = header(request, 'origin');
  if (origin) {
    if (trusted.includes(origin)) return true;
    try {
      return new URL(origin).host === request.host;
    } catch {
      return false;
    }
  }
  const site = header(request, 'sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** The client address the per-address send limit counts (the proxy's X-Forwarded-For, trustProxy). */
export const clientAddressOf = (request: FastifyRequest) => request.ip;
