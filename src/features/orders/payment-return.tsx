/**
 * /order/payment?order={id} (docs/adr/025): where the bank's gateway sends the shopper back, paid or
 * not. The page trusts nothing of its address but the order number: it asks the API for the
 * payment's state (GET /client/v4/orders/{id}/payment, which reads the gateway), and shows paid
 * (with the order), declined (try again, or pay on delivery), waiting for the payment (pay, or pay on
 * delivery), "we are checking" while the bank has a payment in progress (asked again with a growing
 * wait until it is final), expired (the order was cancelled),
 * or returned. The state's words are one live region in one box of a reserved height, so the
 * change from one state to the next is announced and moves nothing around it.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { FormNotice } from '../../components/ui/field-kit';
import { Icon, type IconName } from '../../components/ui/icons';
import { LoadError, Screen } from '../../components/ui/list-states';
import { NoticeBox } from '../../components/ui/notice';
import { PageTitle } from '../../components/ui/section';
import { ApiError } from '../../lib/api/api-client';
import { calendarDayName, shopTime } from '../../lib/dates';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
// route.orders.title is a carried text (src/lib/carried-texts): imported so it is there when this renders
import '../../lib/carried-texts/routes';
import type { PaymentState } from './orders-api';
import { isSettled, usePaymentActions } from './payment-actions';
import { useOrderPayment, type PaymentStatusWire } from './payment-api';

const Box = styled(NoticeBox)`
  min-height: 400px;
  justify-content: center;
  .words {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space(3)};
  }
  .words p + p {
    margin-top: -${theme.space(1)};
  }
  ${FormNotice} {
    max-width: 460px;
    text-align: left;
  }
  ${theme.media.mobile} {
    min-height: 440px;
    padding: ${theme.space(8)} ${theme.space(4)};
    .actions {
      flex-direction: column;
      align-self: stretch;
    }
  }
`;

/** '?order=41' -> 41; anything else -> NaN (no order). */
export function paymentOrderOf(search: string): number {
  const value = new URLSearchParams(search).get('order') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}

type View = PaymentState | 'loading' | 'onDelivery' | 'leaving' | 'missing';

const ICONS: Record<View, IconName> = {
  loading: 'clock',
  awaiting: 'clock',
  checking: 'clock',
  leaving: 'wallet',
  paid: 'check',
  onDelivery: 'check',
  declined: 'alert',
  expired: 'alert',
  reversed: 'wallet',
  refunded: 'wallet',
  missing: 'alert',
};

/**
 * The message ids of a view's title and text. "Checking" only when the bank has the payment in
 * progress (the card form was sent, or the bank cannot be asked just now); an attempt nobody paid on
 * is "waiting for the payment", with the ways to pay.
 */
function wordsOf(view: View): [string, string] {
  if (view === 'reversed' || view === 'refunded')
    return ['orders.payment.returned.title', 'orders.payment.returned.text'];
  if (view === 'missing') return ['orders.missing.title', 'orders.missing.text'];
  return [`orders.payment.${view}.title`, `orders.payment.${view}.text`];
}

function Words({ view, id, status }: { view: View; id: number | ''; status: PaymentStatusWire | undefined }) {
  const lng = useLng();
  const [title, text] = wordsOf(view);
  const values = {
    id,
    amount: status ? formatPrice(status.amount) : '',
    bank: status?.bankName ?? '',
    bankCode: status?.bank ?? '',
  };
  // once the order is the shopper's to receive, the day and hour they chose (not "we will call")
  const delivery = view === 'paid' || view === 'onDelivery' ? status?.delivery : undefined;
  const holdUntil = view === 'declined' || view === 'awaiting' || view === 'checking' ? status?.holdUntil : null;
  return (
    <div className="words" role="status" aria-live="polite" aria-atomic="true" data-testid="payment-state">
      <h2>
        <FormattedMessage id={title} />
      </h2>
      <p>
        <FormattedMessage id={text} values={values} />
      </p>
      {delivery && (
        <p data-testid="payment-delivery">
          <FormattedMessage
            id="orders.payment.delivery"
            values={{ day: calendarDayName(delivery.date, lng), time: delivery.time }}
          />
        </p>
      )}
      {holdUntil && (
        <p>
          <FormattedMessage id="orders.payment.holdUntil" values={{ time: shopTime(holdUntil) }} />
        </p>
      )}
    </div>
  );
}

