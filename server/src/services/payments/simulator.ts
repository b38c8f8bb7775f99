import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentSimMerchants, paymentSimOrders } from '../../db/schema';
import { TMT_CURRENCY, type GatewayLanguage } from './gateway';
import { BANK_CODES, type BankCode } from './banks';

/**
 * The payment gateway simulator (PAYMENT_GATEWAY=simulator, the default): the RBS REST protocol's
 * four calls over the payment_sim_orders table, as Halkbank's, Senagat's and Rysgal's gateways
 * answer them, so the shop's client (rbs-client.ts) runs unchanged against it. The card form's
 * steps are in simulator-form.ts; the routes in routes/gateway-sim.ts.
 */

/** Each bank's merchant login on this database's simulator. */
export type SimMerchants = Readonly<Record<BankCode, { userName: string; password: string }>>;

/**
 * The merchant logins, generated at the first start on a database (per data directory with
 * PGlite) and read by every process on it: the first process's insert wins, the others read it.
 */
export async function simulatorMerchants(db: Db, now: Date = new Date()): Promise<SimMerchants> {
  await db
    .insert(paymentSimMerchants)
    .values(
      BANK_CODES.map((bank) => ({
        merchant: bank,
        userName: `${bank}-shop-api`,
        password: randomBytes(24).toString('base64url'),
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await db.select().from(paymentSimMerchants);
  const merchants = Object.fromEntries(
    rows.map((row) => [row.merchant, { userName: row.userName, password: row.password }]),
  );
  return merchants as SimMerchants;
}

/** Compared in constant time, so the answer's timing does not tell how much of a guess was right. */
function same(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** RBS's orderStatus values. */
export const SIM_STATUS = {
  registered: 0,
  held: 1,
  paid: 2,
  reversed: 3,
  refunded: 4,
  threeDs: 5,
  declined: 6,
} as const;

/** An unpaid order's card form closes after this long (RBS's default sessionTimeoutSecs, 1 200 s). */
export const SIM_SESSION_MS = 20 * 60_000;
/** RBS's actionCode of an order whose form timed out unpaid. */
const SESSION_EXPIRED = { code: -2007, text: 'Payment session expired' };

export const SIM_LANGUAGES: readonly GatewayLanguage[] = ['tk', 'ru', 'en'];

/** An RBS answer: errorCode "0" or absent on success, else errorCode and errorMessage. */
export type SimAnswer = Record<string, unknown> & { errorCode?: string; errorMessage?: string };
export type SimOrder = typeof paymentSimOrders.$inferSelect;

const refused = (errorCode: number, errorMessage: string): SimAnswer => ({
  errorCode: String(errorCode),
  errorMessage,
});
const OK: SimAnswer = { errorCode: '0', errorMessage: 'Success' };

/** The merchant the login names, or null: RBS answers errorCode 5 "Access denied" for a wrong one. */
export function merchantOf(merchants: SimMerchants, userName: unknown, password: unknown): BankCode | null {
  return (
    BANK_CODES.find((bank) => {
      const login = merchants[bank];
      return Boolean(login) && same(userName, login.userName) && same(password, login.password);
    }) ?? null
  );
}

/** The calendar day in Ashgabat (UTC+5, no summer time): a payment is reversible on the day it was made. */
const ashgabatDay = (at: Date) => new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);

const minorUnits = (raw: unknown): number | undefined =>
  typeof raw === 'string' && /^[0-9]{1,12}$/.test(raw) && Number(raw) <= 2 ** 31 - 1 ? Number(raw) : undefined;

const httpUrl = (raw: unknown): raw is string =>
  typeof raw === 'string' && /^https?:\/\/[^\s]+$/.test(raw) && raw.length <= 2000;

export interface RegisterParams {
  orderNumber?: unknown;
  amount?: unknown;
  currency?: unknown;
  returnUrl?: unknown;
  failUrl?: unknown;
  language?: unknown;
  description?: unknown;
}

/**
 * The shop's payment return page in each language (SHOP_URL/order/payment, /ru/…, /en/…): the only
 * return and fail URLs the simulator takes, as a bank takes only the return URLs the merchant's
 * contract names, so its form never sends a shopper to another site.
 */
export function shopReturnPage(shopUrl: string): (raw: string) => boolean {
  const base = shopUrl.replace(/\/+$/, '');
  const pages = new Set(['', '/ru', '/en'].map((prefix) => `${base}${prefix}/order/payment`));
  return (raw) => {
    try {
      const url = new URL(raw);
      return !url.username && !url.password && !url.hash && pages.has(`${url.origin}${url.pathname}`);
    } catch {
      return false;
    }
  };
}

/** register.do's refusal of a return or fail URL that is not the shop's own page: a 400. */
export const NOT_THE_SHOPS_PAGE = refused(4, "Return URL is not the merchant's return page");

/**
 * register.do: a new order for the merchant; `formOrigin` is where shoppers reach the card form,
 * `returnPage` tells the shop's return page; null when a return URL is another page.
 */
export async function simRegister(
  db: Db,
  now: Date,
  merchant: BankCode,
  params: RegisterParams,
  where: { formOrigin: string; returnPage: (url: string) => boolean },
): Promise<SimAnswer | null> {
  const { formOrigin } = where;
  const { orderNumber, returnUrl } = params;
  if (typeof orderNumber !== 'string' || !/^[\w.-]{1,32}$/.test(orderNumber)) {
    return refused(4, 'Order number is empty or invalid');
  }
  const amount = minorUnits(params.amount);
  if (amount === undefined || amount <= 0) return refused(4, 'Amount is empty or invalid');
  const currency = params.currency === undefined || params.currency === '' ? String(TMT_CURRENCY) : params.currency;
  if (currency !== String(TMT_CURRENCY)) return refused(3, 'Unknown currency');
  if (!httpUrl(returnUrl)) return refused(4, 'Return URL is empty or invalid');
  const failUrl = params.failUrl === undefined || params.failUrl === '' ? returnUrl : params.failUrl;
  if (!httpUrl(failUrl)) return refused(5, 'Fail URL is invalid');
  if (!where.returnPage(returnUrl) || !where.returnPage(failUrl)) return null;
  const language = SIM_LANGUAGES.find((lng) => lng === params.language) ?? 'tk';
  const description = typeof params.description === 'string' ? params.description.slice(0, 200) : '';
  const id = randomUUID();
  const inserted = await db
    .insert(paymentSimOrders)
    .values({
      id,
      merchant,
      orderNumber,
      amountMinor: amount,
      currency: TMT_CURRENCY,
      returnUrl,
      failUrl,
      language,
      description,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentSimOrders.id });
  if (inserted.length === 0) return refused(1, 'Order with this number was processed already');
  return { orderId: id, formUrl: `${formOrigin}/gateway-sim/payment/form?mdOrder=${id}&language=${language}` };
}

/**
 * The order the merchant may see, with an unpaid order past its session declined first (so
 * every reader, form or status call, sees the same state).
 */
export async function simOrderOf(db: Db, now: Date, id: unknown, merchant?: BankCode): Promise<SimOrder | undefined> {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [order] = await db.select().from(paymentSimOrders).where(eq(paymentSimOrders.id, id));
  if (!order || (merchant && order.merchant !== merchant)) return undefined;
  if (
    (order.status === SIM_STATUS.registered || order.status === SIM_STATUS.threeDs) &&
    now.getTime() - order.createdAt.getTime() >= SIM_SESSION_MS
  ) {
    const [expired] = await db
      .update(paymentSimOrders)
      .set({
        status: SIM_STATUS.declined,
        actionCode: SESSION_EXPIRED.code,
        actionText: SESSION_EXPIRED.text,
        updatedAt: now,
      })
      .where(
        and(eq(paymentSimOrders.id, id), inArray(paymentSimOrders.status, [SIM_STATUS.registered, SIM_STATUS.threeDs])),
      )
      .returning();
    return expired ?? simOrderOf(db, now, id, merchant);
  }
  return order;
}

/**
 * The card as RBS names it: `maskedPan` once a card was sent to the form, and `pan`, masked the
 * same way ('411111**1111'), once money was taken with it (paid or held, and after a reversal or
 * refund of that money).
 */
function cardAuthInfo(order: SimOrder) {
  if (!order.maskedPan) return {};
  const charged = order.paidAt !== null && order.status !== SIM_STATUS.declined;
  return { cardAuthInfo: { maskedPan: order.maskedPan, ...(charged ? { pan: order.maskedPan } : {}) } };
}

/** getOrderStatusExtended.do's answer for an order. */
export function simStatusAnswer(order: SimOrder): SimAnswer {
  const paid = order.status === SIM_STATUS.paid || order.status === SIM_STATUS.refunded;
  return {
    ...OK,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    actionCode: order.actionCode ?? 0,
    actionCodeDescription: order.actionText ?? '',
    amount: order.amountMinor,
    currency: String(order.currency),
    date: order.createdAt.getTime(),
    orderDescription: order.description,
    ...cardAuthInfo(order),
    paymentAmountInfo: {
      paymentState: ['CREATED', 'APPROVED', 'DEPOSITED', 'REVERSED', 'REFUNDED', 'CREATED', 'DECLINED'][order.status],
      approvedAmount: order.status === SIM_STATUS.held || paid ? order.amountMinor : 0,
      depositedAmount: paid ? order.amountMinor : 0,
      refundedAmount: order.refundedMinor,
    },
  };
}

const UNKNOWN_ORDER = refused(6, 'Order not found');

/** reverse.do: a registered, held or paid order, paid today, is cancelled whole. */
export async function simReverse(db: Db, now: Date, merchant: BankCode, id: unknown): Promise<SimAnswer> {
  const order = await simOrderOf(db, now, id, merchant);
  if (!order) return UNKNOWN_ORDER;
  const reversible: number[] = [SIM_STATUS.registered, SIM_STATUS.held, SIM_STATUS.paid];
  if (!reversible.includes(order.status)) return refused(7, 'Reversal is impossible: wrong order state');
  if (ashgabatDay(order.paidAt ?? order.createdAt) !== ashgabatDay(now)) {
    return refused(7, 'Reversal is impossible: the payment was settled on an earlier day; refund it');
  }
  const [done] = await db
    .update(paymentSimOrders)
    .set({ status: SIM_STATUS.reversed, updatedAt: now })
    .where(and(eq(paymentSimOrders.id, order.id), eq(paymentSimOrders.status, order.status)))
    .returning({ id: paymentSimOrders.id });
  return done ? OK : refused(7, 'Reversal is impossible: wrong order state');
}

/** refund.do: returns up to what is left of a paid order; nothing left, or more asked, is refused. */
export async function simRefund(
  db: Db,
  now: Date,
  merchant: BankCode,
  id: unknown,
  rawAmount: unknown,
): Promise<SimAnswer> {
  const amount = minorUnits(rawAmount);
  if (amount === undefined || amount <= 0) return refused(4, 'Amount is empty or invalid');
  const order = await simOrderOf(db, now, id, merchant);
  if (!order) return UNKNOWN_ORDER;
  if (order.status !== SIM_STATUS.paid && order.status !== SIM_STATUS.refunded) {
    return refused(7, 'Refund is impossible: the order is not paid');
  }
  const [done] = await db
    .update(paymentSimOrders)
    .set({
      status: SIM_STATUS.refunded,
      refundedMinor: sql`${paymentSimOrders.refundedMinor} + ${amount}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentSimOrders.id, order.id),
        inArray(paymentSimOrders.status, [SIM_STATUS.paid, SIM_STATUS.refunded]),
        sql`${paymentSimOrders.refundedMinor} + ${amount} <= ${paymentSimOrders.amountMinor}`,
      ),
    )
    .returning({ id: paymentSimOrders.id });
  return done ? OK : refused(7, 'Refund is impossible: the amount is more than what is left to refund');
}
