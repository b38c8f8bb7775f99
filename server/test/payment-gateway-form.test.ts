/**
 * The gateway simulator's card form (/gateway-sim/payment/form): the page in TM, RU and EN with the
 * test cards, its checks and their translated messages, the 3-D Secure step, and where the
 * shopper is sent back (returnUrl or failUrl with ?orderId=, as RBS does).
 */
import { TMT_CURRENCY, type PaymentGateway } from '../src/services/payments/gateway';
import { rbsGateway } from '../src/services/payments/rbs-client';
import { simulatorMerchants } from '../src/services/payments/simulator';
import { simulatorFetcher } from '../src/services/payments/gateways';
import { TestClock, MINUTE } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { payAtForm, postForm, sendCard } from './payment-gateway-helpers';

const clock = new TestClock();
let t: TestApp;
let gateway: PaymentGateway;
let numbers = 0;

const RETURN = 'https://shop.example.tm/order/payment?order=41';
const FAIL = 'https://shop.example.tm/order/payment?order=41&failed=1';

async function registered(language: 'tk' | 'ru' | 'en' = 'tk') {
  const { gatewayOrderId, formUrl } = await gateway.register({
    orderNumber: `form-${++numbers}`,
    amountMinor: 129_950,
    currency: TMT_CURRENCY,
    returnUrl: RETURN,
    failUrl: FAIL,
    language,
    description: 'Sargyt 41',
  });
  const url = new URL(formUrl);
  return { id: gatewayOrderId, formUrl, path: `${url.pathname}${url.search}` };
}

const page = (path: string) => t.app.inject({ method: 'GET', url: path });

beforeAll(async () => {
  t = await startTestApp({
    catalogue: null,
    config: { now: clock.now, publicApiUrl: 'https://api.example.tm', shopUrl: 'https://shop.example.tm' },
  });
  gateway = rbsGateway({
    bank: 'senagat',
    baseUrl: 'http://in-process/gateway-sim/payment/rest/',
    ...(await simulatorMerchants(t.database.db)).senagat,
    timeoutMs: 5_000,
    fetcher: simulatorFetcher(t.app),
  });
});
afterAll(() => t.close());

