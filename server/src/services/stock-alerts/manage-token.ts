import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Who may see and remove subscriptions without an account (docs/adr/020): the owner of an e-mail
 * address (the token rides in the link of every alert e-mail) or of a browser's push subscription
 * (the token is kept in the browser's `fcmToken` cookie). A token is the subject and its HMAC; it
 * names no subscription id, so it cannot be walked to another shopper's rows.
 */
export type Owner = { kind: 'email'; email: string } | { kind: 'push'; pushKey: string };

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const subjectOf = (owner: Owner) => (owner.kind === 'email' ? `e:${owner.email}` : `p:${owner.pushKey}`);
const sign = (key: Buffer, subject: string) => createHmac('sha256', key).update(subject).digest('base64url');

/** The SHA-256 of a push endpoint: how subscriptions and tokens name a browser. */
export const pushKeyOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export function manageToken(key: Buffer, owner: Owner): string {
  const subject = subjectOf(owner);
  return `${b64(subject)}.${sign(key, subject)}`;
}

/** The owner a token names, or null for anything not signed by this shop. */
export function ownerOfToken(key: Buffer, token: string | undefined): Owner | null {
  if (!token || token.length > 600) return null;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const subject = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(key, subject));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (subject.startsWith('e:')) return { kind: 'email', email: subject.slice(2) };
  if (/^p:[0-9a-f]{64}$/.test(subject)) return { kind: 'push', pushKey: subject.slice(2) };
  return null;
}
