/**
 * The checkout's choices as the shopper left them, kept for this tab (sessionStorage) so a reload
 * or Back then Forward finds the form as it was; per account, so another shopper signing in on the
 * tab starts afresh; cleared once the order is confirmed (a confirmation that refuses the order's
 * promo code sends the shopper back to the form, which finds everything as it was). Storage that
 * is full or switched off (private modes) only means the form starts afresh.
 */
import type { CheckoutValues } from './checkout-schema';

const keyOf = (userId: number) => `checkout-draft:${userId}`;

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

export function clearDraft(userId: number) {
  try {
    window.sessionStorage.removeItem(keyOf(userId));
  } catch {
    // nothing was kept
  }
}
