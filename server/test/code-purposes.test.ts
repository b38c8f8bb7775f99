/**
 * A code for one purpose never waits on another's timer (docs/adr/015): the 60 s resend wait is per
 * purpose, so a shopper who just signed in by SMS and checks out at once gets the order's code at
 * once, while a second code of the same purpose still waits.
 */
import type { OrderPlacedWire } from '../src/contract/orders';
import type { CodeSentWire } from '../src/contract/auth';
import { startTestApp, type TestApp } from './helpers';
import { call, signInByCode, TestClock } from './auth-helpers';
import { newIp, newPhone, orderBody, orderCall, orderCode, productsInStock } from './order-helpers';

describe('the resend wait of each purpose', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    // The sample catalogue, a copy of the run's seed: a catalogue of its own would be seeded for this file alone.
    t = await startTestApp({ config: { now: clock.now } });
  });
  afterAll(() => t.close());

  it('sends the order code right after an SMS sign-in code to the same phone', async () => {
    const phone = newPhone('9936510');
    const ip = newIp();
    const session = await signInByCode(t.app, phone, { ip });
    const shopper = { token: session.token, device: session.device, phone, ip };
    const [line] = await productsInStock(t.database.db, 1);
    // No clock move: the order is placed within the same second as the sign-in code.
    const placed = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body: orderBody([line], phone) });
    expect(placed.status).toBe(200);
    const code = await orderCode(t.app, phone);
    const confirmed = await orderCall(t.app, 'POST', '/verify', {
      shopper,
      body: { id: placed.body.id, code },
    });
    expect(confirmed.status).toBe(200);
  });

  it('keeps the wait within one purpose', async () => {
    const phone = newPhone('9936510');
    const ip = newIp();
    const first = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone }, ip });
    expect(first.status).toBe(200);
    const again = await call(t.app, 'POST', 'signin', { body: { phone }, ip });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
