// Browser: keyboard focus and a reload on the orders screen, the cancel dialog as a phone's bottom sheet, dates kept on one line at 390 px.
/**
 * The order staff's part of the staff app (docs/adr/028, 029): an account with the orders role signs
 * in at /staff, filters the orders and opens one by keyboard (a reload opens it again), moves it on;
 * cancels a paid card order (placed, confirmed and paid through the API and the gateway simulator's
 * test card 4111 1111 1111 1111) after a dialog that says the payment is refunded, and the money
 * goes back once (the payment's history, read through the API too); reads the messages sent with
 * their times on one line; and is refused the screens and calls of the other roles. TM, RU and EN
 * over the tests, both widths. Products 216-218 are this file's (and editors-orders.spec.ts's, which
 * it replaces); a cancel puts the piece back.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { STAFF_APP_BASE, STAFF_APP_SCREENS } from '../../server/src/contract/staff-app';
import { formatPhone } from '../../src/lib/phone-format';
import { codeFor } from './checkout-steps';
import { api, MESSAGES, tmt, type Lng } from './support';
import { fitsTheWindow, makeStaff, signIn, STAFF_ADMIN_TOKEN } from './staff-support';

const ADMIN = { 'x-admin-token': STAFF_ADMIN_TOKEN };
const PAID_CARD = '4111111111111111';
const MINE = ['orders', 'messages', 'promo-codes', 'gift-certificates'];

/** A text of the app with its {values} put in (the ones used here have no plurals). */
const say = (lng: Lng, id: string, values: Record<string, string | number> = {}) =>
  MESSAGES[lng][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

let phones = 0;
/** A phone of its own per call (+993 6w 8n nnnn), so runs never share an account or a code. */
function freshPhone(info: TestInfo) {
  phones += 1;
  const width = info.project.name === 'phone' ? 2 : 1;
  return `+9936${width}8${phones % 10}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

interface Extras {
  deliveryMethods: { code: string; needsAddress: boolean }[];
  deliveryTypes: { code: string; method: string }[];
  dates: string[];
  times: string[];
}

/**
 * An order of one piece, placed by a shopper signed in by SMS (the request context keeps the
 * session's cookies) and confirmed by its code: accepted, or awaiting its card payment.
 */
async function confirmedOrder(request: APIRequestContext, info: TestInfo, payment: { method: string; type: string }) {
  const shopper = freshPhone(info);
  const sent = await request.post('/auth/v2/signin', { data: { phone: shopper } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { verification } = (await sent.json()) as { verification: string };
  const verified = await request.post('/auth/v2/verifycode', {
    data: { phone: shopper, code: await codeFor(request, shopper), verification },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  const products: { id: number; price: number; stock: number }[] = [];
  for (const id of [216, 217, 218]) products.push(await api(request, `/client/v4/products/${id}`));
  const [product] = products.sort((a, b) => b.stock - a.stock);
  expect(product.stock).toBeGreaterThan(0);
  const extras = await api<Extras>(request, '/client/v4/orders/extras');
  const courier = extras.deliveryMethods.find((method) => method.needsAddress)!;
  const recipient = freshPhone(info);
  const placed = await request.post('/client/v4/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      lines: [{ id: product.id, count: 1, cartPrice: product.price }],
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: recipient },
      address: { welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-7', street: 'Atatürk köçesi', building: '21' },
      delivery: {
        method: courier.code,
        type: extras.deliveryTypes.find((type) => type.method === courier.code)!.code,
        // tomorrow when it can be booked, so any of the day's hours is still ahead
        date: extras.dates[Math.min(1, extras.dates.length - 1)],
        time: extras.times.at(extras.dates.length > 1 ? 0 : -1)!,
      },
      payment,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { id } = (await placed.json()) as { id: number };
  const confirmed = await request.post('/client/v4/orders/verify', {
    headers: { 'idempotency-key': randomUUID() },
    data: { id, code: await codeFor(request, recipient, (text) => text.includes(`${id}`)) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { total } = (await confirmed.json()) as { total: number };
  return { id, total, recipient };
}

/** A card order paid at the simulator's card form, as the shopper pays it: accepted, paid. */
async function paidCardOrder(request: APIRequestContext, info: TestInfo) {
  const order = await confirmedOrder(request, info, { method: 'card', type: 'halkbank' });
  const started = await request.post(`/client/v4/orders/${order.id}/payment`, { data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const form = new URL((await started.json()).formUrl as string);
  expect((await request.get(`${form.pathname}${form.search}`)).status()).toBe(200);
  const paid = await request.post(form.pathname, {
    form: {
      mdOrder: form.searchParams.get('mdOrder') ?? '',
      language: form.searchParams.get('language') ?? 'en',
      pan: PAID_CARD,
      expiry: '12/30',
      cvc: '123',
      name: 'AYNA ORAZOWA',
      action: 'pay',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  // the return page's call: the shop reads the state from the gateway and applies it
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/client/v4/orders/${order.id}/payment`)).json()) as { state: string }).state,
    )
    .toBe('paid');
  return order;
}

