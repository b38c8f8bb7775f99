/**
 * Three API processes on one PostgreSQL give a promo code's last use to exactly one of the shoppers
 * confirming at once (docs/adr/030 rule 4): the use is counted under the code's row lock in the
 * confirming transaction, whichever process runs it. PGlite serves one process only, so this file
 * runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import type { OrderExtrasWire } from '../../server/src/contract/orders';
import { products } from '../../server/src/db/schema';
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

const TOKEN = 'promo-processes-token';
const SHOPPERS = 6;

onPostgres('a promo code on three API processes', () => {
  let database: TestDatabase;
  let dataDir: string;
  let apis: ApiProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'promo-processes-'));
    const env = { ADMIN_TOKEN: TOKEN, SAMPLE_PRODUCTS: '40', CODE_SENDS_PER_ADDRESS: '1000' };
    apis = await startApiProcesses(database.url!, dataDir, env);
  }, 180_000);
  afterAll(async () => {
    await stopApiProcesses(apis);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('gives the last use to exactly one of the shoppers confirming at once', async () => {
    const [a] = apis;
    const [goods] = await database.database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      // goods a code applies to: the seed's gift certificates are not (docs/adr/031)
      .where(and(gt(products.stock, SHOPPERS), eq(products.giftCertificate, false)));
    const now = Date.now();
    const made = await send<{ id: number; code: string }>(
      a,
      'POST',
      '/admin/v1/promo-codes',
      {
        code: 'LastOne',
        kind: 'percent',
        value: 10,
        startsAt: new Date(now - 3600_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
        totalLimit: 1,
      },
      { 'x-admin-token': TOKEN },
    );
    expect(made.status).toBe(200);
    const extras = await send<OrderExtrasWire>(a, 'GET', '/client/v4/orders/extras');
    const date = extras.body.dates[extras.body.dates.length - 1];
    const time = extras.body.times[extras.body.times.length - 1];

    const placed = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const api = apis[i % apis.length];
        const phone = `99365${String(900000 + i)}`;
        const recipient = `99364${String(900000 + i)}`;
        const session = await signIn(api, phone);
        const order = await send<{ id: number }>(
          api,
          'POST',
          '/client/v4/orders',
          {
            lines: [{ id: goods.id, count: 1, cartPrice: goods.price }],
            recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${recipient}` },
            address: {
              welayat: 'ashgabat',
              etrap: 'bagtyyarlyk',
              city: 'parahat-7',
              street: 'Oguzhan 12',
              building: '3',
              home: '5',
            },
            delivery: { method: 'pickup', type: 'ashgabat-centre', date, time },
            payment: { method: 'on-delivery', type: 'cash' },
            promoCode: 'lastone',
          },
          { ...session, 'idempotency-key': randomUUID() },
        );
        expect([order.status, order.body.message]).toEqual([200, undefined]);
        return { api, session, id: order.body.id, code: await codeFor(api, recipient) };
      }),
    );
    // Each confirmation through another process than the one that placed it.
    const answers = await Promise.all(
      placed.map((order, i) =>
        send<{ status: string }>(
          apis[(i + 1) % apis.length],
          'POST',
          '/client/v4/orders/verify',
          { id: order.id, code: order.code },
          { ...order.session, 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(
      Array(SHOPPERS - 1).fill('promoUsedUp'),
    );
    const detail = await send<{ uses: number; useList: unknown[] }>(
      apis[2],
      'GET',
      `/admin/v1/promo-codes/${made.body.id}`,
      undefined,
      { 'x-admin-token': TOKEN },
    );
    expect([detail.body.uses, detail.body.useList.length]).toEqual([1, 1]);
  }, 120_000);
});
