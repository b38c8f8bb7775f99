/**
 * Guessing promo codes is limited per shopper and per client address (docs/adr/030), with the
 * database's counters (rate_limit_hits), so several API processes share one count. Only a code that
 * does not exist (or is off: shoppers are told it does not) counts as a guess; once a limit is reached every code is refused until the window
 * ends, the right ones too, so a guesser learns nothing more.
 */
import { and, eq } from 'drizzle-orm';
import { promoKey } from '../../contract/promo-rules';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { countHit, currentHits } from '../rate-limit-store';

export const PROMO_GUESS_WINDOW_MS = 15 * 60_000;
export const PROMO_GUESSES_PER_SHOPPER = 10;
export const PROMO_GUESSES_PER_ADDRESS = 20;

const keysOf = (userId: number, address: string) => ({
  shopper: `promo-guess:user:${userId}`,
  address: `promo-guess:ip:${address}`,
});

const tooMany = (ttlMs: number) => new RefusedRequest(429, 'promoGuessLimit', {}, Math.max(1, Math.ceil(ttlMs / 1000)));

/**
 * Before a code is looked at: 429 when the shopper or the address has guessed too often. A code
 * that does not exist is counted against both and refused (409 promoUnknown). Runs outside the
 * order's transaction, so a guess counts even though the refused work rolls back.
 */
export async function guardGuess(db: Db, input: { userId: number; address: string; code: string }): Promise<void> {
  const keys = keysOf(input.userId, input.address);
  const counted = await currentHits(db, [keys.shopper, keys.address]);
  for (const [key, { current, ttl }] of counted) {
    const max = key === keys.shopper ? PROMO_GUESSES_PER_SHOPPER : PROMO_GUESSES_PER_ADDRESS;
    if (current >= max) throw tooMany(ttl);
  }
  const [known] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.codeKey, promoKey(input.code)), eq(promoCodes.active, true)));
  if (known) return;
  const [shopper, address] = await Promise.all([
    countHit(db, keys.shopper, PROMO_GUESS_WINDOW_MS),
    countHit(db, keys.address, PROMO_GUESS_WINDOW_MS),
  ]);
  if (shopper.current > PROMO_GUESSES_PER_SHOPPER) throw tooMany(shopper.ttl);
  if (address.current > PROMO_GUESSES_PER_ADDRESS) throw tooMany(address.ttl);
  throw new RefusedRequest(409, 'promoUnknown');
}
