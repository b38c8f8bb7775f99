/** @jest-environment-options {"liveApi": true} */
/**
 * The gift certificate on the checkout against the live API: a certificate issued as shoppers get
 * one (live-gifts.ts), its preview (••••last4, what it pays and the rest to pay), a refused code in
 * the API's words with what was typed kept, the certificate removed; a certificate kept in the
 * draft (a reload) judged again and sent with the order, with a certificate line's recipient and
 * note checked by the contract's rule and carried on the order's line.
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import type { OrderDetail } from '../../../server/src/contract/orders';
import { formatPrice } from '../../lib/price';
import { liveJson, liveProducts, type LiveRow } from '../../test/live-catalogue';
import { certificateProducts, issuedCertificate } from '../../test/live-gifts';
import { liveUser, signedInShopper } from '../../test/live-session';
import { deliverableDraft, orderTotals, renderCheckout } from '../../test/checkout-steps';
import { readDraft, saveDraft, saveGiftDraft } from './checkout-draft';
import type { Placed } from './checkout-form';

let product: LiveRow;
let hundred: LiveRow;
/** issued once for the file; only the last test spends it */
let certificate: Awaited<ReturnType<typeof issuedCertificate>>;

beforeAll(async () => {
  const certificates = await certificateProducts();
  const ids = new Set(certificates.map((row) => row.id));
  product = (await liveProducts()).find(
    (row) => !ids.has(row.id) && row.inStock && row.price >= 200 && row.price <= 400,
  )!;
  expect(product).toBeDefined();
  hundred = certificates[0];
  expect(hundred.price).toBe(100);
  certificate = await issuedCertificate(500);
}, 240_000);

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('the gift certificate on the checkout (live API)', () => {
  it('applies a certificate: ••••last4, what it pays, what is left to pay; then removes it', async () => {
    const session = await signedInShopper({ name: 'Aman', surname: 'Amanow' });
    const { user } = await renderCheckout(session, [{ id: product.id, count: 1, cartPrice: product.price }]);
    const total = amountOf(screen.getByTestId('checkout-total').textContent);

    // typed in lower case with spaces: the API reads it all the same
    const field = within(orderTotals()).getByRole('textbox', { name: 'Gift certificate' });
    await user.type(field, certificate.code.toLowerCase().replace(/-/g, ' '));
    await user.click(
      within(screen.getByTestId('gift-certificate')).getByRole('button', { name: 'Apply the certificate' }),
    );
    const pays = Math.min(500, total);
    await waitFor(() =>
      expect(screen.getByTestId('gift-applied')).toHaveTextContent(
        `Certificate ••••${certificate.last4} pays ${formatPrice(pays)}`,
      ),
    );
    expect(screen.getByTestId('checkout-gift')).toHaveTextContent(`−${formatPrice(pays)}`);
    expect(within(orderTotals()).getByText(`Gift certificate ••••${certificate.last4}`)).toBeVisible();
    expect(screen.getByTestId('checkout-due')).toHaveTextContent(formatPrice(total - pays));
    // the total stays the order's price
    expect(amountOf(screen.getByTestId('checkout-total').textContent)).toBe(total);

    await user.click(
      within(screen.getByTestId('gift-certificate')).getByRole('button', { name: 'Remove the certificate' }),
    );
    expect(screen.queryByTestId('checkout-gift')).toBeNull();
    expect(screen.queryByTestId('checkout-due')).toBeNull();
    expect(within(orderTotals()).getByRole('textbox', { name: 'Gift certificate' })).toHaveValue('');
  }, 120_000);

  it("shows a refused code's reason in the API's words and what cannot be a code in the shop's, keeping what was typed", async () => {
    const session = await signedInShopper();
    const { user, me } = await renderCheckout(session, [{ id: product.id, count: 1, cartPrice: product.price }]);
    const field = within(orderTotals()).getByRole('textbox', { name: 'Gift certificate' });
    await user.type(field, 'abc');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('gift-message')).toHaveTextContent(
      "A certificate's code is 16 letters and digits, like XXXX-XXXX-XXXX-XXXX",
    );
    await user.clear(field);
    await user.type(field, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('gift-message')).toHaveTextContent('There is no such gift certificate');
    expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(field).toHaveAccessibleDescription('There is no such gift certificate');
    expect(screen.queryByTestId('checkout-gift')).toBeNull();
    // Enter applied the code and did not send the order; nothing was kept as applied
    expect(screen.queryByTestId('checkout-problem')).toBeNull();
    expect(readDraft(me.id).giftCertificate).toBe('');
  }, 60_000);

  it("re-checks a certificate kept in the draft (a reload), checks a certificate line's recipient, and sends both with the order", async () => {
    const session = await signedInShopper({ name: 'Aman', surname: 'Amanow' });
    const me = (await liveUser(session)) as unknown as UserWire;
    saveDraft(me.id, { ...deliverableDraft(), giftCertificate: certificate.code });
    saveGiftDraft(me.id, { [hundred.id]: { to: 'aman@', note: 'Doglan günüň gutly bolsun!' } });
    const onPlaced = jest.fn<(placed: Placed) => void>();
    const { user } = await renderCheckout(
      session,
      [
        { id: product.id, count: 1, cartPrice: product.price },
        { id: hundred.id, count: 1, cartPrice: hundred.price },
      ],
      onPlaced,
    );
    const total = amountOf(screen.getByTestId('checkout-total').textContent);
    // a certificate never pays for the certificate line
    const pays = Math.min(500, total - 100);
    await waitFor(() => expect(screen.getByTestId('checkout-gift')).toHaveTextContent(`−${formatPrice(pays)}`));

    const line = within(screen.getByTestId('checkout-gift-line'));
    const to = line.getByRole('textbox', { name: "Recipient's phone or e-mail" });
    expect(to).toHaveValue('aman@');
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    expect(await line.findByText('Enter a phone number or an e-mail')).toBeVisible();
    expect(onPlaced).not.toHaveBeenCalled();
    await user.clear(to);
    await user.type(to, '65 44 33 22');

    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const order = await liveJson<OrderDetail>(`/client/v4/orders/${onPlaced.mock.calls[0][0].id}`, {
      headers: { token: session.token, device: session.device },
    });
    expect(order.giftCertificate).toEqual({ last4: certificate.last4, amount: pays, due: order.total - pays });
    expect(order.lines.find((row) => row.id === hundred.id)?.gift).toEqual({
      to: '+99365443322',
      note: 'Doglan günüň gutly bolsun!',
    });
    expect(order.lines.find((row) => row.id === product.id)?.gift).toBeUndefined();
  }, 120_000);
});
