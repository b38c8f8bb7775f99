/**
 * The person-name rule on the API (docs/adr/023): every body that takes a person's name (the
 * profile's name and surname, the checkout's recipient, the quick order's name, a back-in-stock
 * alert's full name) refuses digits and emoji with the rule's translated message, and takes the
 * names the site's forms take: any script, with hyphens, apostrophes, dots and spaces.
 */
import { eq } from 'drizzle-orm';
import { orders, users } from '../src/db/schema';
import { messageWith } from '../src/lib/messages';
import { call, signInByCode, TestClock } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { newIp, newPhone, newShopper, orderBody, orderCall, productsInStock } from './order-helpers';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now } });
});
afterAll(() => t.close());

const LNGS = ['tm', 'ru', 'en'] as const;
const VALID = ['Aýna', 'Ogulgerek Berdiýewa', "Gurbangül O'Neil", 'Jean-Luc', 'Мария-Анна Петрова', 'Anna Maria'];
const REFUSED: [string, string][] = [
  ['12345', '1 2 3 4 5'],
  ['Jeren 2', '2'],
  ['Aman 😀', '😀'],
  ['Maral 👍🏽', '👍🏽'],
];

/** "Invalid value: body/recipient/name may hold only letters…: remove 2", in `lng`. */
const edgeRefusal = (where: string, chars: string, lng: (typeof LNGS)[number]) =>
  `${messageWith('invalidValue', lng, {})}: ${where} ${messageWith('personNameCharacters', lng, { chars })}`;

describe('the profile', () => {
  it.each(REFUSED)('refuses %j as a name or surname, saying what to remove in TM, RU and EN', async (name, chars) => {
    const session = await signInByCode(t.app, newPhone('9936900'), { ip: newIp() });
    for (const lng of LNGS) {
      for (const field of ['name', 'surname']) {
        const refused = await call(t.app, 'POST', 'profile', { session, body: { [field]: name }, lng });
        expect([field, refused.status, refused.body]).toEqual([
          field,
          400,
          expect.objectContaining({ code: 'nameCharacters', message: messageWith('nameCharacters', lng, { chars }) }),
        ]);
      }
    }
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(session.auth.id)));
    expect([user.name, user.surname]).toEqual(['', '']);
  });

  it('refuses a name that does not start with a letter', async () => {
    const session = await signInByCode(t.app, newPhone('9936900'), { ip: newIp() });
    const refused = await call(t.app, 'POST', 'profile', { session, body: { name: '-Aman' }, lng: 'RU' });
    expect([refused.status, refused.body.message]).toEqual([400, messageWith('nameStart', 'ru', {})]);
  });

  it.each(VALID)('keeps %j, and lets a name be cleared', async (name) => {
    const session = await signInByCode(t.app, newPhone('9936900'), { ip: newIp() });
    const saved = await call<{ auth: { name: string; surname: string } }>(t.app, 'POST', 'profile', {
      session,
      body: { name: ` ${name} `, surname: name },
    });
    expect([saved.status, saved.body.auth.name, saved.body.auth.surname]).toEqual([200, name, name]);
    const cleared = await call<{ auth: { name: string } }>(t.app, 'POST', 'profile', { session, body: { name: '' } });
    expect([cleared.status, cleared.body.auth.name]).toEqual([200, '']);
  });
});

describe('the checkout', () => {
  it.each(REFUSED)("refuses %j as the recipient's name or surname, naming the field", async (name, chars) => {
    const shopper = await newShopper(t.app, clock);
    const [product] = await productsInStock(t.database.db, 1);
    for (const lng of LNGS) {
      for (const field of ['name', 'surname'] as const) {
        const body = orderBody([product], shopper.phone);
        body.recipient[field] = name;
        const refused = await orderCall(t.app, 'POST', '', { shopper, body, lng });
        expect([refused.status, refused.body.message]).toEqual([
          400,
          edgeRefusal(`body/recipient/${field}`, chars, lng),
        ]);
      }
    }
  });

  it.each(VALID)('places an order for %j', async (name) => {
    const shopper = await newShopper(t.app, clock);
    const [product] = await productsInStock(t.database.db, 1);
    const body = orderBody([product], shopper.phone);
    body.recipient = { ...body.recipient, name, surname: name };
    const placed = await orderCall<{ id: number }>(t.app, 'POST', '', { shopper, body });
    expect(placed.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(row.recipientName).toContain(name);
  });
});

describe('the quick order', () => {
  it.each(REFUSED)('refuses %j as the name', async (name, chars) => {
    const [product] = await productsInStock(t.database.db, 1);
    for (const lng of LNGS) {
      const refused = await orderCall(t.app, 'POST', '/fast', {
        body: { productId: product.id, name, phone: `+${newPhone()}` },
        ip: newIp(),
        lng,
      });
      expect([refused.status, refused.body.message]).toEqual([400, edgeRefusal('body/name', chars, lng)]);
    }
  });

  it.each(VALID)('takes %j', async (name) => {
    const [product] = await productsInStock(t.database.db, 1);
    const answer = await orderCall(t.app, 'POST', '/fast', {
      body: { productId: product.id, name, phone: `+${newPhone()}` },
      ip: newIp(),
    });
    expect(answer.status).toBe(200);
  });
});

describe('a back-in-stock alert', () => {
  it.each(REFUSED)('refuses %j as the full name', async (fio, chars) => {
    const [product] = await productsInStock(t.database.db, 1);
    const refused = await call(t.app, 'POST', '/client/v4/stock-alerts', {
      body: { productId: product.id, email: 'alert-name@example.tm', fio },
      ip: newIp(),
      lng: 'TM',
    });
    expect([refused.status, refused.body.message]).toEqual([400, edgeRefusal('body/fio', chars, 'tm')]);
  });
});
