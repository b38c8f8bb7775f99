/**
 * Finding a gift certificate by its code (docs/adr/031), and limiting the guesses. The code is never
 * stored: a certificate is found by the code's SHA-256. Guesses are counted in the database's
 * counters (rate_limit_hits), so several API processes share one count; only a code that matches no
 * certificate counts, and once a limit is reached every code is refused until the window ends, the
 * right ones too, so a guesser learns nothing more.
 */
import { createHash, randomInt } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { GiftRefusal } from '../../contract/gift-certificates';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH, giftCodeKey } from '../../contract/gift-rules';
import type { Db } from '../../db/client';
import { giftCertificates } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { inTurn } from '../orders/stock';
import { countHit, currentHits } from '../rate-limit-store';

export type GiftRow = typeof giftCertificates.$inferSelect;

export const GIFT_GUESS_WINDOW_MS = 15 * 60_000;
export const GIFT_GUESSES_PER_SHOPPER = 10;
export const GIFT_GUESSES_PER_ADDRESS = 20;

/** A new code: GIFT_CODE_LENGTH characters of the alphabet, each from the system's secure random. */
export function newGiftCode(): string {
  return Array.from({ length: GIFT_CODE_LENGTH }, () => GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)]).join(
    '',
  );
}

export const giftCodeHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A certificate's refusal: the reason as the shopper reads it (a 409 in their language). */
export const giftRefused = (reason: GiftRefusal) => new RefusedRequest(409, reason);

/** The certificate of a typed code, or null; `lock` holds its row for the rest of the transaction. */
export async function findGift(db: Db, typed: string, options: { lock?: boolean } = {}): Promise<GiftRow | null> {
  const key = giftCodeKey(typed);
  if (!key) return null;
  return findGiftBy(db, eq(giftCertificates.codeHash, giftCodeHash(key)), options);
}

export async function findGiftById(db: Db, id: number, options: { lock?: boolean } = {}): Promise<GiftRow | null> {
  return findGiftBy(db, eq(giftCertificates.id, id), options);
}

async function findGiftBy(db: Db, where: SQL, options: { lock?: boolean }) {
  const query = db.select().from(giftCertificates).where(where);
  // Confirmations with one certificate stand in line for its row: the wait has the turn's budget (ADR 017 §5).
  const [row] = options.lock ? await inTurn(db, () => query.for('update')) : await query;
  return row ?? null;
}

/** Refuses a certificate that expired or has nothing left (409). */
export function checkSpendable(row: GiftRow, now: Date): GiftRow {
  if (now >= row.expiresAt) throw giftRefused('giftExpired');
  if (row.balance <= 0) throw giftRefused('giftEmpty');
  return row;
}

const tooMany = (ttlMs: number) => new RefusedRequest(429, 'giftGuessLimit', {}, Math.max(1, Math.ceil(ttlMs / 1000)));

/**
 * Before a code is looked at: 429 when the shopper (if signed in) or the address has guessed too
 * often. A code that matches no certificate is counted against both and refused (409 giftUnknown).
 * Runs outside the order's transaction, so a guess counts even though the refused work rolls back.
 * Answers the certificate.
 */
export async function guardGiftGuess(
  db: Db,
  input: { userId: number | null; address: string; code: string },
): Promise<GiftRow> {
  const keys = [
    ...(input.userId === null ? [] : [{ key: `gift-guess:user:${input.userId}`, max: GIFT_GUESSES_PER_SHOPPER }]),
    { key: `gift-guess:ip:${input.address}`, max: GIFT_GUESSES_PER_ADDRESS },
  ];
  const counted = await currentHits(
    db,
    keys.map((entry) => entry.key),
  );
  for (const entry of keys) {
    const hits = counted.get(entry.key);
    if (hits && hits.current >= entry.max) throw tooMany(hits.ttl);
  }
  const found = await findGift(db, input.code);
  if (found) return found;
  const hits = await Promise.all(keys.map((entry) => countHit(db, entry.key, GIFT_GUESS_WINDOW_MS)));
  keys.forEach((entry, index) => {
    if (hits[index].current > entry.max) throw tooMany(hits[index].ttl);
  });
  throw giftRefused('giftUnknown');
}
