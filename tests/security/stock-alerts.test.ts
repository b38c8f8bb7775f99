/**
 * docs/adr/020: back-in-stock subscriptions are reached only by their owner (an account, or the
 * holder of an alert e-mail's link or of a browser's manage token the shop signed), the API sends Web Push only to push services it
 * knows (no request to an address a caller names), subscribing is limited per client address in
 * the database, bodies are validated, and state-changing calls come from the shop's pages.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StockAlertListWire, SubscribedWire } from '../../server/src/contract/stock-alerts';
import { products, stockAlerts } from '../../server/src/db/schema';
import { issueAlertLink } from '../../server/src/services/stock-alerts/alert-links';
import { call, MINUTE, signInByCode, TestClock } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { newIp, newPhone, setStock } from '../../server/test/order-helpers';

let t: TestApp;
const clock = new TestClock();
let productId = 0;

beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now, stockAlertWorker: false } });
  const [row] = await t.app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
  productId = row.id;
  await setStock(t.app.db, productId, 0);
}, 60_000);
afterAll(() => t.close());

const subscribe = (body: object, options: Parameters<typeof call>[3] = {}) =>
  call<SubscribedWire>(t.app, 'POST', '/client/v4/stock-alerts', { body, ip: newIp(), lng: 'EN', ...options });

const validKeys = {
  p256dh: `B${'A'.repeat(86)}`,
  auth: 'AAAAAAAAAAAAAAAAAAAAAA',
};

describe('only the owner reaches a subscription', () => {
  it("a forged token, another owner's link, or a session reaches nobody else's subscriptions", async () => {
    const victim = await subscribe({ productId, email: 'victim@example.tm' });
    const victimId = victim.body.rows[0].id;
    const attacker = await subscribe({ productId, email: 'attacker@example.tm' });
    expect(attacker.body.token).toBeUndefined(); // an e-mail's link only ever travels in the e-mail
    const attackerLink = await issueAlertLink(t.app.db, attacker.body.rows[0].id, clock.now());

    // the attacker's own (genuine) link lists only the attacker's rows and cannot delete the victim's by id
    const own = await call<StockAlertListWire>(t.app, 'GET', '/client/v4/stock-alerts', {
      headers: { 'x-stock-alerts-token': attackerLink },
    });
    expect(own.body.rows.map((row) => row.email)).toEqual(['attacker@example.tm']);
    const byId = await call(t.app, 'DELETE', `/client/v4/stock-alerts/${victimId}`, {
      headers: { 'x-stock-alerts-token': attackerLink },
    });
    expect(byId.status).toBe(404);

    // links changed by a character, made up, or of the old signed form (even signed with the shop's key)
    const key = t.app.stockAlerts.tokenKey;
    const oldForm = (email: string, signer = key) =>
      `${Buffer.from(`e:${email}`).toString('base64url')}.${createHmac('sha256', signer).update(`e:${email}`).digest('base64url')}`;
    const changed = `${attackerLink.slice(0, -1)}${attackerLink.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      changed,
      'A'.repeat(43),
      oldForm('victim@example.tm'),
      oldForm('victim@example.tm', Buffer.alloc(32, 7)),
      'e:victim@example.tm',
      '',
      '.',
      `${attackerLink}.x`,
    ]) {
      const listed = await call(t.app, 'GET', `/client/v4/stock-alerts?token=${encodeURIComponent(token)}`);
      expect([401, 403]).toContain(listed.status);
      const removed = await t.app.inject({
        method: 'POST',
        url: `/client/v4/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}&id=${victimId}`,
      });
      expect(removed.statusCode).toBeGreaterThanOrEqual(400);
      expect(removed.statusCode).toBeLessThan(500);
    }

    // the one-click unsubscribe removes the link's own subscription, whatever id it is sent with
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/client/v4/stock-alerts/unsubscribe?token=${encodeURIComponent(attackerLink)}&id=${victimId}`,
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'attacker@example.tm'))).toEqual([]);

    // a signed-in shopper sees their own rows, never an anonymous one of the same product
    const shopper = await signInByCode(t.app, newPhone('9936700'), { ip: newIp() });
    clock.advance(2 * MINUTE);
    const listed = await call<StockAlertListWire>(t.app, 'GET', '/client/v4/stock-alerts', { session: shopper });
    expect(listed.body.rows).toEqual([]);
    expect((await call(t.app, 'DELETE', `/client/v4/stock-alerts/${victimId}`, { session: shopper })).status).toBe(404);

    const [still] = await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.id, victimId));
    expect(still?.email).toBe('victim@example.tm');
  });

  it('refuses state-changing calls from another site (the session cookies would ride on them)', async () => {
    const foreign = await subscribe(
      { productId, email: 'csrf@example.tm' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'csrf@example.tm'))).toEqual([]);
  });
});

describe('Web Push goes only to push services the shop knows', () => {
  it.each([
    'http://127.0.0.1:8000/admin/v1/rebuild',
    'https://10.0.0.5/push',
    'https://169.254.169.254/latest/meta-data',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com@evil.example/fcm/send/x',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil.example/fcm.googleapis.com/fcm/send/x',
    'https://notify.windows.com.evil.example/w/x',
    'https://push.apple.com/x',
  ])('refuses the endpoint %s and stores nothing', async (endpoint) => {
    const answer = await subscribe({ productId, push: { endpoint, keys: validKeys } });
    expect(answer.status).toBe(400);
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.pushEndpoint, endpoint))).toEqual([]);
  });

  it("accepts the browsers' push services", async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await subscribe({ productId, push: { endpoint, keys: validKeys } })).status).toBe(200);
    }
  });
});

describe('bodies and rates', () => {
  it.each([
    [{ productId, email: 'a@b.tm', fio: 'x'.repeat(121) }],
    [{ productId, email: 'a@b.tm', fio: 'line\nbreak' }],
    [{ productId, email: `${'a'.repeat(250)}@b.tm` }],
    [{ productId, email: 'a@b.tm', userId: 1 }],
    [
      {
        productId,
        push: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'short', auth: validKeys.auth } },
      },
    ],
    [{ productId, push: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: validKeys, extra: 1 } }],
    [{ productId: 0, email: 'a@b.tm' }],
    [{ productId: '1 or 1=1', email: 'a@b.tm' }],
  ])('refuses %j with 400', async (body) => {
    expect((await subscribe(body)).status).toBe(400);
  });

  it('counts new subscriptions per client address in the database: the 31st in an hour is refused', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++)
      expect((await subscribe({ productId, email: `rate${i}@example.tm` }, { ip })).status).toBe(200);
    const refused = await subscribe({ productId, email: 'rate-over@example.tm' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests. Please wait!');
    // another address is not affected
    expect((await subscribe({ productId, email: 'rate-other@example.tm' })).status).toBe(200);
  });
});