/** How many lines the element's text takes in the page: 1 when it stays on one line. */
const linesOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });

test('order staff filter the orders, open one by keyboard, reload it and move it on; the messages keep their times on one line (RU at 1280 px, TM at 390 px)', async ({
  page,
  request,
}, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'tm' : 'ru';
  const order = await confirmedOrder(request, info, { method: 'on-delivery', type: 'cash' });
  const staff = await makeStaff(request, ['orders'], 'Ogulgerek Saryýewa');
  await signIn(page, staff, lng);
  // the first screen the role allows: the orders
  await expect(page).toHaveURL(new RegExp(`${STAFF_APP_BASE}/orders$`));
  await expect(page.getByRole('heading', { level: 1, name: say(lng, 'staff.nav.orders') })).toBeVisible();

  const filters = page.getByRole('form', { name: say(lng, 'staff.orders.filters') });
  await filters.getByLabel(say(lng, 'staff.orders.status')).selectOption('accepted');
  await filters.getByRole('button', { name: say(lng, 'staff.orders.apply') }).click();
  await expect(page).toHaveURL(/\/orders\?status=accepted$/);
  const row = page.locator(`tbody tr[data-order-id="${order.id}"]`);
  await expect(row).toContainText(tmt(order.total));
  await expect(row).toContainText(say(lng, 'staff.orders.status.accepted'));
  await expect(page.locator('tbody .order-status').first()).toHaveText(say(lng, 'staff.orders.status.accepted'));
  // a phone's table scrolls in its box; the page itself does not, and a date stays on one line
  await fitsTheWindow(page);
  expect(await linesOf(page, `tbody tr[data-order-id="${order.id}"] td:nth-child(2)`)).toBe(1);

  // by keyboard: the order opens at its own address and its heading takes the focus
  await row.getByRole('link', { name: say(lng, 'staff.orders.open', { id: order.id }) }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: say(lng, 'staff.orders.title', { id: order.id }) });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${STAFF_APP_BASE}/orders/${order.id}$`));
  // a reload (or a shared link) opens the same order
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('region', { name: say(lng, 'staff.orders.contact') })).toContainText(
    formatPhone(order.recipient),
  );
  await fitsTheWindow(page);

  const change = page.getByRole('region', { name: say(lng, 'staff.orders.change') });
  await change.getByRole('button', { name: say(lng, 'staff.orders.to.delivering') }).click();
  await expect(page.getByRole('status').filter({ hasText: '№' })).toHaveText(
    say(lng, 'staff.orders.changed', { id: order.id, status: say(lng, 'staff.orders.status.delivering') }),
  );
  await expect(heading).toBeFocused();
  await expect(change.getByRole('button')).toHaveText([
    say(lng, 'staff.orders.to.delivered'),
    say(lng, 'staff.orders.to.cancelled'),
  ]);
  const stored = await (await request.get(`/admin/v1/orders/${order.id}`, { headers: ADMIN })).json();
  expect(stored.status).toBe('delivering');

  // back to the list as it was filtered: the order has left the accepted ones
  await page.getByRole('link', { name: `← ${say(lng, 'staff.orders.backToList')}` }).click();
  await expect(page).toHaveURL(/\/orders\?status=accepted$/);
  await expect(page.getByRole('heading', { level: 1, name: say(lng, 'staff.nav.orders') })).toBeVisible();
  await expect(page.locator(`tbody tr[data-order-id="${order.id}"]`)).toHaveCount(0);

  // the messages sent, the order's code among them: times and phones on one line at either width
  await page
    .getByRole('navigation', { name: say(lng, 'staff.nav.label') })
    .getByRole('link', { name: say(lng, 'staff.nav.messages') })
    .click();
  const sms = page
    .getByRole('row')
    .filter({ hasText: formatPhone(order.recipient) })
    .first();
  await expect(sms).toContainText(say(lng, 'staff.messages.sms'));
  expect(await linesOf(page, 'tbody tr td:nth-child(1)')).toBe(1);
  expect(await linesOf(page, 'tbody tr td:nth-child(2) .nowrap')).toBe(1);
  await fitsTheWindow(page);
});

test('a paid card order is cancelled after a dialog that says the payment is refunded; the money goes back once (EN, 390 px) @at-390', async ({
  page,
  request,
}, info) => {
  const lng: Lng = 'en';
  const order = await paidCardOrder(request, info);
  const staff = await makeStaff(request, ['orders']);
  await signIn(page, staff, lng, `/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: say(lng, 'staff.orders.title', { id: order.id }) }),
  ).toBeVisible();
  const attempt = page.getByRole('region', { name: say(lng, 'staff.orders.attempt', { n: 1, bank: 'Halkbank' }) });
  await expect(attempt).toContainText(tmt(order.total));
  await expect(attempt.locator('.attempt-state')).toHaveText(say(lng, 'staff.orders.paymentState.paid'));
  const events = attempt.locator('tbody tr td:nth-child(2)');
  await expect(events).toHaveText([say(lng, 'staff.orders.event.registered'), say(lng, 'staff.orders.event.paid')]);

  // the cancel is asked again: "keep it" has the focus, and the dialog says the payment goes back
  const change = page.getByRole('region', { name: say(lng, 'staff.orders.change') });
  await change.getByRole('button', { name: say(lng, 'staff.orders.to.cancelled') }).click();
  const dialog = page.getByRole('dialog', { name: say(lng, 'staff.orders.cancel.title', { id: order.id }) });
  await expect(dialog).toContainText(say(lng, 'staff.orders.cancel.refund', { amount: tmt(order.total) }));
  await expect(dialog.getByRole('button', { name: say(lng, 'staff.orders.cancel.keep') })).toBeFocused();
  // a phone's bottom sheet: the whole width, at the bottom of the window
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(844 - 2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change.getByRole('button', { name: say(lng, 'staff.orders.to.cancelled') })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: say(lng, 'staff.orders.cancel.keep') })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: say(lng, 'staff.orders.cancel.yes') })).toBeFocused();
  await page.keyboard.press('Enter');

  // what the API answered: cancelled, the payment reversed (or refunded when the bank refuses a reversal)
  const outcome = page.getByRole('status').filter({ hasText: '№' });
  await expect(outcome).toContainText(
    say(lng, 'staff.orders.changed', { id: order.id, status: say(lng, 'staff.orders.status.cancelled') }),
    { timeout: 40_000 },
  );
  await expect(outcome).toContainText(
    new RegExp(`${say(lng, 'staff.orders.moneyBack.reversed')}|${say(lng, 'staff.orders.moneyBack.refunded')}`),
  );
  await expect(dialog).toBeHidden();
  await expect(change).toContainText(say(lng, 'staff.orders.final'));
  await expect(events).toHaveText([
    say(lng, 'staff.orders.event.registered'),
    say(lng, 'staff.orders.event.paid'),
    say(lng, 'staff.orders.event.refund_asked'),
    new RegExp(`^(${say(lng, 'staff.orders.event.reversed')}|${say(lng, 'staff.orders.event.refunded')})$`),
  ]);
  await fitsTheWindow(page);

  // the payment's history through the API: cancelled, given back once, nothing owed
  const stored = await (await request.get(`/admin/v1/orders/${order.id}`, { headers: ADMIN })).json();
  expect(stored.status).toBe('cancelled');
  expect(['reversed', 'refunded']).toContain(stored.payments[0].state);
  expect(stored.payments[0].settle).toBeNull();
  const givenBack = (payments: { events: { kind: string }[] }[]) =>
    payments.flatMap((payment) => payment.events).filter((event) => ['reversed', 'refunded'].includes(event.kind));
  expect(givenBack(stored.payments)).toHaveLength(1);
  // a reload keeps the outcome's record: the same one refund
  await page.reload();
  await expect(events).toHaveCount(4);
});

