import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  MAX_STOCK_ALERTS_PER_OWNER,
  type StockAlertWire,
  type SubscribeBody,
  type SubscribedWire,
} from '../../contract/stock-alerts';
import { isEmail } from '../../contract/identity-rules';
import type { Db } from '../../db/client';
import { products, stockAlerts } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { localized, parseLng, type Lng } from '../../lib/lng';
import { countSince, eventAt, lockSubject, recordEvent, secondsUntil } from '../accounts/limits';
import { manageToken, pushKeyOf, type Owner } from './manage-token';
import { pushEndpointAllowed } from './push-endpoints';

const HOUR = 3600_000;
/** New subscriptions per client address an hour (each may be an e-mail to someone: docs/adr/020). */
export const SUBSCRIBE_LIMIT = { max: 30, windowMs: HOUR } as const;

/** Whose subscriptions a call may see: a signed-in shopper's, or the owner a manage token names. */
export type Viewer = { kind: 'user'; userId: number } | Owner;

function ownedBy(viewer: Viewer): SQL {
  if (viewer.kind === 'user') return eq(stockAlerts.userId, viewer.userId);
  if (viewer.kind === 'email') return eq(stockAlerts.email, viewer.email);
  return eq(stockAlerts.pushKey, viewer.pushKey);
}

async function rowsOf(db: Db, where: SQL | undefined, lng: Lng): Promise<StockAlertWire[]> {
  const rows = await db
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      productName: localized(products.name, lng),
      stock: products.stock,
      email: stockAlerts.email,
      fio: stockAlerts.fio,
      lng: stockAlerts.lng,
      createdAt: stockAlerts.createdAt,
      notifiedAt: stockAlerts.notifiedAt,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(where)
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
    .limit(MAX_STOCK_ALERTS_PER_OWNER * 2);
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    inStock: row.stock > 0,
    channel: row.email === null ? 'push' : 'email',
    email: row.email,
    fio: row.fio,
    lng: parseLng(row.lng),
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  }));
}

export async function listAlerts(db: Db, viewer: Viewer, lng: Lng): Promise<StockAlertWire[]> {
  return rowsOf(db, ownedBy(viewer), lng);
}

/** Removes one subscription when the viewer owns it; false otherwise (as if it did not exist). */
export async function removeAlert(db: Db, viewer: Viewer, id: number): Promise<boolean> {
  const removed = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), ownedBy(viewer)))
    .returning({ id: stockAlerts.id });
  return removed.length > 0;
}

async function refuseOverOwnerLimit(tx: Db, where: SQL) {
  const [row] = await tx.select({ n: count() }).from(stockAlerts).where(where);
  if ((row?.n ?? 0) >= MAX_STOCK_ALERTS_PER_OWNER) throw new RefusedRequest(409, 'stockAlertTooMany');
}

export interface Subscription {
  body: SubscribeBody;
  userId: number | null;
  clientAddress: string;
  lng: Lng;
  now: Date;
  pushServices: readonly string[];
  tokenKey: Buffer;
}

/**
 * POST /client/v4/stock-alerts, in the caller's transaction: one subscription per channel asked
 * (e-mail, this browser's push), for a product that is out of stock. Subscribing again to the same
 * product by the same channel updates the name and language and re-arms a notified one. Limited per
 * client address an hour (counted in the database), and per owner in all.
 */
export async function subscribe(tx: Db, input: Subscription): Promise<SubscribedWire> {
  const { body, now, lng } = input;
  const email = body.email?.trim().toLowerCase();
  if (!email && !body.push) throw new RefusedRequest(400, 'stockAlertChannelMissing');
  if (email !== undefined && !isEmail(email)) throw new RefusedRequest(400, 'stockAlertEmailInvalid');
  if (body.push && !pushEndpointAllowed(body.push.endpoint, input.pushServices)) {
    throw new RefusedRequest(400, 'stockAlertPushRefused');
  }
  const [product] = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.id, body.productId))
    .for('share');
  if (!product) throw new RefusedRequest(404, 'productNotFound');
  if (product.stock > 0) throw new RefusedRequest(409, 'stockAlertInStock');

  const address = `ip:${input.clientAddress}`;
  await lockSubject(tx, `stock-alert:${address}`);
  const since = new Date(now.getTime() - SUBSCRIBE_LIMIT.windowMs);
  if ((await countSince(tx, 'stock_alert_ip', address, since)) >= SUBSCRIBE_LIMIT.max) {
    const oldest = (await eventAt(tx, 'stock_alert_ip', address, { oldestSince: since })) ?? now;
    throw new RefusedRequest(
      429,
      'tooManyRequests',
      {},
      secondsUntil(new Date(oldest.getTime() + SUBSCRIBE_LIMIT.windowMs), now),
    );
  }
  await recordEvent(tx, 'stock_alert_ip', address, now);

  const fio = body.fio?.trim() ?? '';
  const common = { productId: product.id, userId: input.userId, fio, lng, createdAt: now, notifiedAt: null };
  const ids: number[] = [];
  if (email) {
    await refuseOverOwnerLimit(tx, eq(stockAlerts.email, email));
    const [row] = await tx
      .insert(stockAlerts)
      .values({ ...common, email })
      .onConflictDoUpdate({
        target: [stockAlerts.productId, stockAlerts.email],
        targetWhere: sql`email is not null`,
        // an anonymous re-subscription never takes a row away from the account that made it
        set: { fio, lng, notifiedAt: null, userId: sql`coalesce(${stockAlerts.userId}, excluded.user_id)` },
      })
      .returning({ id: stockAlerts.id });
    ids.push(row.id);
  }
  let token: string | undefined;
  if (body.push) {
    const pushKey = pushKeyOf(body.push.endpoint);
    await refuseOverOwnerLimit(tx, eq(stockAlerts.pushKey, pushKey));
    const push = {
      pushEndpoint: body.push.endpoint,
      pushKey,
      pushP256dh: body.push.keys.p256dh,
      pushAuth: body.push.keys.auth,
    };
    const [row] = await tx
      .insert(stockAlerts)
      .values({ ...common, ...push })
      .onConflictDoUpdate({
        target: [stockAlerts.productId, stockAlerts.pushKey],
        targetWhere: sql`push_key is not null`,
        set: { ...push, fio, lng, notifiedAt: null, userId: sql`coalesce(${stockAlerts.userId}, excluded.user_id)` },
      })
      .returning({ id: stockAlerts.id });
    ids.push(row.id);
    token = manageToken(input.tokenKey, { kind: 'push', pushKey });
  }
  const rows = await rowsOf(tx, or(...ids.map((id) => eq(stockAlerts.id, id))), lng);
  return token ? { rows, token } : { rows };
}

/** Drops every subscription of a push endpoint the push service called gone (404, 410). */
export async function forgetPushEndpoint(db: Db, endpoint: string): Promise<number> {
  const removed = await db
    .delete(stockAlerts)
    .where(eq(stockAlerts.pushKey, pushKeyOf(endpoint)))
    .returning({ id: stockAlerts.id });
  return removed.length;
}
