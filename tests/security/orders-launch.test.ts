/**
 * docs/adr/017 §5: a product launch is not an error. Many shoppers confirming orders of the same
 * two products at once stand in line for those products' rows; they wait their turn and each is
 * accepted or told the spec's out-of-stock answer, never 503, however long the line is compared
 * with the statement limit. The line is made long on purpose: a transaction holds both rows (on
 * PGlite, the whole database) for several times the statement limit, as a slow order or a catalogue
 * import can, while 30 confirmations arrive. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import type { OrderDetail } from '../../server/src/contract/orders';
import { TestClock } from '../../server/test/auth-helpers';
import { DATABASE_KIND, startTestApp, type TestApp } from '../../server/test/helpers';
import {
  newShopper,
  orderBody,
  orderCall,
  placeWithCode,
  productsInStock,
  setStock,
  stockOf,
  type Shopper,
} from '../../server/test/order-helpers';

/** The statement limit of this test's API: far below the time the line takes. */
const LIMIT_MS = 1000;
const SHOPPERS = 30;

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now, queryTimeoutMs: LIMIT_MS } });
}, 120_000);
afterAll(() => t.close());

/**
 * Holds the products' rows in a transaction of its own (no statement limit) for `seconds`; answers
 * once the rows are held, with the transaction's end.
 */
async function holdRows(ids: number[], seconds: number): Promise<{ released: Promise<void> }> {
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const released = t.database.withoutTimeLimit((db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select id from products where id in (${sql.join(ids, sql`, `)}) for update`);
      held();
      await tx.execute(sql`select pg_sleep(${seconds})`);
    }),
  );
  await Promise.race([holding, released]);
  return { released };
}

describe(`a product launch (${DATABASE_KIND})`, () => {
  it(`${SHOPPERS} shoppers confirming the same two products at once: each accepted or out of stock, no 503`, async () => {
    const [a, b] = await productsInStock(t.database.db, 2);
    await setStock(t.database.db, a.id, 100);
    await setStock(t.database.db, b.id, 100);
    const placed: { shopper: Shopper; id: number; code: string }[] = [];
    // Signed in first (each sign-in moves the clock 2 minutes), then every order placed within its code's 5 minutes.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await newShopper(t.app, clock));
    for (const shopper of shoppers) {
      const { placed: answer, code } = await placeWithCode(t.app, shopper, orderBody([a, b], shopper.phone));
      placed.push({ shopper, id: answer.body.id, code });
    }
    // B runs out on the way: 20 orders take both, the last 10 are told it is short.
    await setStock(t.database.db, a.id, SHOPPERS);
    await setStock(t.database.db, b.id, 20);

    const hold = await holdRows([a.id, b.id], (3 * LIMIT_MS) / 1000);
    const answers = await Promise.all(
      placed.map(({ shopper, id, code }) =>
        orderCall<OrderDetail>(t.app, 'POST', '/verify', { shopper, body: { id, code } }),
      ),
    );
    await hold.released;

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 200).every((answer) => answer.body.status === 'accepted')).toBe(
      true,
    );
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message))).toEqual(
      new Set(['Some items are not in stock in the amount asked for. Check the list of items and change your cart!']),
    );
    expect([await stockOf(t.database.db, a.id), await stockOf(t.database.db, b.id)]).toEqual([SHOPPERS - 20, 0]);
  }, 120_000);
});
