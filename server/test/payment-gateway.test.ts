/**
 * The RBS gateway client (services/payments/rbs-client.ts) against the API's own gateway simulator
 * over HTTP, as it talks to a bank's gateway: each call, each refusal, and a gateway that is down,
 * failing or silent; the merchant's login never in an error.
 */
import { createServer, type AddressInfo } from 'node:net';
import {
  GatewayRefused,
  GatewayUnavailable,
  TMT_CURRENCY,
  type PaymentGateway,
  type RegisterPayment,
} from '../src/services/payments/gateway';
import { rbsGateway, type Fetcher } from '../src/services/payments/rbs-client';
import { simulatorMerchants, type SimMerchants } from '../src/services/payments/simulator';
import { simulatorFetcher } from '../src/services/payments/gateways';
import { TestClock, HOUR } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { payAtForm } from './payment-gateway-helpers';

const clock = new TestClock();
let t: TestApp;
let base: string;
let gateway: PaymentGateway;
let numbers = 0;

let merchants: SimMerchants;
let merchant: SimMerchants['halkbank'];
const client = (options: Partial<Parameters<typeof rbsGateway>[0]> = {}) =>
  rbsGateway({ bank: 'halkbank', baseUrl: base, ...merchant, timeoutMs: 5_000, ...options });

const payment = (overrides: Partial<RegisterPayment> = {}): RegisterPayment => ({
  orderNumber: `order-${++numbers}`,
  amountMinor: 123_450,
  currency: TMT_CURRENCY,
  returnUrl: 'https://shop.example.tm/order/payment?order=7',
  failUrl: 'https://shop.example.tm/order/payment?order=7',
  language: 'ru',
  description: 'Sargyt 7',
  ...overrides,
});

/** The rejection of `promise`, which must reject. */
async function refusal(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the call did not fail');
}

