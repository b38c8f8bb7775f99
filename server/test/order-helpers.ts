import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderPlacedWire, PlaceOrderBody } from '../src/contract/orders';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema';
import { call, MINUTE, outbox, signInByCode, type Answer, type TestClock } from './auth-helpers';

export interface Shopper {
  token: string;
  device: string;
  phone: string;
  ip: string;
}

let serial = 0;
/** A phone and a client address no other shopper of this process used: every shopper has clean counters. */
export const newPhone = (prefix = '9936500') => `${prefix}${String(++serial).padStart(4, '0')}`;
export const newIp = () => `198.19.${(++serial >> 8) & 255}.${serial & 255}`;
export const newKey = () => randomUUID();

/**
 * A signed-in shopper (by an SMS code, as a person signs in); the clock moves on 2 minutes, past the
 * 60 s wait before the next code to the same phone (the order's code).
 */
export async function newShopper(app: FastifyInstance, clock: TestClock, phone = newPhone()): Promise<Shopper> {
  const ip = newIp();
  const session = await signInByCode(app, phone, { ip });
  clock.advance(2 * MINUTE);
  return { token: session.token, device: session.device, phone, ip };
}

/** Products with stock and their price, cheapest first. */
export async function productsInStock(db: Db, n: number) {
  const rows = await db.select({ id: products.id, price: products.price, stock: products.stock }).from(products);
  return rows
    .filter((row) => row.stock >= 5)
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .slice(0, n);
}

export async function setStock(db: Db, id: number, stock: number) {
  await db.update(products).set({ stock }).where(eq(products.id, id));
}

export async function stockOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}

/** An order body the rules accept on TEST_NOW's clock (2026-11-18 14:00 in Ashgabat). */
export function orderBody(
  lines: { id: number; price: number; count?: number }[],
  phone: string,
  overrides: Partial<PlaceOrderBody> = {},
): PlaceOrderBody {
  return {
    lines: lines.map((line) => ({ id: line.id, count: line.count ?? 1, cartPrice: line.price })),
    recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${phone}` },
    address: {
      welayat: 'ashgabat',
      etrap: 'bagtyyarlyk',
      city: 'parahat-7',
      street: 'Oguzhan 12',
      building: '3',
      home: '5',
    },
    delivery: { method: 'courier', type: 'door', date: '2026-11-20', time: '10:00' },
    payment: { method: 'on-delivery', type: 'cash' },
    ...overrides,
  };
}

/** An /client/v4/orders call as the shopper, with an Idempotency-Key unless `key: null`. */
export function orderCall<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: { shopper?: Shopper; body?: unknown; key?: string | null; lng?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? (method === 'POST' ? newKey() : null) : options.key;
  if (key) headers['idempotency-key'] = key;
  return call<T>(app, method, `/client/v4/orders${path}`, {
    body: options.body,
    lng: options.lng ?? 'EN',
    ip: options.ip ?? options.shopper?.ip,
    session: options.shopper,
    headers,
  });
}

/** Places an order and answers it with the code that reached the recipient's phone. */
export async function placeWithCode(
  app: FastifyInstance,
  shopper: Shopper,
  body: PlaceOrderBody,
  key = newKey(),
): Promise<{ placed: Answer<OrderPlacedWire>; code: string }> {
  const placed = await orderCall<OrderPlacedWire>(app, 'POST', '', { shopper, body, key });
  if (placed.status !== 200) throw new Error(`place ${placed.status}: ${JSON.stringify(placed.body)}`);
  return { placed, code: await orderCode(app, body.recipient.phone) };
}

/** The code of the newest order SMS to `phone`: the 4 digits after the colon (the order number comes first). */
export async function orderCode(app: FastifyInstance, phone: string): Promise<string> {
  const to = `+${phone.replace(/\D/g, '')}`;
  const sms = (await outbox(app)).find((row) => row.to === to);
  const code = sms && /: (\d{4})\./.exec(sms.text)?.[1];
  if (!code) throw new Error(`no order code sent to ${to}`);
  return code;
}
