/** @jest-environment-options {"liveApi": true} */
/**
 * The gift certificates screen in the staff app, against a live API whose certificates are issued
 * the way the shop issues them: a shopper orders 21 certificates of 100 TMT for a friend, with a
 * note, and pays by card at the gateway simulator; the friend reads a code in the SMS and spends it
 * in full on an order. A member of the order staff sees the list a page at a time, finds the spent
 * one by its last 4 characters and by status, opens its uses and follows the order, whose detail
 * shows the certificate's line and what is left to pay; the buying order's line shows its
 * recipient and note. A catalogue editor does not get the screen.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { SWRConfig } from 'swr';
import type { CategoryRowWire } from '../../../server/src/contract/catalogue';
import type { StaffGiftListWire } from '../../../server/src/contract/gift-certificates';
import type { ListWire } from '../../../server/src/contract/kit';
import type { StaffOrderDetailWire } from '../../../server/src/contract/orders';
import { STAFF_APP_BASE } from '../../../server/src/contract/staff-app';
import type { Lng } from '../../lib/catalog-types';
import { formatPhone } from '../../lib/phone-format';
import { formatPrice } from '../../lib/price';
import { liveJson, type LiveRow } from '../../test/live-catalogue';
import { freshPhone, signedInShopper, type LiveSession } from '../../test/live-session';
import {
  actAsStaff,
  adminJson,
  courierOrder,
  orderCode,
  payByCard,
  signedInStaff,
  type LiveOrderExtras,
  type LiveStaffMember,
} from '../../test/live-staff';
import { StaffApp } from '../app';
import { GIFTS_PER_PAGE } from './gift-certificates-screen';

const SCREEN = `${STAFF_APP_BASE}/gift-certificates`;
const NOTE = 'Doglan günüň gutly bolsun!';
/** A certificate's code as its message shows it: four groups of four. */
const GROUPED_CODE = /\b[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}\b/;

/** The staff app at `path`, in `lng`, with an SWR cache of its own. */
function openApp(path: string, lng: Lng = 'en') {
  window.localStorage.setItem('staff-language', lng);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StaffApp base={STAFF_APP_BASE} />
    </SWRConfig>,
  );
  return user;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

const outbox = () => liveJson<{ to: string; text: string }[]>('/dev/outbox.json');

/** Places a courier order of the shopper's and confirms it with the SMS's code, as the checkout does. */
async function placeAndConfirm(
  shopper: LiveSession,
  lines: { id: number; count: number; cartPrice: number; gift?: { to?: string; note?: string } }[],
  payment: { method: string; type: string },
  giftCertificate?: string,
) {
  const session = { token: shopper.token, device: shopper.device };
  const extras = await liveJson<LiveOrderExtras>('/client/v4/orders/extras');
  const phone = freshPhone();
  const placed = await liveJson<{ id: number }>('/client/v4/orders', {
    method: 'POST',
    headers: { ...session, 'idempotency-key': randomUUID() },
    body: {
      lines,
      ...courierOrder(extras, phone),
      payment,
      ...(giftCertificate ? { giftCertificate } : {}),
    },
  });
  await liveJson('/client/v4/orders/verify', {
    method: 'POST',
    headers: { ...session, 'idempotency-key': randomUUID() },
    body: { id: placed.id, code: await orderCode(phone, placed.id) },
  });
  return placed.id;
}

const allCertificates = async () =>
  adminJson<StaffGiftListWire>('/admin/v1/gift-certificates?limit=500').then((list) => list.rows);

let staff: LiveStaffMember;
let friend = '';
let boughtIn = 0;
/** The certificate the friend spent, and the order it paid. */
let spent: { last4: string; orderId: number };
let spentOrder: StaffOrderDetailWire;

