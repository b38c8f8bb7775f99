/** @jest-environment-options {"liveApi": true} */
/**
 * The order staff's screens in the staff app, against a live API: an account with the orders role
 * signed in (its session cookie on every call), and 21 orders placed as shoppers place them (quick
 * orders, cash orders with and without their code, and a card order paid at the gateway
 * simulator). The list a page at a time, its filters in the address and in the API's query, an
 * order's detail with its card payment's history, a status move and the API's refusal, a cancel
 * asked again in a dialog that says the payment is refunded and the money given back once, and the
 * messages sent, in TM, RU and EN.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { SWRConfig } from 'swr';
import type { StaffOrderDetailWire, StaffOrderListWire } from '../../../server/src/contract/orders';
import { shopDate } from '../../lib/dates';
import { formatPhone } from '../../lib/phone-format';
import { formatPrice } from '../../lib/price';
import type { Lng } from '../../lib/catalog-types';
import { freshPhone, signedInShopper, type LiveSession } from '../../test/live-session';
import {
  adminHeaders,
  courierOrder,
  orderCode,
  payByCard,
  signedInStaff,
  type LiveOrderExtras,
} from '../../test/live-staff';
import { StaffApp } from '../app';

const API = () => process.env.GATSBY_API_URL as string;
const nodeFetch = globalThis.fetch;

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await nodeFetch(`${API()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const post = <T,>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body), headers });

let cookie = '';
let shopper: LiveSession;
let cardOrder: { id: number; total: number };
let acceptedCash: number[] = [];

/** A checkout order of the shopper's, confirmed by its code when `confirm`. */
async function checkoutOrder(
  product: { id: number; price: number },
  extras: LiveOrderExtras,
  payment: { method: string; type: string },
  confirm: boolean,
) {
  const session = { token: shopper.token, device: shopper.device };
  const phone = freshPhone();
  const placed = await post<{ id: number }>(
    '/client/v4/orders',
    {
      lines: [{ id: product.id, count: 1, cartPrice: product.price }],
      ...courierOrder(extras, phone),
      payment,
      note: 'Gapyny kakmaň',
    },
    { ...session, 'idempotency-key': randomUUID() },
  );
  if (!confirm) return { id: placed.id, total: 0 };
  const confirmed = await post<{ total: number }>(
    '/client/v4/orders/verify',
    { id: placed.id, code: await orderCode(phone, placed.id) },
    { ...session, 'idempotency-key': randomUUID() },
  );
  return { id: placed.id, total: confirmed.total };
}

beforeAll(async () => {
  cookie = (await signedInStaff(['orders'])).cookie;

  shopper = await signedInShopper();
  const extras = await call<LiveOrderExtras>('/client/v4/orders/extras');
  const products: { id: number; price: number; stock: number }[] = [];
  for (let id = 1; products.length < 3; id++) {
    const product = await call<{ id: number; price: number; stock: number }>(`/client/v4/products/${id}`);
    if (product.stock >= 8) products.push(product);
  }
  // Ten quick orders (the shop calls back), three a phone at most, as the API allows an hour.
  const callers = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
  for (let n = 0; n < 10; n++)
    await post(
      '/client/v4/orders/fast',
      { productId: products[n % 3].id, name: 'Merdan', phone: callers[n % 4] },
      { 'idempotency-key': randomUUID() },
    );
  // Ten cash orders of the shopper's: five confirmed (accepted), five waiting for their code.
  acceptedCash = [];
  for (let n = 0; n < 10; n++) {
    const placed = await checkoutOrder(products[n % 3], extras, { method: 'on-delivery', type: 'cash' }, n < 5);
    if (n < 5) acceptedCash.push(placed.id);
  }
  // The newest: a card order, confirmed and paid.
  cardOrder = await checkoutOrder(products[0], extras, { method: 'card', type: 'halkbank' }, true);
  await payByCard(shopper, cardOrder.id);
}, 180_000);

