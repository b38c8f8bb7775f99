/**
 * The words of the API's codes on the order screens, in the app's language: an order's status, a
 * card payment's and an attempt's state, a payment event, the gateway's state, the bank's reason
 * for a refusal, and what a status change did. A code these texts do not know yet is shown as it
 * came, so a new state on the server is still readable here.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { StaffOrderWire } from '../../../server/src/contract/orders';
import type { StaffPaymentWire } from '../../../server/src/contract/payments';

type PaymentEvent = StaffPaymentWire['events'][number];

function wordsOf(intl: IntlShape) {
  const word = (group: string, code: string | number) => {
    const id = `staff.orders.${group}.${code}`;
    return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : String(code);
  };
  const status = (code: string) => word('status', code);
  const payment = (code: string) => word('paymentState', code);

  return {
    status,
    payment,
    event: (kind: string) => word('event', kind),
    gateway: (state: string) => word('gateway', state),
    settle: (what: string) => word('settleWhat', what),
    /** a payment event's note: the bank's reason in the app's language when its code is known */
    eventNote: (event: PaymentEvent) =>
      event.actionCode !== undefined && Object.hasOwn(intl.messages, `staff.orders.actionCode.${event.actionCode}`)
        ? word('actionCode', event.actionCode)
        : (event.note ?? ''),
    /** An attempt's bank: the order's bank by its name, another by its code. */
    bank: (order: Pick<StaffOrderWire, 'payment'>, code: string) =>
      code === order.payment.type && order.payment.typeName
        ? order.payment.typeName
        : code.charAt(0).toUpperCase() + code.slice(1),
    /** "Kart · Halkbank · Paid" for a card order; the method's name for the others. */
    paymentText: (order: Pick<StaffOrderWire, 'payment'>) =>
      [
        order.payment.name ?? order.payment.method,
        order.payment.typeName,
        order.payment.state && payment(order.payment.state),
      ]
        .filter(Boolean)
        .join(' · '),
    /**
     * What a status change did, from the API's answer (the order as it is now): its new status and,
     * for a card order given back, whether the money is back or the bank still owes it.
     */
    changed: (order: Pick<StaffOrderWire, 'id' | 'status' | 'payments'>) => {
      const parts = [
        intl.formatMessage({ id: 'staff.orders.changed' }, { id: order.id, status: status(order.status) }),
      ];
      // Only a cancel gives money back; an earlier attempt's return is the history's, not this change's.
      const payments = order.status === 'cancelled' ? order.payments : [];
      if (payments.some((attempt) => attempt.settle))
        parts.push(intl.formatMessage({ id: 'staff.orders.moneyBack.pending' }));
      else if (payments.some((attempt) => attempt.state === 'reversed'))
        parts.push(intl.formatMessage({ id: 'staff.orders.moneyBack.reversed' }));
      else if (payments.some((attempt) => attempt.state === 'refunded'))
        parts.push(intl.formatMessage({ id: 'staff.orders.moneyBack.refunded' }));
      return parts.join(' ');
    },
  };
}

export type OrderWords = ReturnType<typeof wordsOf>;

export function useOrderWords(): OrderWords {
  const intl = useIntl();
  return useMemo(() => wordsOf(intl), [intl]);
}
