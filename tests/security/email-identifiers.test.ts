/**
 * An e-mail address is accepted only if the mailer delivers it exactly as stored
 * (contract/identity-rules.ts, docs/adr/015): nodemailer reads a `to` with quotes, angle brackets,
 * commas, spaces or comments as a display name, a list or a group, and once sent
 * `"><svg/onload=alert(5)>3651@x.tm` to `<"…3651"@x.tm>`. Such addresses are refused with the
 * translated 400 wherever the API takes one, every address the rule accepts reads back through
 * nodemailer's own parser unchanged (property-based), and the mailer checks that again before it
 * sends, for whatever reaches it.
 */
import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { eq } from 'drizzle-orm';
import { parseShopperFrame } from '../../server/src/contract/chat-frames';
import { isEmail } from '../../server/src/contract/identity-rules';
import { products, stockAlertDeliveries, stockAlerts } from '../../server/src/db/schema';
import { message } from '../../server/src/lib/messages';
import { fileEmail, UndeliverableAddress } from '../../server/src/services/messaging/email';
import { DEFAULT_WORKER_SETTINGS, StockAlertWorker } from '../../server/src/services/stock-alerts/worker';
import { call, outbox, TestClock } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { newIp, setStock } from '../../server/test/order-helpers';

const REPORTED = '"><svg/onload=alert(5)>3651@x.tm';
/** Each reads, through nodemailer, as another address, a name, several addresses or none. */
const TRICKY = [
  REPORTED,
  '"quoted"@x.tm',
  '"a b"@x.tm',
  'Name <a@x.tm>',
  '<a@x.tm>',
  'a@x.tm>',
  'a<b@x.tm',
  'a@x.tm, b@x.tm',
  'a,b@x.tm',
  'a;b@x.tm',
  'group: a@x.tm;',
  'a:b@x.tm',
  'a b@x.tm',
  'a\\b@x.tm',
  'a(comment)@x.tm',
  'a@x.tm(comment)',
  'a@[127.0.0.1]',
  'a@x[1].tm',
  'a..b@x.tm',
  '.a@x.tm',
  'a.@x.tm',
  'a@x..tm',
  'a@-x.tm',
  'a@x-.tm',
  'a@x.tm.',
  'a@x_y.tm',
  'a@x',
  'a@b@x.tm',
  'a\u00a0b@x.tm',
  'a\u3000b@x.tm',
  'a\u200bb@x.tm',
  'a\u202eb@x.tm',
  `${'x'.repeat(65)}@x.tm`,
];
const ORDINARY = ['name.surname+tag@mail.tm', 'aman.g@mail.ru', "o'neil_{x}|y@sub.mail-box.tm", 'aýna@poçta.tm'];

/** What nodemailer makes of `to`: the same one address with no name, or not. */
const deliveredUnchanged = (address: string) => {
  const parsed = addressparser(address, { flatten: true });
  return parsed.length === 1 && parsed[0].address === address && parsed[0].name === '';
};

