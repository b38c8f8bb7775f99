/**
 * docs/adr/017, rules 6-7: an order's code follows the accounts' code rules (4 digits, 5 minutes,
 * 3 tries, 10 wrong a day block the phone, counted in the database even when the confirmation is
 * refused) and never signs anybody in; quick orders are limited per phone and per client address.
 */
import type { OrderDetail, OrderPlacedWire } from '../../server/src/contract/orders';
import { FAST_ORDER_LIMITS } from '../../server/src/services/orders/fast';
import { call, MINUTE, TestClock, wrongCode } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import {
  newIp,
  newPhone,
  newShopper,
  orderBody,
  orderCall,
  placeWithCode,
  productsInStock,
} from '../../server/test/order-helpers';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now } });
});
afterAll(() => t.close());

async function placed() {
  const shopper = await newShopper(t.app, clock);
  const [a] = await productsInStock(t.database.db, 1);
  const { placed: answer, code } = await placeWithCode(t.app, shopper, orderBody([a], shopper.phone));
  return { shopper, id: answer.body.id, code, verification: answer.body.verification };
}

describe("an order's code", () => {
  it('refuses a wrong code, then ends after 3 tries: the right code no longer confirms', async () => {
    const { shopper, id, code } = await placed();
    for (let i = 0; i < 3; i++) {
      const answer = await orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code: wrongCode(code) } });
      expect([answer.status, answer.body.message]).toEqual([400, 'Invalid verification code']);
    }
    const late = await orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code } });
    expect(late.status).toBe(400);
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${id}`, { shopper });
    expect(detail.body.status).toBe('awaiting_code');
  });

  it('counts wrong codes sent at once: 12 parallel guesses leave the code dead and no order accepted', async () => {
    const { shopper, id, code } = await placed();
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10000).padStart(4, '0'));
    const answers = await Promise.all(
      guesses.map((guess) => orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code: guess } })),
    );
    expect(answers.every((answer) => answer.status === 400 || answer.status === 403)).toBe(true);
    // 10 wrong answers in a day block the phone: the right code is refused too.
    const right = await orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code } });
    expect([right.status, right.body.message]).toEqual([403, 'Your phone number is blocked']);
  });

  it('expires after 5 minutes', async () => {
    const { shopper, id, code } = await placed();
    clock.advance(5 * MINUTE + 1000);
    const answer = await orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code } });
    expect(answer.status).toBe(400);
  });

  it('a wrong code replayed with its key answers the same refusal; the count is not undone by the rollback', async () => {
    const { shopper, id, code } = await placed();
    const key = 'wrong-code-key-0001';
    const first = await orderCall(t.app, 'POST', '/verify', { shopper, key, body: { id, code: wrongCode(code) } });
    const again = await orderCall(t.app, 'POST', '/verify', { shopper, key, body: { id, code: wrongCode(code) } });
    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([400, 400, 'true']);
    // Two more wrong tries end the code: the first one counted.
    for (let i = 0; i < 2; i++) {
      await orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code: wrongCode(code) } });
    }
    expect((await orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code } })).status).toBe(400);
  });

  it('never signs in: the order verification and code are refused by /auth/v2/verifycode', async () => {
    const { shopper, code, verification } = await placed();
    const answer = await call(t.app, 'POST', 'verifycode', {
      body: { phone: shopper.phone, code, verification },
      lng: 'EN',
      ip: shopper.ip,
    });
    expect([answer.status, answer.body.message]).toEqual([400, 'Invalid parameters']);
  });

  it('is not sent to a malformed phone', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const body = orderBody([a], shopper.phone, { recipient: { name: 'A', surname: 'B', phone: '12ab' } });
    const answer = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body });
    expect([answer.status, answer.body.message]).toEqual([400, 'Please enter a valid phone number']);
  });
});

describe('quick orders are limited', () => {
  it(`per phone: ${FAST_ORDER_LIMITS.perPhone.max} an hour, then 429 with Retry-After, whatever the address`, async () => {
    const [a] = await productsInStock(t.database.db, 1);
    const phone = `+${newPhone()}`;
    for (let i = 0; i < FAST_ORDER_LIMITS.perPhone.max; i++) {
      const answer = await orderCall(t.app, 'POST', '/fast', {
        ip: newIp(),
        body: { productId: a.id, name: 'Limit', phone },
      });
      expect(answer.status).toBe(200);
    }
    const over = await orderCall(t.app, 'POST', '/fast', {
      ip: newIp(),
      body: { productId: a.id, name: 'Limit', phone },
    });
    expect([over.status, over.body.message]).toEqual([429, 'Too many requests. Please wait!']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The same phone written another way is the same phone.
    const spaced = phone.replace(/^\+993/, '+993 ');
    expect(
      (
        await orderCall(t.app, 'POST', '/fast', {
          ip: newIp(),
          body: { productId: a.id, name: 'Limit', phone: spaced },
        })
      ).status,
    ).toBe(429);
    clock.advance(FAST_ORDER_LIMITS.perPhone.windowMs + 1000);
    expect(
      (await orderCall(t.app, 'POST', '/fast', { ip: newIp(), body: { productId: a.id, name: 'Limit', phone } }))
        .status,
    ).toBe(200);
  });

  it(`per client address: ${FAST_ORDER_LIMITS.perAddress.max} an hour, whatever the phones, also at once`, async () => {
    const [a] = await productsInStock(t.database.db, 1);
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: FAST_ORDER_LIMITS.perAddress.max + 5 }, () =>
        orderCall(t.app, 'POST', '/fast', { ip, body: { productId: a.id, name: 'Many', phone: `+${newPhone()}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(FAST_ORDER_LIMITS.perAddress.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it("refuses a phone blocked by wrong codes (the accounts' block)", async () => {
    const { shopper, id, code } = await placed();
    for (let i = 0; i < 10; i++) {
      await orderCall(t.app, 'POST', '/verify', { shopper, body: { id, code: wrongCode(code) } });
    }
    const [a] = await productsInStock(t.database.db, 1);
    const answer = await orderCall(t.app, 'POST', '/fast', {
      ip: newIp(),
      body: { productId: a.id, name: 'Blocked', phone: `+${shopper.phone}` },
    });
    expect([answer.status, answer.body.message]).toEqual([403, 'Your phone number is blocked']);
  });
});
