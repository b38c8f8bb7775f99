/**
 * The shopper's order that waits for its card payment, on the cart (/cart) and the
 * checkout (/cart-view): where a shopper lands pressing Back on the bank's page, with the cart
 * emptied by the confirmed order. It says which order waits, until when its products are kept (the
 * shop's 24-hour time and the minutes left), and offers to pay by card (the bank's form again) or
 * to pay on delivery instead; "we are checking" only while the bank has the payment in progress.
 * Signed-in shoppers only: the newest page of their orders (GET /client/v4/orders) tells it.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import useSWR from 'swr';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Icon } from '../../components/ui/icons';
import { WarningBox } from '../../components/ui/notice';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import { shopTime } from '../../lib/dates';
import { useLaterTexts } from '../../lib/later-texts';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { useAppSelector } from '../../lib/store/hooks';
import { selectAuthStatus } from '../auth';
import { ordersPage, type OrderSummary } from './orders-api';
import { ORDERS_TEXTS } from './orders-texts';
import { usePaymentActions } from './payment-actions';

/** How often the minutes left are counted again. */
const TICK_MS = 15_000;

/** The newest order still waiting for its card payment: its hold running, or the bank checking it. */
export function waitingOrder(rows: readonly OrderSummary[], now: number): OrderSummary | undefined {
  return rows.find((row) => {
    if (row.status !== 'awaiting_payment' || !row.payment) return false;
    if (row.payment.state === 'checking') return true;
    return row.payment.holdUntil !== undefined && Date.parse(row.payment.holdUntil) > now;
  });
}

/** Whole minutes left until `holdUntil`, at least 1 while it runs. */
export const minutesLeft = (holdUntil: string, now: number) =>
  Math.max(1, Math.ceil((Date.parse(holdUntil) - now) / 60_000));

/** The time now, read again every TICK_MS (tests give a clock of their own). */
function useNow(clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}

function Switched({ id }: { id: number }) {
  return (
    <WarningBox as="section" role="status" data-testid="waiting-order" data-state="onDelivery">
      <Icon name="check" />
      <p>
        <FormattedMessage id="orders.waiting.switched" values={{ id }} />
      </p>
    </WarningBox>
  );
}

function Waiting({ order, now, onSwitched }: { order: OrderSummary; now: number; onSwitched: () => void }) {
  const localize = useLocalPath();
  const actions = usePaymentActions(order.id, { onPaidOnDelivery: onSwitched });
  const hold = order.payment?.holdUntil;
  const checking = order.payment?.state === 'checking';
  return (
    <WarningBox
      as="section"
      aria-labelledby="waiting-order-title"
      data-testid="waiting-order"
      data-state={checking ? 'checking' : 'awaiting'}
    >
      <Icon name="clock" />
      <div>
        <h2 id="waiting-order-title">
          <FormattedMessage
            id={checking ? 'orders.waiting.checking.title' : 'orders.waiting.title'}
            values={{ id: order.id }}
          />
        </h2>
        <p>
          {checking || !hold ? (
            <FormattedMessage id="orders.waiting.checking.text" />
          ) : (
            <FormattedMessage
              id="orders.waiting.text"
              values={{ time: shopTime(hold), minutes: minutesLeft(hold, now), amount: formatPrice(order.total) }}
            />
          )}
        </p>
        {actions.problem && (
          <p role="alert" data-testid="waiting-order-problem">
            {actions.problem.text ?? <FormattedMessage id="orders.payment.failed" />}
          </p>
        )}
        <div className="actions">
          {!checking && (
            <>
              <Button variant="primary" disabled={actions.busy} onClick={() => void actions.toGateway()}>
                <FormattedMessage id="orders.waiting.pay" />
              </Button>
              <Button variant="secondary" disabled={actions.busy} onClick={() => void actions.onDelivery()}>
                <FormattedMessage id="orders.payment.payOnDelivery" />
              </Button>
            </>
          )}
          <LinkButton to={localize(`/order/payment?order=${order.id}`)} variant="ghost">
            <FormattedMessage id="orders.waiting.open" />
          </LinkButton>
        </div>
      </div>
    </WarningBox>
  );
}

/** The notice, or nothing (signed out, no order waiting, its texts not in yet). */
export function WaitingOrderNotice({ clock = Date.now }: { clock?: () => number }) {
  const lng = useLng();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const { data, mutate } = useSWR(signedIn ? ['orders', lng, 1] : null, () => ordersPage(lng, 1), SWR_DEFAULTS);
  const now = useNow(clock);
  // the order just switched to pay on delivery: its word stays while the list says it is accepted
  const [switched, setSwitched] = useState<number | null>(null);
  const order = data && waitingOrder(data.rows, now);
  const texts = useLaterTexts('orders', ORDERS_TEXTS, Boolean(order) || switched !== null);
  if (!texts.intl || (!order && switched === null)) return null;
  return (
    <RawIntlProvider value={texts.intl}>
      {order && order.id !== switched ? (
        <Waiting
          order={order}
          now={now}
          onSwitched={() => {
            setSwitched(order.id);
            void mutate();
          }}
        />
      ) : (
        <Switched id={switched ?? 0} />
      )}
    </RawIntlProvider>
  );
}
