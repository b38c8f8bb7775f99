import { inArray } from 'drizzle-orm';
import { CARD_METHOD, type OrderPaymentWire, type StaffPaymentWire } from '../../contract/payments';
import type { Db } from '../../db/client';
import { orderOptions } from '../../db/schema';
import { pick, type Lng } from '../../lib/lng';
import { message } from '../../lib/messages';
import { attemptsByOrder, eventsByPayment, holdOf, mainAttempt, wireState, type OrderRow } from './attempts';
import { bankName } from './banks';

/**
 * The `payment` of order answers (list rows and detail): the method and type with their names in
 * `lng`, and for card orders the payment's state and, while it waits, the hold's end.
 */
export async function orderPayments(db: Db, rows: OrderRow[], lng: Lng): Promise<Map<number, OrderPaymentWire>> {
  const codes = [...new Set(rows.flatMap((row) => [row.paymentMethod ?? '', row.paymentType ?? '']))].filter(Boolean);
  const [options, attempts] = await Promise.all([
    codes.length ? db.select().from(orderOptions).where(inArray(orderOptions.code, codes)) : [],
    attemptsByOrder(
      db,
      rows.filter((row) => row.paymentMethod === CARD_METHOD).map((row) => row.id),
    ),
  ]);
  const nameOf = (kind: 'payment_method' | 'payment_type', code: string) => {
    const found = options.find((option) => option.kind === kind && option.code === code);
    return found ? pick(found.name, lng) : undefined;
  };
  const wires = new Map<number, OrderPaymentWire>();
  for (const row of rows) {
    const method = row.paymentMethod ?? '';
    const type = row.paymentType ?? '';
    if (method !== CARD_METHOD) {
      const name = nameOf('payment_method', method);
      const typeName = nameOf('payment_type', type);
      wires.set(row.id, { method, type, ...(name ? { name } : {}), ...(typeName ? { typeName } : {}) });
      continue;
    }
    const main = mainAttempt(attempts.get(row.id) ?? []);
    const state = wireState(row, main);
    const hold = holdOf(row);
    wires.set(row.id, {
      method,
      type,
      name: message('paymentCardMethod', lng),
      typeName: bankName(type, lng),
      state,
      ...(hold && state !== 'checking' ? { holdUntil: hold.toISOString() } : {}),
      ...(main?.cardLast4 ? { cardLast4: main.cardLast4 } : {}),
    });
  }
  return wires;
}

export async function orderPayment(db: Db, row: OrderRow, lng: Lng): Promise<OrderPaymentWire> {
  return (await orderPayments(db, [row], lng)).get(row.id) as OrderPaymentWire;
}

/** Each order's payment attempts with their history, oldest first, as staff read them. */
export async function staffPayments(db: Db, orderIds: number[]): Promise<Map<number, StaffPaymentWire[]>> {
  const attempts = await attemptsByOrder(db, orderIds);
  const events = await eventsByPayment(
    db,
    [...attempts.values()].flat().map((row) => row.id),
  );
  const wires = new Map<number, StaffPaymentWire[]>();
  for (const [orderId, rows] of attempts) {
    wires.set(
      orderId,
      [...rows].reverse().map((row) => ({
        attempt: row.attempt,
        bank: row.bank,
        gatewayOrderId: row.gatewayOrderId,
        amount: row.amountMinor / 100,
        state: row.state,
        mismatch: row.mismatch,
        settle: row.settle,
        cardLast4: row.cardLast4,
        events: (events.get(row.id) ?? []).map((event) => ({
          at: event.at.toISOString(),
          kind: event.kind,
          ...(event.gatewayState ? { gatewayState: event.gatewayState } : {}),
          ...(event.actionCode !== null ? { actionCode: event.actionCode } : {}),
          ...(event.note ? { note: event.note } : {}),
        })),
      })),
    );
  }
  return wires;
}
