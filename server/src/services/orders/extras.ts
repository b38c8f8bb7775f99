import { asc, count } from 'drizzle-orm';
import { DELIVERY_HOURS, DELIVERY_TIME_ZONE } from '../../contract/delivery-rules';
import type { OrderExtrasWire } from '../../contract/orders';
import { CARD_METHOD } from '../../contract/payments';
import { message } from '../../lib/messages';
import { BANKS, isBankCode } from '../payments/banks';
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

/**
 * Online payment by card (docs/adr/025), when some bank's gateway is enabled: the method 'card'
 * (online) and one type per bank, after the shop's own choices. Not rows of order_options: the
 * settings (PAYMENT_GATEWAY, PAYMENT_BANKS) decide them.
 */
function cardOptions(banks: readonly string[]): OrderOptionRow[] {
  const known = banks.filter(isBankCode);
  if (!known.length) return [];
  const row = (kind: OrderOptionRow['kind'], code: string, method: string | null, name: OrderOptionRow['name']) => ({
    kind,
    code,
    method,
    name,
    needsAddress: false,
    enabled: true,
    position: Number.MAX_SAFE_INTEGER,
  });
  const cardName = {
    tm: message('paymentCardMethod', 'tm'),
    ru: message('paymentCardMethod', 'ru'),
    en: message('paymentCardMethod', 'en'),
  };
  return [
    row('payment_method', CARD_METHOD, null, cardName),
    ...known.map((bank) =>
      row('payment_type', bank, CARD_METHOD, { tm: BANKS[bank].name, ru: BANKS[bank].name, en: BANKS[bank].name }),
    ),
  ];
}

/** `banks`: the banks whose gateways are enabled (the card method's types). */
export async function orderChoices(db: Db, banks: readonly string[] = []): Promise<OrderChoices> {
  const [options, costs] = await Promise.all([
    db.select().from(orderOptions).orderBy(asc(orderOptions.position), asc(orderOptions.code)),
    db.select().from(deliveryCosts).orderBy(asc(deliveryCosts.position), asc(deliveryCosts.welayat)),
  ]);
  const card = (option: OrderOptionRow) =>
    (option.kind === 'payment_method' && option.code === CARD_METHOD) ||
    (option.kind === 'payment_type' && option.method === CARD_METHOD);
  const own = options.filter((option) => option.enabled && !card(option));
  return { options: [...own, ...cardOptions(banks)], costs };
}

/** GET /client/v4/orders/extras: the choices in the caller's language and the bookable days. */
export async function orderExtras(
  db: Db,
  lng: Lng,
  now: Date,
  banks: readonly string[] = [],
  /** the card's gateway is the demo's simulator (docs/adr/026): the checkout says so */
  demoCards = false,
): Promise<OrderExtrasWire> {
  const { options, costs } = await orderChoices(db, banks);
  const of = (kind: OrderOptionRow['kind']) => options.filter((option) => option.kind === kind);
  const freeFroms = costs.map((cost) => cost.freeFrom).filter((from): from is number => from !== null);
  return {
    deliveryMethods: of('delivery_method').map((o) => ({
      code: o.code,
      name: pick(o.name, lng),
      needsAddress: o.needsAddress,
    })),
    deliveryTypes: of('delivery_type').map((o) => ({ code: o.code, name: pick(o.name, lng), method: o.method ?? '' })),
    paymentMethods: of('payment_method').map((o) => ({
      code: o.code,
      name: pick(o.name, lng),
      ...(o.code === CARD_METHOD ? { online: true, ...(demoCards ? { demo: true } : {}) } : {}),
    })),
    paymentTypes: of('payment_type').map((o) => ({
      code: o.code,
      name: o.method === CARD_METHOD && isBankCode(o.code) ? BANKS[o.code].name : pick(o.name, lng),
      method: o.method ?? '',
      ...(o.method === CARD_METHOD && isBankCode(o.code) ? { logo: BANKS[o.code].logo } : {}),
    })),
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