describe('the rule', () => {
  it.each(TRICKY)('refuses %j', (address) => {
    expect(isEmail(address)).toBe(false);
  });

  it.each(ORDINARY)('accepts §5 simple-pattern %j, which nodemailer delivers unchanged', (address) => {
    expect(isEmail(address)).toBe(true);
    expect(deliveredUnchanged(address)).toBe(true);
  });

  it('would have let the reported address through nodemailer changed (what the rule guards)', () => {
    expect(deliveredUnchanged(REPORTED)).toBe(false);
  });

  it('accepts only addresses nodemailer reads back unchanged (property-based)', () => {
    // mostly characters an address may hold, with the ones nodemailer reads as structure mixed in
    const tricky = fc.constantFrom(...'"<>()[],;:\\@. \t\u00a0\u2028\u200b\u202e\u3000');
    const localUnit = fc.oneof(
      { weight: 20, arbitrary: fc.constantFrom(...'abcxyzABC019-_+') },
      { weight: 5, arbitrary: fc.constantFrom(..."!#$%&'*/=?^`{|}~üýçяж٣\u0301") },
      { weight: 1, arbitrary: tricky },
    );
    const domainUnit = fc.oneof(
      { weight: 20, arbitrary: fc.constantFrom(...'abcxyz019-') },
      { weight: 3, arbitrary: fc.constantFrom(...'üçя٣_+') },
      { weight: 1, arbitrary: tricky },
    );
    const parts = (unit: fc.Arbitrary<string>, maxLength: number) =>
      fc.array(fc.string({ unit, minLength: 1, maxLength: 8 }), { minLength: 1, maxLength });
    const candidate = fc
      .tuple(parts(localUnit, 3), parts(domainUnit, 3))
      .map(([local, domain]) => `${local.join('.')}@${domain.join('.')}`);
    let accepted = 0;
    fc.assert(
      fc.property(candidate, (address) => {
        if (!isEmail(address)) return true;
        accepted += 1;
        return deliveredUnchanged(address);
      }),
      { numRuns: 5000 },
    );
    expect(accepted).toBeGreaterThan(200); // the property was not vacuous
  });

  it("accepts fast-check's RFC addresses, and each reads back unchanged", () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((address) => address.length <= 254),
        (address) => isEmail(address) && deliveredUnchanged(address),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the API', () => {
  let t: TestApp;
  const clock = new TestClock();
  let productId = 0;

  beforeAll(async () => {
    t = await startTestApp({ config: { now: clock.now, stockAlertWorker: false } });
    const [row] = await t.app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    productId = row.id;
    await setStock(t.app.db, productId, 0);
  }, 120_000);
  afterAll(() => t.close());

  const register = (email: string) => call(t.app, 'POST', 'register', { body: { email }, lng: 'EN', ip: newIp() });
  const codeSignIn = (email: string) => call(t.app, 'POST', 'signin', { body: { email }, lng: 'EN', ip: newIp() });
  const subscribe = (email: string) =>
    call(t.app, 'POST', '/client/v4/stock-alerts', { body: { productId, email }, lng: 'EN', ip: newIp() });

  it.each(TRICKY)('refuses %j at sign-up, code sign-in and stock-alert subscription, translated', async (address) => {
    for (const answer of [await register(address), await codeSignIn(address)]) {
      expect([answer.status, answer.body.message]).toEqual([400, message('invalidParameters', 'en')]);
    }
    const subscribed = await subscribe(address);
    expect([subscribed.status, subscribed.body.message]).toEqual([400, message('stockAlertEmailInvalid', 'en')]);
    expect(
      parseShopperFrame(JSON.stringify({ type: 'send', clientId: 'client-1234', text: 'x', email: address })),
    ).toBe(null);
  });

  it('takes ordinary addresses and sends their code to exactly that mailbox', async () => {
    for (const address of ORDINARY) {
      expect((await register(address)).status).toBe(200);
      expect((await outbox(t.app)).some((row) => row.to === address)).toBe(true);
      expect((await subscribe(address)).status).toBe(200);
      const frame = { type: 'send', clientId: 'client-1234', text: 'x', email: address };
      expect(parseShopperFrame(JSON.stringify(frame))).toEqual(frame);
    }
  });

  it('the mailer refuses, and logs, an address nodemailer would rewrite, whatever let it in', async () => {
    const warnings: object[] = [];
    const mailer = fileEmail(t.app.db, t.config.dataDir, clock.now, { warn: (details) => warnings.push(details) });
    await expect(mailer.send(REPORTED, 'subject', 'text')).rejects.toBeInstanceOf(UndeliverableAddress);
    expect(warnings).toEqual([{ to: REPORTED, readAs: ['"><svg/onload=alert(5)>3651"@x.tm'] }]);
    expect((await outbox(t.app)).some((row) => row.to.includes('svg'))).toBe(false);

    // a subscription stored before the rule: its notification is given up, never sent elsewhere
    const [legacy] = await t.app.db
      .insert(stockAlerts)
      .values({ productId, email: REPORTED, lng: 'en', createdAt: clock.now() })
      .returning({ id: stockAlerts.id });
    await setStock(t.app.db, productId, 3);
    const worker = new StockAlertWorker(t.app.db, mailer, {
      ...DEFAULT_WORKER_SETTINGS,
      keys: t.app.stockAlerts.keys,
      links: { shopUrl: 'https://shop.example.tm', apiUrl: 'https://api.example.tm' },
      now: clock.now,
    });
    await worker.deliverDue();
    const [delivery] = await t.app.db
      .select()
      .from(stockAlertDeliveries)
      .where(eq(stockAlertDeliveries.alertId, legacy.id));
    expect(delivery.failedAt).not.toBeNull();
    expect(delivery.attempts).toBe(1);
    expect((await outbox(t.app)).some((row) => row.to.includes('svg'))).toBe(false);
  });
});