it.each([
  [
    'tk',
    'tk',
    'Synag töleg sahypasy',
    'Kartyň belgisi',
    '1 299.50 TMT töle',
    'kod 123456',
    'Demo: synag kartlary, hakyky pul geçirilmeýär',
  ],
  [
    'ru',
    'ru',
    'Тестовая страница оплаты',
    'Номер карты',
    'Оплатить 1 299.50 TMT',
    'код 123456',
    'Демо: тестовые карты, деньги не списываются',
  ],
  [
    'en',
    'en',
    'Test payment page',
    'Card number',
    'Pay 1 299.50 TMT',
    'code 123456',
    'Demo: test cards, no money moves',
  ],
] as const)(
  'shows the card form in %s with the demo mark, the order, the amount and the test cards',
  async (language, lang, title, label, pay, code, demo) => {
    const order = await registered(language);
    expect(order.formUrl.startsWith('https://api.example.tm/gateway-sim/payment/form?mdOrder=')).toBe(true);
    const answer = await page(order.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<p class="sim-demo" role="note">${demo}</p>`);
    // the expiry opens a number pad and has room for "12 / 30"
    expect(html).toMatch(/id="expiry" name="expiry" value="" inputmode="numeric" autocomplete="cc-exp" maxlength="7"/);
    expect(html).toContain(`<label for="pan">${label}</label>`);
    expect(html).toContain(pay);
    expect(html).toContain(code);
    expect(html).toContain('Sargyt 41');
    expect(html).toContain('src="/payments/senagat.svg"');
    for (const card of ['4111 1111 1111 1111', '4000 0000 0000 0002', '4000 0000 0000 3220', '4000 0000 0000 0119']) {
      expect(html).toContain(card);
    }
    // nothing from elsewhere; only its own script file, no inline one; forms go here and (after the redirect) to the shop
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe');
    expect(policy).toContain("form-action 'self' https://shop.example.tm");
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/gateway-sim/payment/simulator.js" defer>']);
    expect(html).not.toMatch(/https?:\/\/(?!shop\.example\.tm)/);
    // the page's files are served
    for (const file of ['base.css', 'simulator.css', 'icon.svg', 'simulator.js']) {
      expect((await page(`/gateway-sim/payment/${file}`)).statusCode).toBe(200);
    }
    // the other languages are a link away
    expect(html).toMatch(/href="\/gateway-sim\/payment\/form\?mdOrder=[0-9a-f-]{36}&amp;language=(tk|ru|en)"/);
  },
);

it('checks the card number (Luhn), the expiry (MM/YY, not past) and the CVC with translated messages', async () => {
  const order = await registered('en');
  const refused = await sendCard(t.app, order.formUrl, { pan: '4111 1111 1111 1112', expiry: '13/30', cvc: '12' });
  expect(refused.statusCode).toBe(400);
  expect(refused.body).toContain('This card number is not valid: check its digits.');
  expect(refused.body).toContain('Write the expiry date as MM/YY, e.g. 12/30.');
  expect(refused.body).toContain('The CVC code is the 3 digits on the back of the card.');
  expect(refused.body).toContain('aria-invalid="true" aria-describedby="pan-problem"');
  // what was typed comes back, except the CVC
  expect(refused.body).toContain('value="4111 1111 1111 1112"');
  expect(refused.body).toContain('name="cvc" value=""');

  const past = await sendCard(t.app, order.formUrl.replace('language=en', 'language=ru'), {
    pan: '4111111111111111',
    expiry: '10/26',
  });
  expect(past.statusCode).toBe(400);
  expect(past.body).toContain('Срок действия карты истёк.');
  const unknown = await sendCard(t.app, order.formUrl.replace('language=en', 'language=tk'), {
    pan: '5555 5555 5555 4444',
  });
  expect(unknown.body).toContain('Bu synag sahypasy: aşakdaky synag kartlarynyň biri bilen töläň.');
  const empty = await sendCard(t.app, order.formUrl, { pan: '', expiry: '' });
  expect(empty.body).toContain('Enter the card number.');
  expect(empty.body).toContain('Enter the expiry date as MM/YY.');
  // nothing changed at the gateway; a card valid to the end of this month pays
  expect((await gateway.status(order.id)).state).toBe('registered');
  const thisMonth = await sendCard(t.app, order.formUrl, { pan: '4111111111111111', expiry: '11/26' });
  expect(thisMonth.statusCode).toBe(303);
  expect(thisMonth.headers.location).toBe(`${RETURN}&orderId=${order.id}`);
});

it('sends a paid shopper to the return URL and a declined one to the fail URL, with the order id', async () => {
  const paid = await registered();
  expect(await payAtForm(t.app, paid.formUrl, '4111 1111 1111 1111')).toBe(`${RETURN}&orderId=${paid.id}`);
  const declined = await registered();
  expect(await payAtForm(t.app, declined.formUrl, '4000 0000 0000 0002')).toBe(`${FAIL}&orderId=${declined.id}`);
  expect((await gateway.status(declined.id)).state).toBe('declined');

  // the form sent again changes nothing: the page says what became of the payment
  const again = await sendCard(t.app, paid.formUrl, { pan: '4000 0000 0000 0002' });
  expect(again.statusCode).toBe(200);
  expect(again.body).toContain('Bu sargyt üçin töleg eýýäm edildi.');
  expect(again.body).toContain(`href="${RETURN.replace('&', '&amp;')}&amp;orderId=${paid.id}"`);
  expect((await gateway.status(paid.id)).state).toBe('paid');
  const reopened = await page(declined.path.replace('language=tk', 'language=en'));
  expect(reopened.body).toContain('This payment was declined or cancelled.');
});

it('asks the 3-D Secure code on a second step: the test code pays', async () => {
  const order = await registered('en');
  const step = await payAtForm(t.app, order.formUrl, '4000 0000 0000 3220');
  expect(step).toBe(`/gateway-sim/payment/form?mdOrder=${order.id}&language=en`);
  expect((await gateway.status(order.id)).state).toBe('three_ds');
  const asked = await page(step);
  expect(asked.body).toContain('<h1>3-D Secure check</h1>');
  expect(asked.body).toContain('Test code: 123456.');
  const short = await postForm(t.app, '/gateway-sim/payment/acs', { mdOrder: order.id, language: 'en', code: '12' });
  expect(short.statusCode).toBe(400);
  expect(short.body).toContain('The code is 6 digits.');
  expect((await gateway.status(order.id)).state).toBe('three_ds');

  const confirmed = await postForm(t.app, '/gateway-sim/payment/acs', {
    mdOrder: order.id,
    language: 'en',
    code: '123456',
  });
  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe(`${RETURN}&orderId=${order.id}`);
  expect((await gateway.status(order.id)).state).toBe('paid');
});

it('takes the expiry date as a phone’s number pad types it, and the card number with or without spaces', async () => {
  for (const [pan, expiry] of [
    ['4111111111111111', '1230'],
    ['4111 1111 1111 1111', '12 / 30'],
    ['4111-1111-1111-1111', ' 12/30 '],
  ]) {
    const order = await registered('en');
    const paid = await sendCard(t.app, order.formUrl, { pan, expiry });
    expect(paid.statusCode).toBe(303);
    expect((await gateway.status(order.id)).state).toBe('paid');
  }
  const order = await registered('en');
  for (const expiry of ['123', '12300', '1330', '12/3', 'ab/cd']) {
    const refused = await sendCard(t.app, order.formUrl, { pan: '4111111111111111', expiry });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Write the expiry date as MM/YY, e.g. 12/30.');
  }
  expect((await gateway.status(order.id)).state).toBe('registered');
});

it('gives three tries at the 3-D Secure code, counting them in the database and showing those left', async () => {
  const order = await registered('en');
  const step = await payAtForm(t.app, order.formUrl, '4000 0000 0000 3220');
  const acs = (code: string, language = 'en') =>
    postForm(t.app, '/gateway-sim/payment/acs', { mdOrder: order.id, language, code });
  const first = await acs('111111');
  expect(first.statusCode).toBe(400);
  expect(first.body).toContain('Wrong code. 2 tries left.');
  expect(first.body).toContain('aria-invalid="true" aria-describedby="code-problem"');
  expect((await gateway.status(order.id)).state).toBe('three_ds');
  // the count is the gateway's, not the page's: reloading the step does not give the tries back
  expect((await page(step)).body).not.toContain('tries left');
  const second = await acs('222222', 'ru');
  expect(second.body).toContain('Неверный код. Осталась 1 попытка.');
  const confirmed = await acs('123456');
  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe(`${RETURN}&orderId=${order.id}`);
  expect((await gateway.status(order.id)).state).toBe('paid');
});

it('declines the payment at the third wrong 3-D Secure code, and the step in Russian', async () => {
  const order = await registered('ru');
  const step = await payAtForm(t.app, order.formUrl, '4000000000003220');
  expect((await page(step)).body).toContain('Тестовый код: 123456.');
  for (const [code, told] of [
    ['654321', 'Неверный код. Осталось 2 попытки.'],
    ['654 322', 'Неверный код. Осталась 1 попытка.'],
  ]) {
    const tried = await postForm(t.app, '/gateway-sim/payment/acs', { mdOrder: order.id, language: 'ru', code });
    expect(tried.statusCode).toBe(400);
    expect(tried.body).toContain(told);
    expect((await gateway.status(order.id)).state).toBe('three_ds');
  }
  const wrong = await postForm(t.app, '/gateway-sim/payment/acs', {
    mdOrder: order.id,
    language: 'ru',
    code: '654323',
  });
  expect(wrong.statusCode).toBe(303);
  expect(wrong.headers.location).toBe(`${FAIL}&orderId=${order.id}`);
  expect(await gateway.status(order.id)).toMatchObject({ state: 'declined', actionCode: -2011 });
  // the right code afterwards changes nothing
  await postForm(t.app, '/gateway-sim/payment/acs', { mdOrder: order.id, language: 'ru', code: '123456' });
  expect((await gateway.status(order.id)).state).toBe('declined');
});

it('lets the shopper cancel back to the fail URL', async () => {
  const order = await registered();
  const url = new URL(order.formUrl);
  const cancelled = await postForm(t.app, url.pathname, { mdOrder: order.id, language: 'tk', action: 'cancel' });
  expect(cancelled.statusCode).toBe(303);
  expect(cancelled.headers.location).toBe(`${FAIL}&orderId=${order.id}`);
  expect(await gateway.status(order.id)).toMatchObject({ state: 'declined', actionCode: -2015 });
});

it('closes an unpaid form after 20 minutes, declined, as a bank’s session ends', async () => {
  const order = await registered('en');
  clock.advance(19 * MINUTE);
  expect((await gateway.status(order.id)).state).toBe('registered');
  clock.advance(MINUTE);
  expect(await gateway.status(order.id)).toMatchObject({ state: 'declined', actionCode: -2007 });
  const late = await sendCard(t.app, order.formUrl, { pan: '4111111111111111' });
  expect(late.statusCode).toBe(200);
  expect(late.body).toContain('This payment was declined or cancelled.');
  expect((await gateway.status(order.id)).state).toBe('declined');
});

it('answers an unknown payment with a translated page', async () => {
  const unknown = await page('/gateway-sim/payment/form?mdOrder=00000000-0000-4000-8000-000000000000&language=ru');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain('Такой оплаты нет.');
  const garbage = await page('/gateway-sim/payment/form?mdOrder=%3Cscript%3E');
  expect(garbage.statusCode).toBe(404);
  expect(garbage.body).toContain('Beýle töleg ýok.');
  expect(garbage.body).not.toContain('<script>');
});
