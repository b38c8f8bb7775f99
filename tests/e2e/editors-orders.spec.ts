// Browser: the /admin page's script and keyboard navigation.
/**
 * The editors' page's Orders section (staff see each payment's history; docs/adr/025):
 * a card order is placed, confirmed and paid through the API and the gateway simulator (the test
 * card 4111 1111 1111 1111, as server/test/payments-simulator.test.ts pays), then on /admin the
 * staff member finds it in the Orders section, opens it with the keyboard, reads its payment's
 * history (registered, paid), cancels it and sees the money given back (reversed, or refunded when
 * the bank refuses a reversal), in RU at 390 px and in EN at 1280 px (the two projects). The texts
 * are the page's own (server/editor-page/editor-orders-texts.js, editor-orders-words.js). Products
 * 216-218 are this file's; the cancel puts the piece back.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Route, type TestInfo } from '@playwright/test';
import { codeFor } from './checkout-steps';
import { api, framesPassed, tmt } from './support';

const TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token';
const ADMIN = { 'x-admin-token': TOKEN };
const PAID_CARD = '4111111111111111';

/** What the page says, in the two languages this file runs in. */
const TEXTS = {
  ru: {
    token: 'Ключ администратора (x-admin-token)',
    signIn: 'Войти',
    title: 'Заказы',
    link: 'Заказы',
    status: 'Статус',
    show: 'Показать',
    open: (id: number) => `Открыть заказ № ${id}`,
    heading: (id: number) => `Заказ № ${id}`,
    accepted: 'Принят',
    cancelled: 'Отменён',
    paid: 'Оплачено',
    history: 'История оплаты',
    // the bank's name as the API writes it in the request's language
    bank: 'Халкбанк',
    attempt: 'Попытка 1 · Халкбанк',
    registered: 'Регистрация в банке',
    paidEvent: 'Оплата',
    refundAsked: 'Запрошен возврат',
    givenBack: /^(Отмена оплаты|Возврат денег на карту)$/,
    stateBack: /^(Отменено, деньги возвращены|Деньги возвращены на карту)$/,
    cancel: 'Отменить заказ',
    yes: 'Да, отменить',
    keep: 'Нет, оставить',
    changed: (id: number) => `Заказ № ${id}: Отменён.`,
    moneyBack: /деньги возвращены на карту|Деньги возвращены на карту/,
  },
  en: {
    token: 'Admin token (x-admin-token)',
    signIn: 'Sign in',
    title: 'Orders',
    link: 'Orders',
    status: 'Status',
    show: 'Show',
    open: (id: number) => `Open order № ${id}`,
    heading: (id: number) => `Order № ${id}`,
    accepted: 'Accepted',
    cancelled: 'Cancelled',
    paid: 'Paid',
    history: 'Payment history',
    bank: 'Halkbank',
    attempt: 'Attempt 1 · Halkbank',
    registered: 'Registered',
    paidEvent: 'Paid',
    refundAsked: 'Refund asked',
    givenBack: /^(Reversed|Refunded)$/,
    stateBack: /^(Reversed, money returned|Refunded to the card)$/,
    cancel: 'Cancel the order',
    yes: 'Yes, cancel it',
    keep: 'No, keep it',
    changed: (id: number) => `Order № ${id}: Cancelled.`,
    moneyBack: /money is back on the card|refunded to the card/,
  },
} as const;

