/**
 * What a shopper can do with a card order's open payment, wherever it is offered (the checkout
 * after the code, the return page, an order's detail): go to the bank's card form (a new attempt,
 * or the open one's form again) or pay on delivery instead. A refusal keeps the API's translated
 * words (503: the bank's page cannot be reached; 409: paid already, or the hold ran out) for the
 * screen to show beside the choices; nothing of the order is lost by a failed try.
 */
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-client';
import { useLng } from '../../lib/lng-context';
import type { OrderDetail } from './orders-api';
import { gatewayForm, PAYMENT_REFUSALS, usePayOnDelivery, useStartPayment } from './payment-api';

export interface PaymentProblem {
  /** the refusal's name (paymentGatewayDown, paymentDone, paymentExpired), when the API gave one */
  code: string | undefined;
  /** the API's own words; undefined: the screen says that something went wrong */
  text: string | undefined;
}

function problemOf(error: unknown): PaymentProblem {
  if (!(error instanceof ApiError)) return { code: undefined, text: undefined };
  const worded = (error.status >= 400 && error.status < 500) || error.status === 503;
  return { code: error.code, text: worded && error.message ? error.message : undefined };
}

const SETTLED: readonly (string | undefined)[] = [
  PAYMENT_REFUSALS.done,
  PAYMENT_REFUSALS.expired,
  PAYMENT_REFUSALS.closed,
];

/** The payment can no longer be tried (paid already, the hold ran out, or paid on delivery now). */
export const isSettled = (problem: PaymentProblem | null) => Boolean(problem && SETTLED.includes(problem.code));

export function usePaymentActions(
  id: number,
  { onPaidOnDelivery, onSessionEnded }: { onPaidOnDelivery: (order: OrderDetail) => void; onSessionEnded?: () => void },
) {
  const lng = useLng();
  const { trigger: start, isMutating: starting } = useStartPayment(lng);
  const { trigger: deliver, isMutating: delivering } = usePayOnDelivery(lng);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  /** the bank's form the browser was sent to (a link to it stays, should the page come back) */
  const [formUrl, setFormUrl] = useState<string | null>(null);
  const busy = useRef(false);

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onSessionEnded?.();
      setProblem(problemOf(error));
    },
    [onSessionEnded],
  );

  const toGateway = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    try {
      const started = await start(id);
      setFormUrl(started.formUrl);
      gatewayForm.open(started.formUrl);
    } catch (error) {
      failed(error);
    } finally {
      busy.current = false;
    }
  }, [failed, id, start]);

  const onDelivery = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    try {
      onPaidOnDelivery(await deliver(id));
    } catch (error) {
      failed(error);
    } finally {
      busy.current = false;
    }
  }, [deliver, failed, id, onPaidOnDelivery]);

  return {
    toGateway,
    onDelivery,
    problem,
    formUrl,
    busy: starting || delivering,
  };
}