export function PaymentReturnView({
  search,
  onSessionEnded,
  pollDelay,
}: {
  search: string;
  onSessionEnded?: () => void;
  /** the wait before each new ask while the state is open (payment-api.ts's paymentPollDelay) */
  pollDelay?: (asked: number) => number;
}) {
  const lng = useLng();
  const localize = useLocalPath();
  const id = paymentOrderOf(search);
  const valid = Number.isInteger(id);
  const { data, error, mutate, isValidating } = useOrderPayment(lng, valid ? id : null, { onSessionEnded, pollDelay });
  const [paidOnDelivery, setPaidOnDelivery] = useState(false);
  const actions = usePaymentActions(valid ? id : 0, {
    onPaidOnDelivery: () => setPaidOnDelivery(true),
    onSessionEnded,
  });
  const problem = actions.problem;
  // paid meanwhile, or the hold ran out: the API's words stay, and the state is read anew
  useEffect(() => {
    if (isSettled(problem)) void mutate();
  }, [mutate, problem]);
  const missing = !valid || (error instanceof ApiError && error.status === 404);

  if (!missing && error && !data) return <LoadError error={error} onRetry={() => void mutate()} />;

  const view: View = missing
    ? 'missing'
    : paidOnDelivery
      ? 'onDelivery'
      : actions.formUrl
        ? 'leaving'
        : (data?.state ?? 'loading');
  const open = view === 'awaiting' || view === 'checking' || view === 'declined';
  const canRetry = open && Boolean(data?.canRetry) && !isSettled(problem);
  const canPayOnDelivery = open && Boolean(data?.canPayOnDelivery) && !isSettled(problem);
  const orderLink = (
    <LinkButton to={localize(`/order/${id}`)} variant={view === 'paid' ? 'primary' : 'secondary'}>
      <FormattedMessage id="orders.payment.openOrder" />
    </LinkButton>
  );

  return (
    <Screen>
      <PageTitle>
        {valid ? (
          <FormattedMessage id="orders.payment.title" values={{ id }} />
        ) : (
          <FormattedMessage id="route.orders.title" />
        )}
      </PageTitle>
      <Box
        className={view === 'declined' || view === 'expired' || view === 'missing' ? 'error' : undefined}
        data-testid="payment-return"
        data-state={view}
        aria-busy={view === 'loading' || (open && view !== 'declined' && isValidating)}
      >
        <span className="icon">
          <Icon name={ICONS[view]} size={36} />
        </span>
        <Words view={view} id={valid ? id : ''} status={data} />
        {problem && (
          <FormNotice className="error" role="alert" data-testid="payment-problem">
            <Icon name="alert" />
            <p>{problem.text ?? <FormattedMessage id="orders.payment.failed" />}</p>
          </FormNotice>
        )}
        <div className="actions">
          {view === 'leaving' && actions.formUrl && (
            <a href={actions.formUrl} className="gateway-link">
              <FormattedMessage id="orders.payment.openForm" />
            </a>
          )}
          {canRetry && (
            <Button
              variant="primary"
              disabled={actions.busy}
              onClick={() => void actions.toGateway()}
              data-testid="payment-retry"
            >
              <FormattedMessage id={view === 'awaiting' ? 'orders.waiting.pay' : 'orders.payment.retry'} />
            </Button>
          )}
          {canPayOnDelivery && (
            <Button
              variant="secondary"
              disabled={actions.busy}
              onClick={() => void actions.onDelivery()}
              data-testid="payment-on-delivery"
            >
              <FormattedMessage id="orders.payment.payOnDelivery" />
            </Button>
          )}
          {(view === 'paid' || view === 'onDelivery' || view === 'reversed' || view === 'refunded') && orderLink}
          {view === 'expired' && (
            <LinkButton to={localize('/cart')} variant="primary">
              <FormattedMessage id="orders.payment.toCart" />
            </LinkButton>
          )}
          {(view === 'paid' || view === 'onDelivery' || view === 'expired' || view === 'missing') && (
            <LinkButton to={localize('/')} variant="secondary">
              <FormattedMessage id="orders.payment.shop" />
            </LinkButton>
          )}
        </div>
      </Box>
    </Screen>
  );
}