beforeAll(async () => {
  staff = await signedInStaff(['orders']);
  const categories = await liveJson<ListWire<CategoryRowWire>>('/client/v4/categories?limit=1000');
  const giftCategory = categories.rows.find((row) => row.name === 'Gift certificates')!;
  const offered = await liveJson<{ rows: LiveRow[] }>(`/client/v4/products?categoryId=${giftCategory.id}&limit=10`);
  const hundred = offered.rows.find((row) => row.price === 100)!;

  // 21 certificates for a friend, paid by card: one page and one more.
  const buyer = await signedInShopper();
  friend = freshPhone();
  boughtIn = await placeAndConfirm(
    buyer,
    [{ id: hundred.id, count: GIFTS_PER_PAGE + 1, cartPrice: 100, gift: { to: friend, note: NOTE } }],
    { method: 'card', type: 'halkbank' },
  );
  await payByCard(buyer, boughtIn);

  // The friend reads a code in an SMS and spends all of it on goods that cost more.
  let code = '';
  await waitFor(
    async () => {
      const sms = (await outbox()).find((row) => digitsOf(row.to) === digitsOf(friend) && GROUPED_CODE.test(row.text));
      code = GROUPED_CODE.exec(sms?.text ?? '')?.[0] ?? '';
      expect(code).not.toBe('');
    },
    // the paid order's messages go at once; the API's sweep sends what is left within a minute
    { timeout: 75_000, interval: 500 },
  );
  const goods = (await liveJson<{ rows: LiveRow[] }>('/client/v4/products?limit=200')).rows.find(
    (row) => row.inStock && row.categoryId !== giftCategory.id && row.price >= 300 && row.price <= 3000,
  )!;
  const orderId = await placeAndConfirm(
    await signedInShopper(),
    [{ id: goods.id, count: 1, cartPrice: goods.price }],
    { method: 'on-delivery', type: 'cash' },
    code.toLowerCase().replace(/-/g, ' '),
  );
  spent = { last4: code.slice(-4), orderId };
  spentOrder = await adminJson<StaffOrderDetailWire>(`/admin/v1/orders/${orderId}`);
  expect(spentOrder.giftCertificate).toMatchObject({ last4: spent.last4, amount: 100 });
}, 180_000);