/** The app's calls to the API, as `METHOD /path?query`. */
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // A browser sends the HttpOnly session cookie itself; Node's fetch keeps none, so it is added here.
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (!url.startsWith(API())) return nodeFetch(input, init);
    calls.push(`${init.method ?? 'GET'} ${url.slice(API().length)}`);
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    return nodeFetch(input, { ...init, headers });
  };
});

afterEach(() => {
  globalThis.fetch = nodeFetch;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** The staff app at `path`, in `lng`, with an SWR cache of its own. */
function openApp(path: string, lng: Lng) {
  window.localStorage.setItem('staff-language', lng);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StaffApp base="/admin" />
    </SWRConfig>,
  );
  return user;
}

const orderRows = () => screen.queryAllByRole('row').filter((row) => row.hasAttribute('data-order-id'));
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const adminOrder = (id: number) => call<StaffOrderDetailWire>(`/admin/v1/orders/${id}`, { headers: adminHeaders() });

describe("the order staff's orders screen", () => {
  it('lists the orders newest first, 20 at a time, with sums, phones and payments (RU)', async () => {
    const user = openApp('/admin/orders', 'ru');
    expect(await screen.findByText('21 заказ, показаны 1–20', {}, { timeout: 15_000 })).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Заказы');
    const rows = orderRows();
    expect(rows).toHaveLength(20);
    const ids = rows.map((row) => Number(row.getAttribute('data-order-id')));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(cardOrder.id);
    const [number, placed, recipient, phone, total, status, payment] = cellsOf(rows[0]);
    const wire = await adminOrder(cardOrder.id);
    expect([number, placed, recipient, total, status]).toEqual([
      `№ ${cardOrder.id}`,
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      'Aýna Orazowa',
      formatPrice(cardOrder.total),
      'Принят',
    ]);
    expect(phone).toBe(formatPhone(wire.phone));
    expect(phone).toMatch(/^\+993 6\d \d{2} \d{2} \d{2}$/);
    expect(payment).toMatch(/ · Халкбанк · Оплачено$/);
    // dates, phones and sums stay on one line
    const cells = within(rows[0]).getAllByRole('cell');
    expect([cells[1], cells[3], cells[4]].map((cell) => cell.className)).toEqual(['nowrap', 'nowrap', 'number']);
    expect(calls).toContain('GET /admin/v1/orders?limit=20&offset=0');

    await user.click(screen.getByRole('button', { name: 'Ещё заказы' }));
    expect(await screen.findByText('21 заказ, показаны 1–21')).toBeInTheDocument();
    expect(orderRows()).toHaveLength(21);
    expect(calls).toContain('GET /admin/v1/orders?limit=20&offset=20');
    expect(screen.queryByRole('button', { name: 'Ещё заказы' })).toBeNull();
  });

  it('filters by status and by the days placed, in the address and the API query (EN)', async () => {
    const user = openApp('/admin/orders', 'en');
    await screen.findByText('21 orders, showing 1–20', {}, { timeout: 15_000 });
    const filters = screen.getByRole('form', { name: 'Order filters' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'awaiting_code');
    await user.click(within(filters).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('5 orders, showing 1–5')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/admin/orders?status=awaiting_code');
    expect(calls).toContain('GET /admin/v1/orders?status=awaiting_code&limit=20&offset=0');
    for (const row of orderRows()) expect(cellsOf(row)[5]).toBe('Awaiting confirmation code');

    // the day every order here was placed (Ashgabat's), and a day after it, which holds none
    const { rows } = await call<StaffOrderListWire>('/admin/v1/orders?limit=1', { headers: adminHeaders() });
    const [day, month, year] = shopDate(rows[0].createdAt).split('.');
    const placedOn = `${year}-${month}-${day}`;
    const from = within(screen.getByRole('form', { name: 'Order filters' })).getByLabelText('Placed from');
    fireEvent.change(from, { target: { value: placedOn } });
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: placedOn } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(window.location.search).toBe(`?status=awaiting_code&from=${placedOn}&to=${placedOn}`));
    expect(await screen.findByText('5 orders, showing 1–5')).toBeInTheDocument();
    expect(calls).toContain(
      `GET /admin/v1/orders?status=awaiting_code&from=${placedOn}&to=${placedOn}&limit=20&offset=0`,
    );

    await user.selectOptions(screen.getByLabelText('Status'), '');
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2099-01-01' } });
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2099-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(orderRows()).toHaveLength(0);

    // a first day after the last: said beside the field, nothing asked, nothing typed lost
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2099-02-01' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Placed from')).toHaveAccessibleDescription(
      'The first day cannot be after the last one.',
    );
    expect(screen.getByLabelText('Placed from')).toHaveValue('2099-02-01');
    expect(screen.getByLabelText('Placed until')).toHaveValue('2099-01-31');
    expect(window.location.search).toBe('?from=2099-01-01&to=2099-01-31');
    expect(calls.length).toBe(asked);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('21 orders, showing 1–20')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Placed from')).toHaveValue('');
  });

  it("opens an order with its lines, contact, delivery and the card payment's history (TM)", async () => {
    const user = openApp('/admin/orders?status=accepted', 'tm');
    const link = await screen.findByRole('link', { name: `№ ${cardOrder.id} sargydy aç` }, { timeout: 15_000 });
    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: `№ ${cardOrder.id} sargyt` });
    expect(window.location.pathname).toBe(`/admin/orders/${cardOrder.id}`);
    await waitFor(() => expect(heading).toHaveFocus());
    const wire = await adminOrder(cardOrder.id);

    const contact = screen.getByRole('region', { name: 'Alyjy we aragatnaşyk' });
    expect(within(contact).getByRole('link', { name: formatPhone(wire.phone) })).toHaveAttribute(
      'href',
      `tel:${wire.phone}`,
    );
    expect(contact).toHaveTextContent('Sebet arkaly');
    const delivery = screen.getByRole('region', { name: 'Eltip bermek' });
    expect(delivery).toHaveTextContent('Atatürk köçesi 21, ');
    expect(delivery).toHaveTextContent('Gapyny kakmaň');
    expect(delivery).not.toHaveTextContent(wire.deliveryDate!);
    const lines = screen.getByRole('table', { name: 'Sargydyň harytlary' });
    expect(cellsOf(within(lines).getAllByRole('row')[1])).toEqual([
      wire.lines[0].name,
      '1',
      formatPrice(wire.lines[0].price),
      formatPrice(wire.lines[0].price),
    ]);
    expect(lines).toHaveTextContent(`Jemi${formatPrice(cardOrder.total)}`);

    const history = screen.getByRole('region', { name: 'Töleg taryhy' });
    const attempt = within(history).getByRole('region', { name: 'Synanyşyk 1 · Halkbank' });
    expect(attempt).toHaveTextContent('•••• 1111');
    expect(attempt).toHaveTextContent(formatPrice(cardOrder.total));
    const events = within(attempt)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row)[1]);
    expect(events).toEqual(['Bankda hasaba alyndy', 'Tölendi']);

    // back to the list as it was, filters and all
    await user.click(screen.getByRole('link', { name: '← Sargytlaryň sanawy' }));
    expect(await screen.findByRole('link', { name: `№ ${cardOrder.id} sargydy aç` })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/admin/orders?status=accepted');
  });

  it('moves an order on as the rule allows, and shows the API refusal when it moved meanwhile (TM)', async () => {
    const id = acceptedCash[0];
    const user = openApp(`/admin/orders/${id}`, 'tm');
    const change = await screen.findByRole('region', { name: 'Ýagdaýyny üýtget' }, { timeout: 15_000 });
    expect(
      within(change)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['«Ýolda» diýip belle', 'Sargydy ýatyr']);
    await user.click(within(change).getByRole('button', { name: '«Ýolda» diýip belle' }));
    expect(await screen.findByText(`№ ${id} sargyt: Ýolda.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(change)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['«Eltildi» diýip belle', 'Sargydy ýatyr']),
    );
    expect(calls).toContain(`PATCH /admin/v1/orders/${id}`);
    expect((await adminOrder(id)).status).toBe('delivering');

    // another staff member cancels it meanwhile: the API refuses the move in the app's language
    await call(`/admin/v1/orders/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'cancelled' }),
      headers: adminHeaders(),
    });
    await user.click(within(change).getByRole('button', { name: '«Eltildi» diýip belle' }));
    expect(await within(change).findByRole('alert')).toHaveTextContent(/geçirip bolmaýar/);
    // and the order is read again: it stands cancelled
    expect(await within(change).findByText('Bu sargydyň ýagdaýyny indi üýtgedip bolmaýar')).toBeInTheDocument();
  });

  it('asks again before cancelling a paid card order, says the payment is refunded, and gives it back once (EN)', async () => {
    const user = openApp(`/admin/orders/${cardOrder.id}`, 'en');
    const change = await screen.findByRole('region', { name: 'Change the status' }, { timeout: 15_000 });
    await user.click(within(change).getByRole('button', { name: 'Cancel the order' }));
    let dialog = screen.getByRole('dialog', { name: `Cancel order № ${cardOrder.id}?` });
    expect(dialog).toHaveTextContent('Its items go back to stock.');
    expect(dialog).toHaveTextContent(
      `It is paid by card: the payment of ${formatPrice(cardOrder.total)} will be refunded to the card.`,
    );
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(change).getByRole('button', { name: 'Cancel the order' })).toHaveFocus();
    expect(calls.filter((made) => made.startsWith('PATCH'))).toEqual([]);

    await user.click(within(change).getByRole('button', { name: 'Cancel the order' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const outcome = await screen.findByText(
      new RegExp(
        `^Order № ${cardOrder.id}: Cancelled\\. (The card payment was reversed: the money is back on the card|The money was refunded to the card)\\.$`,
      ),
      {},
      { timeout: 30_000 },
    );
    expect(outcome.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(within(change).getByText("This order's status can no longer change")).toBeInTheDocument();
    expect(calls.filter((made) => made.startsWith('PATCH'))).toEqual([`PATCH /admin/v1/orders/${cardOrder.id}`]);

    const attempt = screen.getByRole('region', { name: 'Attempt 1 · Halkbank' });
    await waitFor(() =>
      expect(
        within(attempt)
          .getAllByRole('row')
          .slice(1)
          .map((row) => cellsOf(row)[1]),
      ).toEqual(['Registered', 'Paid', 'Refund asked', expect.stringMatching(/^(Reversed|Refunded)$/)]),
    );
    expect(attempt).toHaveTextContent(/Reversed, money returned|Refunded to the card/);

    // the API agrees: cancelled, the money back once, nothing still owed; asked again, nothing more
    const given = (order: StaffOrderDetailWire) =>
      order.payments[0].events.filter((event) => event.kind === 'reversed' || event.kind === 'refunded');
    const after = await adminOrder(cardOrder.id);
    expect(after.status).toBe('cancelled');
    expect(['reversed', 'refunded']).toContain(after.payments[0].state);
    expect(after.payments[0].settle).toBeNull();
    expect(given(after)).toHaveLength(1);
    await call(`/admin/v1/orders/${cardOrder.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'cancelled' }),
      headers: adminHeaders(),
    });
    expect(given(await adminOrder(cardOrder.id))).toHaveLength(1);
  });

  it('says there is no such order for an address that names none (RU)', async () => {
    openApp('/admin/orders/12x', 'ru');
    expect(await screen.findByText('Такого заказа нет.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe("the order staff's messages screen", () => {
  it('shows the SMS sent to shoppers with phones formatted and times on one line (RU)', async () => {
    openApp('/admin/messages', 'ru');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Отправленные сообщения');
    const outbox = await call<{ to: string; text: string; at: string }[]>('/dev/outbox.json');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(outbox.length);
    const [at, to, text] = within(rows[0]).getAllByRole('cell');
    expect(at).toHaveClass('nowrap');
    expect(at.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(to).toHaveTextContent(`SMS ${formatPhone(outbox[0].to)}`);
    expect(within(to).getByText(formatPhone(outbox[0].to))).toHaveClass('nowrap');
    expect(text).toHaveTextContent(outbox[0].text);
    expect(calls).toContain('GET /admin/v1/outbox');
  });
});