const noSecrets = (error: Error) => {
  const told = `${error.message} ${error.stack ?? ''} ${JSON.stringify(error)}`;
  for (const secret of [merchant.password, merchant.userName, 'very-secret-password']) {
    expect(told).not.toContain(secret);
  }
};

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now, shopUrl: 'https://shop.example.tm' } });
  merchants = await simulatorMerchants(t.database.db);
  merchant = merchants.halkbank;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/gateway-sim/payment/rest/`;
  gateway = client();
});
afterAll(() => t.close());

it('registers a payment and reads it registered, with its amount and currency, then paid', async () => {
  const registered = await gateway.register(payment());
  expect(registered.gatewayOrderId).toMatch(/^[0-9a-f-]{36}$/);
  const form = new URL(registered.formUrl);
  expect(form.pathname).toBe('/gateway-sim/payment/form');
  expect(form.searchParams.get('mdOrder')).toBe(registered.gatewayOrderId);
  expect(form.searchParams.get('language')).toBe('ru');
  expect(await gateway.status(registered.gatewayOrderId)).toEqual({
    state: 'registered',
    amountMinor: 123_450,
    currency: 934,
    actionCode: 0,
  });

  await payAtForm(t.app, registered.formUrl, '4111 1111 1111 1111');
  expect(await gateway.status(registered.gatewayOrderId)).toEqual({
    state: 'paid',
    amountMinor: 123_450,
    currency: 934,
    actionCode: 0,
    actionText: 'Approved',
    // cardAuthInfo.pan, 411111**1111: only its last 4 digits leave the client
    cardLast4: '1111',
  });
});

it('reads a declined card as declined, with the issuer’s action code for staff', async () => {
  const registered = await gateway.register(payment());
  await payAtForm(t.app, registered.formUrl, '4000 0000 0000 0002');
  const status = await gateway.status(registered.gatewayOrderId);
  expect(status).toMatchObject({ state: 'declined', actionCode: 116, actionText: 'Insufficient funds' });
});

it('reads the 3-D Secure step as three_ds until the code is given', async () => {
  const registered = await gateway.register(payment());
  await payAtForm(t.app, registered.formUrl, '4000 0000 0000 3220');
  expect((await gateway.status(registered.gatewayOrderId)).state).toBe('three_ds');
});

it('refuses a duplicate order number with errorCode 1, and one bank’s orders are not another’s', async () => {
  const first = payment();
  await gateway.register(first);
  const error = await refusal(gateway.register({ ...first }));
  expect(error).toBeInstanceOf(GatewayRefused);
  expect((error as GatewayRefused).errorCode).toBe(1);
  expect((error as GatewayRefused).bank).toBe('halkbank');

  // another merchant may use the same number; it cannot read Halkbank's order
  const senagat = client({ bank: 'senagat', ...merchants.senagat });
  const own = await senagat.register({ ...first });
  const halkbanks = await gateway.register(payment());
  expect((await senagat.status(own.gatewayOrderId)).state).toBe('registered');
  const foreign = await refusal(senagat.status(halkbanks.gatewayOrderId));
  expect(foreign).toBeInstanceOf(GatewayRefused);
  expect((foreign as GatewayRefused).errorCode).toBe(6);
});

it('refuses a zero amount (4), another currency (3) and an unknown order (6)', async () => {
  const zero = await refusal(gateway.register(payment({ amountMinor: 0 })));
  expect(zero).toMatchObject({ name: 'GatewayRefused', errorCode: 4 });
  const dollars = await refusal(gateway.register(payment({ currency: 840 as typeof TMT_CURRENCY })));
  expect(dollars).toMatchObject({ name: 'GatewayRefused', errorCode: 3 });
  const unknown = await refusal(gateway.status('00000000-0000-4000-8000-000000000000'));
  expect(unknown).toMatchObject({ name: 'GatewayRefused', errorCode: 6 });
});

it('refuses a wrong password with errorCode 5, and neither the login nor the password is in the error', async () => {
  const wrong = client({ password: 'very-secret-password' });
  const error = await refusal(wrong.register(payment()));
  expect(error).toBeInstanceOf(GatewayRefused);
  expect((error as GatewayRefused).errorCode).toBe(5);
  expect(error.message).toBe('payment gateway halkbank refused: 5 Access denied');
  noSecrets(error);
});

it('reverses a payment of the same day once; a paid one of an earlier day only refunds', async () => {
  const open = await gateway.register(payment());
  await gateway.reverse(open.gatewayOrderId);
  expect((await gateway.status(open.gatewayOrderId)).state).toBe('reversed');
  const again = await refusal(gateway.reverse(open.gatewayOrderId));
  expect(again).toMatchObject({ name: 'GatewayRefused', errorCode: 7 });

  const paid = await gateway.register(payment());
  await payAtForm(t.app, paid.formUrl, '4111111111111111');
  await gateway.reverse(paid.gatewayOrderId);
  expect((await gateway.status(paid.gatewayOrderId)).state).toBe('reversed');

  const yesterday = await gateway.register(payment());
  await payAtForm(t.app, yesterday.formUrl, '4111111111111111');
  clock.advance(24 * HOUR);
  const late = await refusal(gateway.reverse(yesterday.gatewayOrderId));
  expect(late).toMatchObject({ name: 'GatewayRefused', errorCode: 7 });
  await gateway.refund(yesterday.gatewayOrderId, 123_450);
  expect((await gateway.status(yesterday.gatewayOrderId)).state).toBe('refunded');
});

it('refunds only a paid order, never more than is left, and a second whole refund is refused', async () => {
  const unpaid = await gateway.register(payment());
  const early = await refusal(gateway.refund(unpaid.gatewayOrderId, 100));
  expect(early).toMatchObject({ name: 'GatewayRefused', errorCode: 7 });

  const paid = await gateway.register(payment({ amountMinor: 50_000 }));
  await payAtForm(t.app, paid.formUrl, '4111111111111111');
  const tooMuch = await refusal(gateway.refund(paid.gatewayOrderId, 50_001));
  expect(tooMuch).toMatchObject({ name: 'GatewayRefused', errorCode: 7 });
  await gateway.refund(paid.gatewayOrderId, 20_000);
  await gateway.refund(paid.gatewayOrderId, 30_000);
  expect(await gateway.status(paid.gatewayOrderId)).toMatchObject({ state: 'refunded', amountMinor: 50_000 });
  const twice = await refusal(gateway.refund(paid.gatewayOrderId, 30_000));
  expect(twice).toMatchObject({ name: 'GatewayRefused', errorCode: 7 });
});

it('gives up on a silent gateway at its time limit (card …0119), and reads paid once the silence is over', async () => {
  const registered = await gateway.register(payment());
  await payAtForm(t.app, registered.formUrl, '4000 0000 0000 0119');
  const impatient = client({ timeoutMs: 300 });
  const silent = await refusal(impatient.status(registered.gatewayOrderId));
  expect(silent).toBeInstanceOf(GatewayUnavailable);
  expect(silent.message).toBe(
    'payment gateway halkbank unavailable: getOrderStatusExtended.do gave no answer in 300 ms',
  );
  noSecrets(silent);
  // the in-process simulator (simulatorFetcher) is held to the same limit
  const inProcess = client({ timeoutMs: 300, fetcher: simulatorFetcher(t.app) });
  expect(await refusal(inProcess.status(registered.gatewayOrderId))).toBeInstanceOf(GatewayUnavailable);

  clock.advance(60_000);
  expect((await impatient.status(registered.gatewayOrderId)).state).toBe('paid');
  expect((await inProcess.status(registered.gatewayOrderId)).state).toBe('paid');
});

it('counts 5xx answers, answers that are not JSON, and an unreachable gateway as unavailable', async () => {
  const answering =
    (status: number, body: string): Fetcher =>
    async () => ({ status, text: async () => body });
  const down = await refusal(client({ fetcher: answering(503, 'Service Unavailable') }).status('x'));
  expect(down).toBeInstanceOf(GatewayUnavailable);
  expect(down.message).toBe('payment gateway halkbank unavailable: getOrderStatusExtended.do answered 503');
  const broken = await refusal(client({ fetcher: answering(500, '{"errorCode":"0"}') }).register(payment()));
  expect(broken).toBeInstanceOf(GatewayUnavailable);
  const html = await refusal(client({ fetcher: answering(200, '<html>maintenance</html>') }).reverse('x'));
  expect(html).toBeInstanceOf(GatewayUnavailable);
  const noFormUrl = await refusal(client({ fetcher: answering(200, '{"orderId":"abc"}') }).register(payment()));
  expect(noFormUrl).toBeInstanceOf(GatewayUnavailable);

  // a port nobody listens on: one just opened and closed again
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const unreachable = client({ baseUrl: `http://127.0.0.1:${port}/payment/rest/`, password: 'very-secret-password' });
  const error = await refusal(unreachable.register(payment()));
  expect(error).toBeInstanceOf(GatewayUnavailable);
  expect(error.message).toMatch(/^payment gateway halkbank unavailable: register\.do could not be reached/);
  noSecrets(error);
});

it('sends the login only in the form-encoded body, and blanks it should a gateway echo it back', async () => {
  const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
  const echoing: Fetcher = async (url, init) => {
    seen.push({ url, headers: init.headers, body: init.body });
    return {
      status: 200,
      text: async () =>
        JSON.stringify({ errorCode: '5', errorMessage: `Bad login ${merchant.userName}:${merchant.password}` }),
    };
  };
  const error = await refusal(client({ fetcher: echoing }).refund('md-1', 500));
  expect(error).toBeInstanceOf(GatewayRefused);
  expect(error.message).toBe('payment gateway halkbank refused: 5 Bad login ***:***');
  noSecrets(error);
  expect(seen).toHaveLength(1);
  expect(seen[0].url).toBe(`${base}refund.do`);
  expect(seen[0].url).not.toContain(merchant.password);
  expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({
    userName: merchant.userName,
    password: merchant.password,
    orderId: 'md-1',
    amount: '500',
  });
});