describe('the gift certificates screen', () => {
  it('lists the certificates a page at a time, each with its value, balance, order, recipient and note', async () => {
    actAsStaff(staff);
    const all = await allCertificates();
    expect(all.filter((row) => row.orderId === boughtIn)).toHaveLength(GIFTS_PER_PAGE + 1);
    const user = openApp(SCREEN);
    expect(await screen.findByRole('heading', { name: 'Gift certificates' })).toBeVisible();
    expect(await screen.findByText(`${all.length} certificates, showing 1–${GIFTS_PER_PAGE}`)).toBeVisible();
    expect(document.querySelectorAll('tr[data-gift]')).toHaveLength(GIFTS_PER_PAGE);

    // newest first: the last of the bought ones leads, unused
    const newest = all[0];
    const row = document.querySelector(`tr[data-gift="${newest.id}"]`)!;
    expect(row).toBe(document.querySelector('tr[data-gift]'));
    expect(row).toHaveTextContent(`••••${newest.last4}`);
    expect(row).toHaveTextContent(`${formatPrice(100)}${formatPrice(newest.balance)}`);
    expect(row).toHaveTextContent(`No. ${boughtIn}`);
    expect(row).toHaveTextContent(formatPhone(digitsOf(friend)));
    expect(row).toHaveTextContent(NOTE);
    expect(row).toHaveTextContent(/\d\d\.\d\d\.\d{4} \d\d:\d\d\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(row).toHaveTextContent(`account No. ${newest.buyerId}`);

    await user.click(screen.getByRole('button', { name: 'More certificates' }));
    expect(
      await screen.findByText(`${all.length} certificates, showing 1–${Math.min(all.length, 2 * GIFTS_PER_PAGE)}`),
    ).toBeVisible();
    expect(document.querySelectorAll('tr[data-gift]')).toHaveLength(Math.min(all.length, 2 * GIFTS_PER_PAGE));
  });

  it('finds the spent certificate by its last 4 and status, shows its use and leads to the order it paid', async () => {
    actAsStaff(staff);
    const user = openApp(SCREEN);
    // the form is made anew for each address's filters
    const filters = () => screen.getByRole('form', { name: 'Certificate filters' });
    const last4 = within(await screen.findByRole('form', { name: 'Certificate filters' })).getByLabelText(
      'Last 4 characters of the code',
    );

    // what the API's rule refuses is told at once, kept in its field, and nothing is asked for
    await user.type(last4, 'ab-');
    await user.click(within(filters()).getByRole('button', { name: 'Show' }));
    expect(last4).toHaveAccessibleDescription("Type the code's last 4 characters: Latin letters and digits.");
    expect(last4).toHaveValue('ab-');
    expect(window.location.search).toBe('');

    await user.clear(last4);
    await user.type(last4, spent.last4.toLowerCase());
    await user.selectOptions(within(filters()).getByLabelText('Status'), 'spent');
    await user.click(within(filters()).getByRole('button', { name: 'Show' }));
    expect(window.location.search).toBe(`?last4=${spent.last4.toLowerCase()}&status=spent`);
    expect(await screen.findByText('1 certificate, showing 1–1')).toBeVisible();
    const row = document.querySelector('tr[data-gift]')!;
    expect(row).toHaveTextContent(`••••${spent.last4}`);
    expect(row).toHaveTextContent(`${formatPrice(100)}${formatPrice(0)}spent`);
    expect(row).toHaveClass('off');

    // the same last 4 among the active ones: none
    await user.selectOptions(within(filters()).getByLabelText('Status'), 'active');
    await user.click(within(filters()).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No certificates match these filters.')).toBeVisible();

    // Back shows the spent one again, with its filters in the form
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(`?last4=${spent.last4.toLowerCase()}&status=spent`));
    expect(await screen.findByText('1 certificate, showing 1–1')).toBeVisible();
    expect(within(filters()).getByLabelText('Status')).toHaveValue('spent');
    expect(within(filters()).getByLabelText('Last 4 characters of the code')).toHaveValue(spent.last4.toLowerCase());

    await user.click(screen.getByRole('button', { name: `Uses of the certificate ••••${spent.last4}` }));
    const dialog = screen.getByRole('dialog', { name: `Certificate ••••${spent.last4}: its uses` });
    expect(within(dialog).getByText(`Value ${formatPrice(100)}, balance ${formatPrice(0)}.`)).toBeVisible();
    const use = within(dialog)
      .getByRole('link', { name: `No. ${spent.orderId}` })
      .closest('tr')!;
    expect(use).toHaveTextContent(
      new RegExp(`^No. ${spent.orderId}${formatPrice(100)}\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d—$`),
    );

    await user.click(within(dialog).getByRole('link', { name: `No. ${spent.orderId}` }));
    expect(window.location.pathname).toBe(`${STAFF_APP_BASE}/orders/${spent.orderId}`);
    const line = (
      await screen.findByRole('rowheader', { name: `Gift certificate ••••${spent.last4}` }, { timeout: 15_000 })
    ).closest('tr')!;
    expect(line).toHaveTextContent(`−${formatPrice(100)}`);
    expect(screen.getByRole('rowheader', { name: 'Left to pay' }).closest('tr')).toHaveTextContent(
      formatPrice(spentOrder.giftCertificate!.due),
    );
    expect(spentOrder.giftCertificate!.due).toBe(spentOrder.total - 100);
    // and beside the promo code's place in the payment's facts
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      `Gift certificate••••${spent.last4} −${formatPrice(100)}Left to pay${formatPrice(spentOrder.giftCertificate!.due)}`,
    );
  });

  it("shows a certificate line's recipient and note on the order that bought it, in Russian", async () => {
    actAsStaff(staff);
    openApp(`${STAFF_APP_BASE}/orders/${boughtIn}`, 'ru');
    const lines = await screen.findByRole('table', { name: 'Товары заказа' }, { timeout: 15_000 });
    const line = within(lines).getAllByRole('row')[1];
    expect(line).toHaveTextContent(`Кому: ${formatPhone(digitsOf(friend))}`);
    expect(line).toHaveTextContent(`Пожелание: ${NOTE}`);
    expect(line).toHaveTextContent(`${GIFTS_PER_PAGE + 1}`);
  });

  it('is not offered to a catalogue editor, and its address says the role it needs', async () => {
    actAsStaff(await signedInStaff(['catalogue']));
    openApp(SCREEN);
    expect(await screen.findByText('This section needs the “Order staff” role.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Gift certificates' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Certificate filters' })).toBeNull();
  });
});
