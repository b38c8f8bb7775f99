/**
 * A card order's payment (issue 43, /work/notes/payments-contract.md): its state as the API reads
 * it from the bank's gateway (GET /client/v4/orders/{id}/payment), a new attempt at the bank's
 * card form (POST .../payment, idempotent: the open attempt's form again), and paying on delivery
 * instead (POST .../payment/on-delivery). Only the signed-in owner of the order may ask; someone
 * else's order answers 404. The gateway down or slow answers 503 with the API's translated words.
 */
import { useRef } from 'react';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiCall, ApiError } from '../../lib/api/api-client';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';
import type { OrderDetail, PaymentState } from './orders-api';

export interface PaymentStatusWire {
  state: PaymentState;
  bank: string;
  bankName: string;
  /** TMT, the order's total */
  amount: number;
  currency: 'TMT';
  holdUntil: string | null;
  canRetry: boolean;
  canPayOnDelivery: boolean;
  /** the delivery day (YYYY-MM-DD) and hour (HH:MM) the shopper chose */
  delivery?: { date: string; time: string };
}

export interface PaymentStartedWire {
  formUrl: string;
  state: 'awaiting';
}

/** The refusals of the payment calls that the screens answer in their own way. */
export const PAYMENT_REFUSALS = {
  gatewayDown: 'paymentGatewayDown',
  done: 'paymentDone',
  expired: 'paymentExpired',
  /** the order waits for no online payment any more (paid on delivery meanwhile) */
  closed: 'paymentClosed',
} as const;

/** States that change no more by themselves: the page stops asking. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['paid', 'declined', 'expired', 'reversed', 'refunded'];

const paymentPath = (id: number) => `/client/v4/orders/${id}/payment`;

export const paymentStatus = (lng: Lng, id: number) => apiCall<PaymentStatusWire>(paymentPath(id), { lng });

export const startPayment = (lng: Lng, id: number) => apiCall<PaymentStartedWire>(paymentPath(id), { lng, body: {} });

export const payOnDelivery = (lng: Lng, id: number) =>
  apiCall<OrderDetail>(`${paymentPath(id)}/on-delivery`, { lng, body: {} });

/**
 * Milliseconds before asking again while the state is open, after `asked` answers: 2, 3, 5, 8,
 * 13 s, then every 20 s (a 3-D Secure step takes the shopper a minute or two; a gateway that does
 * not answer is not asked in a tight loop).
 */
export function paymentPollDelay(asked: number): number {
  const steps = [2000, 3000, 5000, 8000, 13000];
  return steps[asked] ?? 20000;
}

/** The wait before the next ask, after `answers` answers the latest of which is `latest`; 0: ask no more. */
export function nextPaymentPoll(
  latest: PaymentStatusWire | undefined,
  answers: number,
  pollDelay: (asked: number) => number = paymentPollDelay,
): number {
  return !latest || FINAL_PAYMENT_STATES.includes(latest.state) ? 0 : pollDelay(Math.max(0, answers - 1));
}

/**
 * Leaving the shop for the bank's card form. One object, so that the component tests watch the
 * departure (jsdom does not navigate); only an http(s) address is followed.
 */
export const gatewayForm = {
  open(formUrl: string) {
    const url = new URL(formUrl, window.location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not a web address');
    window.location.assign(url.href);
  },
};

/**
 * The payment's state, asked again while it is open (awaiting, checking) with a growing wait, and
 * not at all once it is final. `id` null: none asked.
 */
export function useOrderPayment(
  lng: Lng,
  id: number | null,
  {
    pollDelay = paymentPollDelay,
    onSessionEnded,
  }: { pollDelay?: (asked: number) => number; onSessionEnded?: () => void } = {},
) {
  const answers = useRef(0);
  return useSWR(
    id === null ? null : ['order-payment', lng, id],
    async () => {
      const status = await paymentStatus(lng, id!);
      answers.current += 1;
      return status;
    },
    {
      ...SWR_DEFAULTS,
      // a poll is a new question, not a duplicate of the last one
      dedupingInterval: Math.min(2000, pollDelay(0)),
      refreshInterval: (latest) => nextPaymentPoll(latest, answers.current, pollDelay),
      // not the shopper's order, or signed out: asking again changes nothing
      shouldRetryOnError: (failure: unknown) =>
        !(failure instanceof ApiError && failure.status >= 400 && failure.status < 500),
      onError: (failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 401) onSessionEnded?.();
      },
    },
  );
}

/** A new attempt at the bank's form (or the open one's form again). */
export const useStartPayment = (lng: Lng) =>
  useSWRMutation(['start-payment', lng], (_key, { arg }: { arg: number }) => startPayment(lng, arg));

/** The order paid on delivery instead: accepted, with the shop's pay-on-delivery method. */
export const usePayOnDelivery = (lng: Lng) =>
  useSWRMutation(['pay-on-delivery', lng], (_key, { arg }: { arg: number }) => payOnDelivery(lng, arg));
