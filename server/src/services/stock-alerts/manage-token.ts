import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Who may see and remove subscriptions without an account (docs/adr/020): the holder of an alert
 * e-mail's link (a random token in the database: alert-links.ts) or the browser of a push
 * subscription, whose manage token (kept in its `fcmToken` cookie) is the endpoint's SHA-256 and
 * its HMAC. A token names no subscription id, so it cannot be walked to another shopper's rows.
 * E-mail owners once had signed tokens too (`e:<address>`): they named the address in clear and
 * never expired, and are refused now.
 */
export type PushOwner = { kind: 'push'; pushKey: string };
export type Owner = { kind: 'email'; email: string } | PushOwner;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const subjectOf = (owner: PushOwner) => `p:${owner.pushKey}`;
const sign = (key: Buffer, subject: string) => createHmac('sha256', key).update(subject).digest('base64url');

/** The SHA-256 of a push endpoint: how subscriptions and tokens name a browser. */
export const pushKeyOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export function manageToken(key: Buffer, owner: PushOwner): string {
  const subject = subjectOf(owner);
  return `${b64(subject)}.${sign(key, subject)}`;
}

/** The browser a token names, or null for anything not signed by this shop (or an old e-mail token). */
export function ownerOfToken(key: Buffer, token: string | undefined): PushOwner | null {
  if (!token || token.length > 600) return null;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const subject = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(key, subject));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (/^p:[0-9a-f]{64}$/.test(subject)) return { kind: 'push', pushKey: subject.slice(2) };
  return null;
}