test('order staff are refused the other roles’ screens, the staff accounts and the catalogue, by the app and by the API (TM) @any-width', async ({
  page,
  request,
}) => {
  const lng: Lng = 'tm';
  const staff = await makeStaff(request, ['orders']);
  await signIn(page, staff, lng);
  const nav = page.getByRole('navigation', { name: say(lng, 'staff.nav.label') });
  await expect(nav.getByRole('link')).toHaveText([
    say(lng, 'staff.nav.orders'),
    say(lng, 'staff.nav.messages'),
    say(lng, 'staff.nav.promoCodes'),
    say(lng, 'staff.nav.giftCertificates'),
  ]);

  const roles = ['owner', 'catalogue', 'chat'].map((role) => say(lng, `staff.role.${role}`));
  const missing = new RegExp(
    `^${say(lng, 'staff.roleMissing', { role: `(${roles.join('|')})` }).replace(/[.?]/g, '\\$&')}$`,
  );
  // every other screen, asked for by its address, says which role it needs
  for (const screen of STAFF_APP_SCREENS.filter((each) => !MINE.includes(each))) {
    await page.goto(`${STAFF_APP_BASE}/${screen}`);
    await expect(page.getByRole('alert')).toHaveText(missing);
  }

  // and the API refuses the calls themselves, whatever the app shows
  for (const path of ['/admin/v1/staff', '/admin/v1/audit', '/admin/v1/products/1', '/admin/v1/builds']) {
    const refused = await page.request.get(path, { headers: { lng: 'TM' } });
    expect([path, refused.status()]).toEqual([path, 403]);
    expect(((await refused.json()) as { code: string }).code).toBe('staffRoleMissing');
  }
  // and its own calls answer
  expect((await page.request.get('/admin/v1/orders?limit=1')).status()).toBe(200);
});
