/** @jest-environment-options {"liveApi": true} */
/**
 * The promo code on the checkout against the live API: staff's code made through
 * /admin/v1/promo-codes, the preview's discount and total, a refused code in the API's words, the
 * code removed, a cart that changes under an applied code, and the code sent with the order.
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import type { OrderDetail } from '../../../server/src/contract/orders';
import type { PromoCodeWire } from '../../../server/src/contract/promotions';
import { formatPrice } from '../../lib/price';
import { liveJson, liveProducts, type LiveRow } from '../../test/live-catalogue';
import { browseAs, liveUser, signedInShopper } from '../../test/live-session';
import { adminHeaders } from '../../test/live-staff';
import { deliverableDraft, orderTotals, renderCheckout } from '../../test/checkout-steps';
import { renderWithProviders } from '../../test/render';
import { cartCountChanged, selectCartPromoCode } from '../cart';
import { saveDraft } from './checkout-draft';
import { CheckoutForm } from './checkout-form';

let product: LiveRow;

beforeAll(async () => {
  const rows = await liveProducts();
  // a product in stock whose price is not a weekly one, so a percent comes off its price as it is
  product = rows.find((row) => row.inStock && row.price >= 200 && row.oldPrice === null)!;
  expect(product).toBeDefined();
});

let made = 0;
/** A code of staff's, valid from an hour ago for a day; its text unique to this run. */
async function staffCode(fields: { kind: 'percent' | 'amount'; value: number; minTotal?: number }) {
  made += 1;
  const now = Date.now();
  return liveJson<PromoCodeWire>('/admin/v1/promo-codes', {
    method: 'POST',
    headers: adminHeaders(),
    body: {
      code: `Web${process.pid % 10_000}x${made}`,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      ...fields,
    },
  });
}

describe('the promo code on the checkout (live API)', () => {
  it('applies a code: the discount line with the code as staff wrote it, and the new total; then removes it', async () => {
    const code = await staffCode({ kind: 'percent', value: 10 });
    const session = await signedInShopper({ name: 'Aman', surname: 'Amanow' });
    const lines = [{ id: product.id, count: 2, cartPrice: product.price }];
    const { user, store } = await renderCheckout(session, lines);
    const subtotal = 2 * product.price;
    // ten percent, in whole tenge (hundredths of a manat)
    const discount = Math.round(subtotal * 10) / 100;
    const before = screen.getByTestId('checkout-total').textContent;

    // typed in another case: the same code, shown as staff wrote it
    await user.type(within(orderTotals()).getByRole('textbox', { name: 'Promo code' }), code.code.toLowerCase());
    await user.click(within(orderTotals()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('checkout-discount')).toHaveTextContent(`−${formatPrice(discount)}`));
    expect(within(orderTotals()).getByText(`Promo code ${code.code}`, { selector: 'dt' })).toBeVisible();
    expect(screen.getByTestId('promo-applied-code')).toHaveTextContent(code.code);
    expect(store.getState().cart.promoCode).toBe(code.code);
    const total = screen.getByTestId('checkout-total').textContent!;
    expect(total).not.toBe(before);
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent(formatPrice(subtotal));
    // the total is the goods less the discount, plus the delivery shown
    const delivery = screen.getByTestId('checkout-delivery').textContent!;
    const deliveryCost = /\d/.test(delivery) ? Number(delivery.replace(/[^\d]/g, '')) : 0;
    expect(total).toBe(formatPrice(subtotal - discount + deliveryCost));

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(selectCartPromoCode(store.getState())).toBeNull();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(before!);
    expect(within(orderTotals()).getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  });

  it("shows a refused code's reason in the API's words, keeping what was typed", async () => {
    const session = await signedInShopper();
    const { user, store } = await renderCheckout(session, [{ id: product.id, count: 1, cartPrice: product.price }]);
    const field = within(orderTotals()).getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NoSuchCode42');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('promo-message')).toHaveTextContent('There is no such promo code');
    expect(field).toHaveValue('NoSuchCode42');
    expect(field).toHaveAccessibleDescription('There is no such promo code');
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(selectCartPromoCode(store.getState())).toBeNull();
    // Enter applied the code and did not send the order
    expect(screen.queryByTestId('checkout-problem')).toBeNull();
  });

  it('asks again when the cart changes, and drops a code that no longer applies, saying why', async () => {
    const code = await staffCode({ kind: 'amount', value: 50, minTotal: 2 * product.price });
    const session = await signedInShopper();
    const { user, store } = await renderCheckout(session, [{ id: product.id, count: 2, cartPrice: product.price }]);
    await user.type(within(orderTotals()).getByRole('textbox', { name: 'Promo code' }), code.code);
    await user.click(within(orderTotals()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('checkout-discount')).toHaveTextContent(`−${formatPrice(50)}`));

    act(() => {
      store.dispatch(cartCountChanged({ id: product.id, count: 1 }));
    });
    expect(await screen.findByTestId('promo-message')).toHaveTextContent(
      /^This promo code needs an order of at least .+ TMT: add .+ TMT more$/,
    );
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(selectCartPromoCode(store.getState())).toBeNull();
    expect(within(orderTotals()).getByRole('textbox', { name: 'Promo code' })).toHaveValue(code.code);
  });

  it('re-checks a code kept with the cart (a reload) and sends it with the order', async () => {
    const code = await staffCode({ kind: 'amount', value: 30 });
    const session = await signedInShopper({ name: 'Aman', surname: 'Amanow' });
    const me = (await liveUser(session)) as unknown as UserWire;
    saveDraft(me.id, deliverableDraft());
    browseAs(session);
    const onPlaced = jest.fn<(placed: { id: number; phone: string }) => void>();
    const { user } = renderWithProviders(<CheckoutForm user={me} onPlaced={onPlaced} onSessionEnded={() => {}} />, {
      preloadedState: {
        cart: { lines: [{ id: product.id, count: 1, cartPrice: product.price }], loaded: true, promoCode: code.code },
      },
    });
    // the kept code is judged for these lines before its discount shows
    await waitFor(() => expect(screen.getByTestId('checkout-discount')).toHaveTextContent(`−${formatPrice(30)}`));

    const sent: unknown[] = [];
    const through = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input).endsWith('/client/v4/orders') && init?.method === 'POST')
        sent.push(JSON.parse(String(init.body)));
      return through(input, init);
    };
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(sent).toEqual([expect.objectContaining({ promoCode: code.code })]);
    const order = await liveJson<OrderDetail>(`/client/v4/orders/${onPlaced.mock.calls[0][0].id}`, {
      headers: { token: session.token, device: session.device },
    });
    expect(order.promo).toEqual({ code: code.code, discount: 30 });
  });
});