let phones = 0;
/** A phone of its own per call (+993 6w 7n nnnn), so runs never share an account or a code. */
function freshPhone(info: TestInfo) {
  phones += 1;
  const width = info.project.name === 'phone' ? 2 : 1;
  return `+9936${width}7${phones}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

interface Extras {
  deliveryMethods: { code: string; needsAddress: boolean }[];
  deliveryTypes: { code: string; method: string }[];
  paymentTypes: { code: string; method: string }[];
  dates: string[];
  times: string[];
}

/**
 * A card order of one piece, placed by a shopper signed in by SMS (the request context keeps the
 * session's cookies), confirmed by its code, and paid at the simulator's card form: accepted, paid.
 */
async function paidCardOrder(request: APIRequestContext, info: TestInfo) {
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
  const order = {
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
    payment: { method: 'card', type: 'halkbank' },
  };
  const place = (data: typeof order) =>
    request.post('/client/v4/orders', { headers: { 'idempotency-key': randomUUID() }, data });
  const placed = await place(order);
  expect(placed.status(), await placed.text()).toBe(200);
  // and one more that waits for its code: a list of every status holds an order of another status
  const waiting = await place({ ...order, recipient: { ...order.recipient, phone: freshPhone(info) } });
  expect(waiting.status(), await waiting.text()).toBe(200);
  const { id } = (await placed.json()) as { id: number };
  const confirmed = await request.post('/client/v4/orders/verify', {
    headers: { 'idempotency-key': randomUUID() },
    data: { id, code: await codeFor(request, recipient, (text) => text.includes(`${id}`)) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { total } = (await confirmed.json()) as { total: number; status: string };

  const started = await request.post(`/client/v4/orders/${id}/payment`, { data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const form = new URL((await started.json()).formUrl as string);
  const cardForm = await request.get(`${form.pathname}${form.search}`);
  expect(cardForm.status()).toBe(200);
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
      async () => ((await (await request.get(`/client/v4/orders/${id}/payment`)).json()) as { state: string }).state,
    )
    .toBe('paid');
  return { id, total };
}

test('staff find a paid card order, read its payment history and cancel it: the money goes back (RU at 390 px, EN at 1280 px)', async ({
  page,
  request,
}, info) => {
  const lng = info.project.name === 'phone' ? 'ru' : 'en';
  const T = TEXTS[lng];
  const { id, total } = await paidCardOrder(request, info);

  // The list the section asks for as it opens (every status) answers only after the filtered one:
  // a late answer must not put back the list the staff member replaced (nor take the focus).
  let holding = true;
  const held: Route[] = [];
  await page.route(/\/admin\/v1\/orders\?/, (route) =>
    holding && !route.request().url().includes('status=') ? held.push(route) : route.continue(),
  );
  await page.goto(`/admin?lng=${lng}`);
  await page.getByLabel(T.token).fill(TOKEN);
  await page.getByRole('button', { name: T.signIn }).click();
  const orders = page.locator('#orders');
  await expect(orders.getByRole('heading', { name: T.title, level: 2 })).toBeVisible();
  // the header's link leads to the section
  await page.locator('header nav').getByRole('link', { name: T.link, exact: true }).click();
  await expect(page).toHaveURL(/#orders$/);

  await orders.getByLabel(T.status, { exact: true }).selectOption('accepted');
  await orders.getByRole('button', { name: T.show, exact: true }).click();
  const row = orders.locator(`tbody tr[data-order-id="${id}"]`);
  await expect(row).toContainText(`№ ${id}`);
  await expect(row).toContainText(tmt(total));
  await expect(row).toContainText(T.accepted);
  await expect(row).toContainText(`${T.bank} · ${T.paid}`);
  holding = false;
  expect(held.length).toBeGreaterThan(0);
  const late = page.waitForResponse(
    (response) => /\/admin\/v1\/orders\?/.test(response.url()) && !response.url().includes('status='),
  );
  for (const route of held.splice(0)) await route.continue();
  await late;
  await framesPassed(page);
  const statuses = orders.locator('tbody tr .order-status');
  expect(await statuses.count()).toBeGreaterThan(0);
  for (const status of await statuses.all()) await expect(status).toHaveText(T.accepted);

  // by keyboard: the order opens and its heading takes the focus
  await row.getByRole('button', { name: T.open(id) }).focus();
  await page.keyboard.press('Enter');
  const detail = page.locator('#order-detail');
  await expect(detail.getByRole('heading', { name: T.heading(id) })).toBeFocused();
  await expect(detail.getByRole('heading', { name: T.history })).toBeVisible();
  const attempt = detail.locator('.attempt');
  await expect(attempt.getByRole('heading', { name: T.attempt })).toBeVisible();
  await expect(attempt).toContainText(tmt(total));
  await expect(attempt.locator('.attempt-state')).toHaveText(T.paid);
  const events = attempt.locator('.events tbody tr td:nth-child(2)');
  await expect(events).toHaveText([T.registered, T.paidEvent]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // cancelling is asked again: "keep it" has the focus; the cancel is confirmed with the keyboard
  await detail.getByRole('button', { name: T.cancel }).focus();
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('button', { name: T.keep })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(detail.getByRole('button', { name: T.yes })).toBeFocused();
  await page.keyboard.press('Enter');

  // the API's answer: cancelled, the payment reversed (or refunded), in the page's language
  const message = detail.getByRole('status');
  await expect(message).toContainText(T.changed(id));
  await expect(message).toContainText(T.moneyBack);
  await expect(events).toHaveText([T.registered, T.paidEvent, T.refundAsked, T.givenBack]);
  await expect(attempt.locator('.attempt-state')).toHaveText(T.stateBack);
  await expect(orders.locator(`tbody tr[data-order-id="${id}"]`)).toHaveCount(0); // no longer accepted
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // the list of cancelled orders has it, and the API agrees
  await orders.getByLabel(T.status, { exact: true }).selectOption('cancelled');
  await orders.getByRole('button', { name: T.show, exact: true }).click();
  await expect(orders.locator(`tbody tr[data-order-id="${id}"]`)).toContainText(T.cancelled);
  const staff = await (await request.get(`/admin/v1/orders/${id}`, { headers: ADMIN })).json();
  expect(staff.status).toBe('cancelled');
  expect(['reversed', 'refunded']).toContain(staff.payments[0].state);
  expect(staff.payments[0].settle).toBeNull();
});
