import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderDetail } from '../src/contract/orders';
import type { PaymentStatusWire } from '../src/contract/payments';
import type { Db } from '../src/db/client';
import { orderMails, paymentEvents, payments } from '../src/db/schema';
import {
  GatewayRefused,
  GatewayUnavailable,
  type GatewayState,
  type GatewayStatus,
  type PaymentGateway,
  type RegisterPayment,
} from '../src/services/payments/gateway';
import type { TestClock } from './auth-helpers';
import { orderBody, orderCall, placeWithCode, productsInStock, type Shopper } from './order-helpers';

interface FakeOrder {
  input: RegisterPayment;
  state: GatewayState;
  amountMinor: number;
  currency: number;
  actionCode?: number;
}

/**
 * A bank gateway the test controls exactly: what each order's state is, whether the gateway answers
 * (down: refuses to connect; silent: never answers, so the shop's time limit ends the call), which
 * error code it answers, and how many of each call it took.
 */
export class FakeGateway implements PaymentGateway {
  readonly orders = new Map<string, FakeOrder>();
  readonly calls = { register: 0, status: 0, reverse: 0, refund: 0 };
  down = false;
  silent = false;
  /** register.do answers this errorCode */
  registerRefusal: number | null = null;
  /** getOrderStatusExtended.do answers this errorCode */
  statusRefusal: number | null = null;
  /** reverse.do is refused for settled payments (not the same day): refund.do must follow */
  settled = false;
  /** reverse.do is refused for orders not paid (as some gateways do) */
  reverseUnpaidRefused = false;
  private serial = 0;

  constructor(readonly bank = 'halkbank') {}

  private async answer<T>(work: () => T): Promise<T> {
    if (this.silent) return new Promise<T>(() => undefined);
    if (this.down) throw new GatewayUnavailable(this.bank, 'connection refused');
    return work();
  }

  private order(id: string): FakeOrder {
    const order = this.orders.get(id);
    if (!order) throw new GatewayRefused(this.bank, 6, 'Unknown order');
    return order;
  }

  register(input: RegisterPayment) {
    this.calls.register++;
    return this.answer(() => {
      if (this.registerRefusal !== null) throw new GatewayRefused(this.bank, this.registerRefusal, 'Refused');
      if ([...this.orders.values()].some((o) => o.input.orderNumber === input.orderNumber)) {
        throw new GatewayRefused(this.bank, 1, 'Order with this number is already registered');
      }
      const gatewayOrderId = `${this.bank}-md-${++this.serial}`;
      this.orders.set(gatewayOrderId, {
        input,
        state: 'registered',
        amountMinor: input.amountMinor,
        currency: input.currency,
      });
      return { gatewayOrderId, formUrl: `https://pay.example.tm/form?mdOrder=${gatewayOrderId}` };
    });
  }

  status(id: string): Promise<GatewayStatus> {
    this.calls.status++;
    return this.answer(() => {
      if (this.statusRefusal !== null) throw new GatewayRefused(this.bank, this.statusRefusal, 'Refused');
      const order = this.order(id);
      return {
        state: order.state,
        amountMinor: order.amountMinor,
        currency: order.currency,
        ...(order.actionCode !== undefined ? { actionCode: order.actionCode, actionText: 'Declined by issuer' } : {}),
      };
    });
  }

  reverse(id: string) {
    this.calls.reverse++;
    return this.answer(() => {
      const order = this.order(id);
      const paid = order.state === 'paid' || order.state === 'held';
      if (paid && this.settled) throw new GatewayRefused(this.bank, 7, 'Reversal is not possible');
      if (!paid && (this.reverseUnpaidRefused || order.state !== 'registered')) {
        throw new GatewayRefused(this.bank, 7, 'Reversal is not possible');
      }
      order.state = 'reversed';
    });
  }

  refund(id: string, amountMinor: number) {
    this.calls.refund++;
    return this.answer(() => {
      const order = this.order(id);
      if (order.state !== 'paid' || amountMinor > order.amountMinor) {
        throw new GatewayRefused(this.bank, 7, 'Refund is not possible');
      }
      order.state = 'refunded';
    });
  }

  /** The shopper's card at the bank's form. */
  pay(id: string, options: { amountMinor?: number; currency?: number } = {}) {
    const order = this.order(id);
    order.state = 'paid';
    if (options.amountMinor !== undefined) order.amountMinor = options.amountMinor;
    if (options.currency !== undefined) order.currency = options.currency;
  }

  decline(id: string, actionCode = 116) {
    Object.assign(this.order(id), { state: 'declined', actionCode });
  }

  threeDs(id: string) {
    this.order(id).state = 'three_ds';
  }

  /** the newest registered order's id */
  last(): string {
    return [...this.orders.keys()].at(-1) ?? '';
  }
}

/** Replaces the app's gateways with `fakes` and turns its sweep's timer off (the test sweeps). */
export function withGateways(app: FastifyInstance, ...fakes: PaymentGateway[]) {
  app.payments.settings.sweepMs = 0;
  app.payments.gateways.clear();
  for (const fake of fakes) app.payments.gateways.set(fake.bank, fake);
}

/** A card order placed and confirmed by its code: it waits for its payment with its stock held. */
export async function cardOrder(
  app: FastifyInstance,
  db: Db,
  shopper: Shopper,
  options: { bank?: string; count?: number; product?: { id: number; price: number } } = {},
): Promise<{ id: number; detail: OrderDetail; product: { id: number; price: number } }> {
  const product = options.product ?? (await productsInStock(db, 1))[0];
  const body = orderBody([{ ...product, count: options.count ?? 1 }], shopper.phone, {
    payment: { method: 'card', type: options.bank ?? 'halkbank' },
  });
  const { placed, code } = await placeWithCode(app, shopper, body);
  const verified = await orderCall<OrderDetail>(app, 'POST', '/verify', {
    shopper,
    body: { id: placed.body.id, code },
  });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}: ${JSON.stringify(verified.body)}`);
  return { id: placed.body.id, detail: verified.body, product };
}

export const startPay = (app: FastifyInstance, shopper: Shopper, id: number) =>
  orderCall<{ formUrl: string; state: string; code?: string }>(app, 'POST', `/${id}/payment`, {
    shopper,
    body: {},
    key: null,
  });

export const readPay = (app: FastifyInstance, shopper: Shopper, id: number, lng = 'EN') =>
  orderCall<PaymentStatusWire & { code?: string }>(app, 'GET', `/${id}/payment`, { shopper, lng });

export const payOnDelivery = (app: FastifyInstance, shopper: Shopper, id: number) =>
  orderCall<OrderDetail & { code?: string }>(app, 'POST', `/${id}/payment/on-delivery`, {
    shopper,
    body: {},
    key: null,
  });

/** The order's attempts' history, oldest first: the kinds of event. */
export async function eventKinds(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: paymentEvents.kind })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
    .where(eq(payments.orderId, orderId))
    .orderBy(paymentEvents.id);
  return rows.map((row) => row.kind);
}

export async function mailsOf(db: Db, orderId: number) {
  return db.select().from(orderMails).where(eq(orderMails.orderId, orderId));
}

export const HOLD_MS = 20 * 60_000;
export const advancePast = (clock: TestClock, ms: number) => clock.advance(ms + 1000);
