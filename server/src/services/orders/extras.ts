import { asc, count } from 'drizzle-orm';
import { DELIVERY_HOURS, DELIVERY_TIME_ZONE } from '../../contract/delivery-rules';
import type { OrderExtrasWire } from '../../contract/orders';
import type { Db } from '../../db/client';
import { deliveryCosts, orderOptions } from '../../db/schema';
import { pick, type Lng } from '../../lib/lng';
import { SAMPLE_DELIVERY_COSTS, SAMPLE_ORDER_OPTIONS } from '../../sample/order-extras';
import { bookableDates, bookableTimes, todayInAshgabat } from './delivery-date';

export type OrderOptionRow = typeof orderOptions.$inferSelect;
export type DeliveryCostRow = typeof deliveryCosts.$inferSelect;

/** The enabled options and the costs, as the checkout and the order's recomputation read them. */
export interface OrderChoices {
  options: OrderOptionRow[];
  costs: DeliveryCostRow[];
}

export async function orderChoices(db: Db): Promise<OrderChoices> {
  const [options, costs] = await Promise.all([
    db.select().from(orderOptions).orderBy(asc(orderOptions.position), asc(orderOptions.code)),
    db.select().from(deliveryCosts).orderBy(asc(deliveryCosts.position), asc(deliveryCosts.welayat)),
  ]);
  return { options: options.filter((option) => option.enabled), costs };
}

/** GET /client/v4/orders/extras: the choices in the caller's language and the bookable days. */
export async function orderExtras(db: Db, lng: Lng, now: Date): Promise<OrderExtrasWire> {
  const { options, costs } = await orderChoices(db);
  const of = (kind: OrderOptionRow['kind']) => options.filter((option) => option.kind === kind);
  const freeFroms = costs.map((cost) => cost.freeFrom).filter((from): from is number => from !== null);
  return {
    deliveryMethods: of('delivery_method').map((o) => ({
      code: o.code,
      name: pick(o.name, lng),
      needsAddress: o.needsAddress,
    })),
    deliveryTypes: of('delivery_type').map((o) => ({ code: o.code, name: pick(o.name, lng), method: o.method ?? '' })),
    paymentMethods: of('payment_method').map((o) => ({ code: o.code, name: pick(o.name, lng) })),
    paymentTypes: of('payment_type').map((o) => ({ code: o.code, name: pick(o.name, lng), method: o.method ?? '' })),
    deliveryCosts: costs.map((c) => ({
      welayat: c.welayat,
      name: pick(c.name, lng),
      cost: c.cost,
      freeFrom: c.freeFrom,
    })),
    freeDeliveryFrom: freeFroms.length ? Math.min(...freeFroms) : null,
    dates: bookableDates(now),
    times: bookableTimes(),
    hours: { ...DELIVERY_HOURS },
    timeZone: DELIVERY_TIME_ZONE,
    today: todayInAshgabat(now),
  };
}

/**
 * The sample shop's choices, written once into a database that has none (with the sample catalogue
 * at start-up, and by the test apps); a shop that keeps its own rows is left alone.
 */
export async function seedOrderExtrasIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(orderOptions);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(orderOptions)
      .values(
        SAMPLE_ORDER_OPTIONS.map((option, position) => ({
          kind: option.kind,
          code: option.code,
          method: option.method ?? null,
          name: option.name,
          needsAddress: option.needsAddress ?? false,
          enabled: option.enabled ?? true,
          position,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(deliveryCosts)
      .values(SAMPLE_DELIVERY_COSTS.map((cost, position) => ({ ...cost, position })))
      .onConflictDoNothing();
  });
  return true;
}
