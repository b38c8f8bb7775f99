/**
 * /order (spec §2, §4): the signed-in shopper's orders, newest first, 20 a page (?page=N), each
 * with its number, date, status, pieces and total; /order/{id} opens one order's detail. Loading,
 * empty (no orders yet, with the way back to the catalogue) and failed (retry, reload) states, as
 * every list of the shop has them (spec §4: listings go loading, then success or fatal error). A
 * card order's row names its payment's state; /order/payment?order={id} is where the bank's
 * gateway sends the shopper back (payment-return.tsx).
 */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { LaterTextsBoundary } from '../../components/ui/later-texts-boundary';
import { EmptyState, ListTitle, LoadError, Screen, Skeleton } from '../../components/ui/list-states';
import { LocalLink } from '../../components/ui/local-link';
import { shopDate } from '../../lib/dates';
import { useLng } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import { Pager, pageCount } from '../listing';
import { OrderDetailView } from './order-detail';
import { OrderStatusLabel } from './order-status';
import { ORDERS_PAGE_SIZE, useOrdersPage } from './orders-api';
import { ORDERS_TEXTS } from './orders-texts';
import { PaymentReturnView } from './payment-return';
import { PaymentStateText } from './payment-state';
import '../../lib/carried-texts/routes';

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(6)};
  padding: 0;
  list-style: none;
  a {
    display: grid;
    grid-template-columns: minmax(0, 1.3fr) auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space(4)};
    padding: ${theme.space(4)} ${theme.space(5)};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.card};
    box-shadow: ${theme.shadow.card};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    box-shadow:
      0 0 0 2px ${theme.color.brandSoft},
      ${theme.shadow.card};
  }
  a:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
  .number strong {
    display: block;
    font-size: 17px;
  }
  .status {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space(1)};
  }
  .number span,
  .pieces {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .total {
    font-size: 17px;
    font-weight: 800;
    white-space: nowrap;
    text-align: right;
  }
  .total small {
    display: block;
    color: ${theme.color.success};
    font-size: 13px;
    font-weight: 600;
  }
  ${theme.media.mobile} {
    a {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'number status' 'pieces total';
      gap: ${theme.space(2)} ${theme.space(3)};
      padding: ${theme.space(4)};
    }
    .number {
      grid-area: number;
    }
    .status {
      grid-area: status;
      justify-self: end;
      align-items: flex-end;
    }
    .pieces {
      grid-area: pieces;
    }
    .total {
      grid-area: total;
    }
  }
`;

/** '/order/payment' (the bank's way back): its own screen, not an order number. */
export const isPaymentReturn = (path: string) => path.replace(/\/$/, '') === '/order/payment';

/** '?page=3' -> 3; anything else is the first page. */
export function pageOf(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value > 1 ? value : 1;
}

/** '/order/12' -> 12; '/order' -> null (the list); anything else -> NaN (not an order). */
export function orderIdOf(path: string): number | null {
  const rest = path.replace(/^\/order\/?/, '').replace(/\/$/, '');
  if (!rest) return null;
  return /^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : Number.NaN;
}

function OrdersList({ page, onSessionEnded }: { page: number; onSessionEnded?: () => void }) {
  const intl = useIntl();
  const lng = useLng();
  const { data, error, mutate } = useOrdersPage(lng, page, onSessionEnded);
  const count = data?.count ?? 0;
  const title = <ListTitle titleId="route.orders.title" countId="orders.count" count={count} />;
  if (error && !data)
    return (
      <Screen>
        {title}
        <LoadError error={error} onRetry={() => void mutate()} />
      </Screen>
    );
  if (!data)
    return (
      <Screen aria-busy="true">
        {title}
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={76} style={{ marginBottom: 12 }} />
        ))}
      </Screen>
    );
  if (count === 0)
    return (
      <Screen>
        {title}
        <EmptyState icon="truck" titleId="orders.empty.title" textId="orders.empty.text" />
      </Screen>
    );
  return (
    <Screen>
      {title}
      <Rows aria-label={intl.formatMessage({ id: 'orders.list.label' })}>
        {data.rows.map((order) => (
          <li key={order.id} data-testid="order-row" data-order-id={order.id}>
            <LocalLink
              to={`/order/${order.id}`}
              aria-label={intl.formatMessage({ id: 'orders.open' }, { id: order.id })}
            >
              <span className="number">
                <strong>
                  <FormattedMessage id="orders.number" values={{ id: order.id }} />
                </strong>
                <span>{shopDate(order.createdAt)}</span>
              </span>
              <span className="status">
                <OrderStatusLabel status={order.status} />
                <PaymentStateText payment={order.payment} />
              </span>
              <span className="pieces">
                <FormattedMessage id="orders.pieces" values={{ count: order.pieces }} />
              </span>
              <span className="total">
                {formatPrice(order.total)}
                {order.giftCertificate && (
                  <small data-testid="order-row-gift">
                    <FormattedMessage
                      id="orders.giftPaid"
                      values={{
                        last4: order.giftCertificate.last4,
                        amount: formatPrice(order.giftCertificate.amount),
                      }}
                    />
                  </small>
                )}
              </span>
            </LocalLink>
          </li>
        ))}
      </Rows>
      <Pager
        page={page}
        pages={pageCount(count, ORDERS_PAGE_SIZE)}
        href={(next) => (next > 1 ? `/order?page=${next}` : '/order')}
      />
    </Screen>
  );
}

export function OrdersScreen({
  path,
  search,
  onSessionEnded,
}: {
  /** the page's path without the language prefix: '/order', '/order/{id}' or '/order/payment' */
  path: string;
  search: string;
  onSessionEnded?: () => void;
}) {
  const id = orderIdOf(path);
  return (
    <LaterTextsBoundary group="orders" loaders={ORDERS_TEXTS} titleId="route.orders.title" skeletonHeight={76}>
      {isPaymentReturn(path) ? (
        <PaymentReturnView search={search} onSessionEnded={onSessionEnded} />
      ) : id === null ? (
        <OrdersList page={pageOf(search)} onSessionEnded={onSessionEnded} />
      ) : (
        <OrderDetailView id={id} onSessionEnded={onSessionEnded} />
      )}
    </LaterTextsBoundary>
  );
}
