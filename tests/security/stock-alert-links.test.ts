/**
 * docs/adr/020, rule 1: the link of a back-in-stock e-mail is a random token the database keeps
 * only hashed. It names no address, opens its subscription's settings for ALERT_LINK_DAYS, and is
 * refused once that subscription is unsubscribed; the old signed links (the address in clear,
 * never expiring) are refused with the translated answer, never a 500.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StockAlertListWire } from '../../server/src/contract/stock-alerts';
import { products, stockAlertLinks, stockAlerts } from '../../server/src/db/schema';
import { message } from '../../server/src/lib/messages';
import { fileEmail } from '../../server/src/services/messaging/email';
import { ALERT_LINK_DAYS } from '../../server/src/services/stock-alerts/alert-links';
import { DEFAULT_WORKER_SETTINGS, StockAlertWorker } from '../../server/src/services/stock-alerts/worker';
import { call, HOUR, MINUTE, outbox, TestClock } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { newIp, setStock } from '../../server/test/order-helpers';

const DAY = 24 * HOUR;
const INVALID = message('stockAlertLinkInvalid', 'en');
let t: TestApp;
const clock = new TestClock();
let productIds: number[] = [];

beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now, stockAlertWorker: false } });
  const rows = await t.app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(40);
  productIds = rows.map((row) => row.id).slice(20);
}, 120_000);
afterAll(() => t.close());

const worker = () =>
  new StockAlertWorker(t.app.db, fileEmail(t.app.db, t.config.dataDir, clock.now), {
    ...DEFAULT_WORKER_SETTINGS,
    keys: t.app.stockAlerts.keys,
    links: { shopUrl: 'https://shop.example.tm', apiUrl: 'https://api.example.tm' },
    now: clock.now,
  });

/** Subscribes `email` to a sold-out product, brings it back and delivers: the e-mail's two links. */
async function alertLinksFor(email: string) {
  const productId = productIds.shift() as number;
  await setStock(t.app.db, productId, 0);
  const subscribed = await call<{ rows: { id: number }[] }>(t.app, 'POST', '/client/v4/stock-alerts', {
    body: { productId, email },
    ip: newIp(),
  });
  expect(subscribed.status).toBe(200);
  await setStock(t.app.db, productId, 2);
  await worker().deliverDue();
  const mail = (await outbox(t.app)).find((row) => row.to === email);
  const manage = new URL(/https:\/\/shop\.example\.tm\/stock-alerts\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '');
  const token = manage.searchParams.get('token') as string;
  return { alertId: subscribed.body.rows[0].id, manage, token };
}

const listBy = (token: string) =>
  call<StockAlertListWire>(t.app, 'GET', `/client/v4/stock-alerts?token=${encodeURIComponent(token)}`, { lng: 'EN' });
const oneClick = (token: string, id?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/client/v4/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}${id ? `&id=${id}` : ''}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', lng: 'EN' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the link of a back-in-stock e-mail', () => {
  it('carries no e-mail address, in clear or encoded, and the database keeps only its hash', async () => {
    const email = 'link.owner+tag@example.tm';
    const { manage, token } = await alertLinksFor(email);
    const forms = [email, encodeURIComponent(email), Buffer.from(email).toString('base64url')];
    for (const form of forms) expect(manage.href).not.toContain(form);
    // 32 random bytes hold an '@' byte one time in eight: what must be absent is the address's parts
    for (const part of token.split('.')) {
      const decoded = Buffer.from(part, 'base64url').toString('latin1');
      for (const piece of ['link.owner', 'example.tm', email]) expect(decoded).not.toContain(piece);
    }
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(JSON.stringify(await t.app.db.select().from(stockAlertLinks))).not.toContain(token);
    expect((await listBy(token)).body.rows.map((row) => row.email)).toEqual([email]);
  });

  it(`opens the settings for ${ALERT_LINK_DAYS} days, then answers that it is no longer valid`, async () => {
    const { token } = await alertLinksFor('expiring@example.tm');
    clock.advance(ALERT_LINK_DAYS * DAY - MINUTE);
    expect((await listBy(token)).status).toBe(200);
    clock.advance(2 * MINUTE);
    const late = await listBy(token);
    expect([late.status, late.body.message]).toEqual([403, INVALID]);
    const lateClick = await oneClick(token);
    expect([lateClick.statusCode, lateClick.json().message]).toEqual([403, INVALID]);
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'expiring@example.tm'))).toHaveLength(
      1,
    );
  });

  it('is refused once its subscription is unsubscribed, replayed or opened again', async () => {
    const { token, alertId } = await alertLinksFor('replayed@example.tm');
    expect((await oneClick(token, alertId)).statusCode).toBe(200);
    const replay = await oneClick(token, alertId);
    expect([replay.statusCode, replay.json().message]).toEqual([403, INVALID]);
    const reopened = await listBy(token);
    expect([reopened.status, reopened.body.message]).toEqual([403, INVALID]);
  });

  it('without a token, with a made-up one or an old signed link answers 401 or the translated 403, not a 500', async () => {
    const { alertId } = await alertLinksFor('old-link@example.tm');
    const nobody = await call(t.app, 'GET', '/client/v4/stock-alerts', { lng: 'EN' });
    expect(nobody.status).toBe(401);
    // the former e-mail token: its address and the shop's HMAC, which never expired
    const subject = 'e:old-link@example.tm';
    const oldLink = `${Buffer.from(subject).toString('base64url')}.${createHmac('sha256', t.app.stockAlerts.tokenKey)
      .update(subject)
      .digest('base64url')}`;
    for (const token of [oldLink, 'A'.repeat(43), `${'A'.repeat(42)}=`, 'x'.repeat(600), '%00']) {
      const listed = await listBy(token);
      expect([listed.status, listed.body.message]).toEqual([403, INVALID]);
      const clicked = await oneClick(token, alertId);
      expect([clicked.statusCode, clicked.json().message]).toEqual([403, INVALID]);
    }
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.id, alertId))).toHaveLength(1);
  });
});
