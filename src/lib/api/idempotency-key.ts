/**
 * The Idempotency-Key of a creating call's attempt (an order, a quick order): the same body sent
 * again (a double click, a retry after a failure) carries the same key, so the API answers the
 * first call again instead of acting twice. A UUID where the browser offers one, else 128 random bits.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
