/**
 * The checkout's choices as the shopper left them, kept for this tab (sessionStorage) so a reload
 * or Back then Forward finds the form as it was; per account, so another shopper signing in on the
 * tab starts afresh; cleared once the order is confirmed (a confirmation that refuses the order's
 * promo code sends the shopper back to the form, which finds everything as it was). Storage that
 * is full or switched off (private modes) only means the form starts afresh.
 */
import type { CheckoutValues, GiftLines } from './checkout-schema';

const keyOf = (userId: number) => `checkout-draft:${userId}`;
const giftsKeyOf = (userId: number) => `checkout-draft-gifts:${userId}`;

export function readDraft(userId: number): Partial<CheckoutValues> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(userId)) ?? 'null');
    if (!stored || typeof stored !== 'object') return {};
    // only text fields the form knows: a stale or edited entry cannot put anything else in
    return Object.fromEntries(Object.entries(stored).filter(([, value]) => typeof value === 'string'));
  } catch {
    return {};
  }
}

export function saveDraft(userId: number, values: CheckoutValues) {
  try {
    window.sessionStorage.setItem(keyOf(userId), JSON.stringify(values));
  } catch {
    // nothing kept: the form still works
  }
}

/** The certificate lines' recipients and notes as typed, by product id. */
export function readGiftDraft(userId: number): GiftLines {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(giftsKeyOf(userId)) ?? 'null');
    if (!stored || typeof stored !== 'object') return {};
    const gifts: GiftLines = {};
    // only the two text fields of numeric ids: a stale or edited entry cannot put anything else in
    for (const [id, value] of Object.entries(stored as Record<string, unknown>)) {
      const { to, note } = (value ?? {}) as Record<string, unknown>;
      if (/^\d+$/.test(id) && typeof to === 'string' && typeof note === 'string') gifts[id] = { to, note };
    }
    return gifts;
  } catch {
    return {};
  }
}

export function saveGiftDraft(userId: number, gifts: GiftLines) {
  try {
    window.sessionStorage.setItem(giftsKeyOf(userId), JSON.stringify(gifts));
  } catch {
    // nothing kept: the form still works
  }
}

export function clearDraft(userId: number) {
  try {
    window.sessionStorage.removeItem(keyOf(userId));
    window.sessionStorage.removeItem(giftsKeyOf(userId));
  } catch {
    // nothing was kept
  }
}
