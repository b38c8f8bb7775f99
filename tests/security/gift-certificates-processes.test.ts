/**
 * Three API processes on one PostgreSQL (docs/adr/031): one gift certificate on several orders
 * confirming at once, each through another process, is never spent past its balance (each
 * confirmation takes the certificate's row lock in its transaction, whichever process runs it); and
 * staff marking a cash order of certificates delivered through every process at once issues each
 * certificate once. PGlite serves one process only, so this file runs in the PostgreSQL pass
 * (TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import type { OrderExtrasWire } from '../../server/src/contract/orders';
import { giftCodeKey } from '../../server/src/contract/gift-rules';
import { giftCertificateUses, giftCertificates, products } from '../../server/src/db/schema';
import { giftCodeHash } from '../../server/src/services/gift-certificates/codes';
import { freshDatabase, type TestDatabase } from '../../server/test/helpers';
import {
  codeFor,
  onPostgres,
  send,
  signIn,
  startApiProcesses,
  stopApiProcesses,
  type ApiProcess,
} from './api-processes';

const TOKEN = 'gift-processes-token';
const SHOPPERS = 6;
const admin = { 'x-admin-token': TOKEN };

onPostgres('a gift certificate on three API processes', () => {
  let database: TestDatabase;
  let dataDir: string;
  let apis: ApiProcess[] = [];
  let serial = 0;

  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'gift-processes-'));
    const env = { ADMIN_TOKEN: TOKEN, SAMPLE_PRODUCTS: '40', CODE_SENDS_PER_ADDRESS: '1000' };
    apis = await startApiProcesses(database.url!, dataDir, env);
  }, 180_000);
  afterAll(async () => {
    await stopApiProcesses(apis);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  /** A signed-in shopper through `api`, and an order placed there; answers the order and its SMS code. */
  async function place(api: ApiProcess, lines: { id: number; count: number; cartPrice: number }[], extra = {}) {
    serial += 1;
    const phone = `99365${String(800000 + serial)}`;
    const recipient = `99364${String(800000 + serial)}`;
    const session = await signIn(api, phone);
    const extras = await send<OrderExtrasWire>(api, 'GET', '/client/v4/orders/extras');
    const order = await send<{ id: number }>(
      api,
      'POST',
      '/client/v4/orders',
      {
        lines,
        recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${recipient}` },
        address: {
          welayat: 'ashgabat',
          etrap: 'bagtyyarlyk',
          city: 'parahat-7',
          street: 'Oguzhan 12',
          building: '3',
          home: '5',
        },
        delivery: {
          method: 'pickup',
          type: 'ashgabat-centre',
          date: extras.body.dates[extras.body.dates.length - 1],
          time: extras.body.times[extras.body.times.length - 1],
        },
        payment: { method: 'on-delivery', type: 'cash' },
        ...extra,
      },
      { ...session, 'idempotency-key': randomUUID() },
    );
    expect([order.status, order.body.message]).toEqual([200, undefined]);
    return { session, id: order.body.id, code: await codeFor(api, recipient) };
  }

  const verify = (api: ApiProcess, order: Awaited<ReturnType<typeof place>>) =>
    send<{ status: string; giftCertificate?: { amount: number } }>(
      api,
      'POST',
      '/client/v4/orders/verify',
      { id: order.id, code: order.code },
      { ...order.session, 'idempotency-key': randomUUID() },
    );

  it('issues each certificate once when staff mark its order delivered through every process at once', async () => {
    const [a, b, c] = apis;
    const [gift] = await database.database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.giftCertificate, true), eq(products.price, 500)));
    const order = await place(a, [{ id: gift.id, count: 3, cartPrice: gift.price }]);
    expect((await verify(b, order)).status).toBe(200);
    expect((await send(c, 'PATCH', `/admin/v1/orders/${order.id}`, { status: 'delivering' }, admin)).status).toBe(200);
    const answers = await Promise.all(
      apis.map((api) => send(api, 'PATCH', `/admin/v1/orders/${order.id}`, { status: 'delivered' }, admin)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const issued = await database.database.db
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.orderId, order.id));
    expect(issued.map((row) => row.unit).sort()).toEqual([0, 1, 2]);
  }, 120_000);

  it('never spends one certificate past its balance when orders confirm with it at once', async () => {
    const db = database.database.db;
    const [goods] = await db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(gt(products.stock, SHOPPERS), eq(products.giftCertificate, false)));
    const [source] = await db.select().from(giftCertificates).limit(1);
    // Enough for two orders and a half: the third pays what is left, the others are refused.
    const value = Math.round(goods.price * 250) / 100;
    const key = giftCodeKey('PRCS-GHJK-MNPQ-RSTU')!;
    const [certificate] = await db
      .insert(giftCertificates)
      .values({
        ...source,
        id: undefined,
        codeHash: giftCodeHash(key),
        last4: key.slice(-4),
        value,
        balance: value,
        position: 900,
        unit: 0,
        issuedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const placed = [];
    for (let i = 0; i < SHOPPERS; i++) {
      placed.push(
        await place(apis[i % apis.length], [{ id: goods.id, count: 1, cartPrice: goods.price }], {
          giftCertificate: 'prcs ghjk mnpq rstu',
        }),
      );
    }
    // Each confirmation through another process than the one that placed it.
    const answers = await Promise.all(placed.map((order, i) => verify(apis[(i + 1) % apis.length], order)));
    const uses = await db
      .select()
      .from(giftCertificateUses)
      .where(eq(giftCertificateUses.giftCertificateId, certificate.id));
    const spent = uses.reduce((sum, use) => sum + Math.round(use.amount * 100), 0);
    expect(spent).toBe(Math.round(value * 100));
    const [after] = await db.select().from(giftCertificates).where(eq(giftCertificates.id, certificate.id));
    expect(after.balance).toBe(0);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(
      Array(SHOPPERS - 3).fill('giftEmpty'),
    );
  }, 120_000);
});
