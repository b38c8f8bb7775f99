/**
 * One phone rule wherever a phone enters the API (docs/adr/027): a number typed as people in
 * Turkmenistan type it reaches +993; one the rule refuses gets the translated message and no SMS.
 */
import { eq } from 'drizzle-orm';
import type { CodeSentWire } from '../src/contract/auth';
import type { OrderPlacedWire } from '../src/contract/orders';
import { orders } from '../src/db/schema';
import { call, lastCode, MINUTE, outbox, TestClock } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { newIp, newShopper, orderBody, orderCall, orderCode, productsInStock } from './order-helpers';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now } });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(2 * MINUTE));

const smsTo = async (to: string) => (await outbox(t.app)).filter((row) => row.channel === 'sms' && row.to === to);

describe('sign-up, sign-in and the code step', () => {
  it('send the code of "64579281" to +99364579281, and any way of writing it is one account', async () => {
    const sent = await call<CodeSentWire>(t.app, 'POST', 'register', { body: { phone: '64579281' }, ip: newIp() });
    expect(sent.status).toBe(200);
    expect(await smsTo('+64579281')).toEqual([]);
    const code = await lastCode(t.app, '+99364579281');
    const verified = await call(t.app, 'POST', 'verifycode', {
      body: { phone: '+993 64 57 92 81', code, verification: sent.body.verification },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ auth: { phone: '99364579281' } });

    clock.advance(2 * MINUTE);
    const again = await call(t.app, 'POST', 'register', { body: { phone: '8 (64) 57-92-81' }, ip: newIp() });
    expect([again.status, again.body.code]).toEqual([400, 'userExists']);
    const smsLogin = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone: '064579281' }, ip: newIp() });
    expect(smsLogin.status).toBe(200);
    const signInCode = await lastCode(t.app, '+99364579281');
    const signedIn = await call(t.app, 'POST', 'verifycode', {
      body: { phone: '99364579281', code: signInCode, verification: smsLogin.body.verification },
    });
    expect(signedIn.body).toMatchObject({ auth: { id: (verified.body as { auth: { id: number } }).auth.id } });
  });

  it.each([
    ['+64579281', 'TM', 'Dogry telefon belgisini giriziň'],
    ['0064579281', 'RU', 'Введите правильный номер телефона'],
    ['1234567', 'EN', 'Please enter a valid phone number'],
    ['6457928', 'EN', 'Please enter a valid phone number'],
    ['+993 64 57 92 8', 'EN', 'Please enter a valid phone number'],
  ])('refuse %j in %s with the translated message and send nothing', async (phone, lng, text) => {
    const before = (await outbox(t.app)).length;
    for (const path of ['register', 'signin']) {
      const answer = await call(t.app, 'POST', path, { body: { phone }, lng, ip: newIp() });
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([400, 'phoneInvalid', text]);
    }
    const check = await call(t.app, 'POST', 'verifycode', { body: { phone, code: '1234', verification: 'x' } });
    expect([check.status, check.body.code]).toEqual([400, 'phoneInvalid']);
    expect((await outbox(t.app)).length).toBe(before);
  });

  it('keeps a foreign number written with its country code', async () => {
    const sent = await call(t.app, 'POST', 'signin', { body: { phone: '+7 (916) 123-45-67' }, ip: newIp() });
    expect(sent.status).toBe(200);
    expect(await smsTo('+79161234567')).toHaveLength(1);
  });
});

describe('orders', () => {
  it('send the checkout\'s code for "65407388" to +99365407388 and store that number', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const body = orderBody([a], shopper.phone);
    body.recipient.phone = '65407388';
    const placed = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body });
    expect(placed.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(row.recipientPhone).toBe('99365407388');
    expect(await orderCode(t.app, '+99365407388')).toMatch(/^\d{4}$/);
    expect(await smsTo('+65407388')).toEqual([]);
  });

  it('refuse a recipient "+65407388" and a quick order for "1234567", and take "65 40 73 89" as +993', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const body = orderBody([a], shopper.phone);
    body.recipient.phone = '+65407388';
    const refused = await orderCall(t.app, 'POST', '', { shopper, body, lng: 'RU' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Введите правильный номер телефона']);

    const fast = (phone: string) =>
      orderCall<{ id: number }>(t.app, 'POST', '/fast', {
        body: { productId: a.id, name: 'Jeren', phone },
        ip: newIp(),
      });
    expect((await fast('1234567')).status).toBe(400);
    const taken = await fast('65 40 73 89');
    expect(taken.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, taken.body.id));
    expect(row.recipientPhone).toBe('99365407389');
  });
});
