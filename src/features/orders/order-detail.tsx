/**
 * One order (/order/{id}): status and date, the lines with their prices at ordering, the totals
 * (the promo code's discount line when the order has one, delivery included in the total, as the
 * API gives them; under the total the gift certificate's line, ••••last4 and what it paid, and what
 * is left to pay), a certificate line's recipient and note, recipient, address, delivery and payment
 * (named as the API names them, else through the checkout's choices, else by their codes; a card
 * payment with its state, and the way to pay while it is open), and the note.
 * Another shopper's or an unknown order answers 404: 'order not found', with the way back.
 */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../components/ui/link-button';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { LoadError } from '../../components/ui/load-error';
import { NoticeBox } from '../../components/ui/notice';
import { Screen, Skeleton } from '../../components/ui/list-states';
import { PageTitle } from '../../components/ui/section';
import { ApiError } from '../../lib/api/api-client';
import { calendarDay, shopDateTime } from '../../lib/dates';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import { addressLine, formatPhone } from '../profile';
import { OrderStatusLabel } from './order-status';
import { useOrder, useOrderChoices, type OrderChoices, type OrderDetail } from './orders-api';
import { PaymentStateText } from './payment-state';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${theme.space(6)};
  align-items: start;
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(4)};
  }
  section {
    padding: ${theme.space(5)};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.card};
    box-shadow: ${theme.shadow.card};
  }
  section + section {
    margin-top: ${theme.space(4)};
  }
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 18px;
  }
  ul.lines {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul.lines li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(4)};
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  ul.lines li:last-child {
    border-bottom: none;
  }
  ul.lines a {
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
  ul.lines a:hover {
    color: ${theme.color.brand};
  }
  ul.lines small {
    display: block;
    color: ${theme.color.muted};
    font-size: 13px;
  }
  ul.lines strong {
    white-space: nowrap;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space(2)} ${theme.space(4)};
    margin: 0;
    font-size: 15px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .phone {
    white-space: nowrap;
  }
  .payment-state {
    display: block;
    margin-top: ${theme.space(1)};
  }
  .pay {
    display: inline-block;
    margin-top: ${theme.space(1)};
    color: ${theme.color.brand};
    font-weight: 600;
  }
  dl.totals dd {
    text-align: right;
    font-weight: 600;
    white-space: nowrap;
  }
  dl.totals .discount {
    color: ${theme.color.success};
    overflow-wrap: anywhere;
  }
  dl.totals .due {
    font-weight: 800;
  }
  .lines dl.gift {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space(0.5)} ${theme.space(2)};
    margin: 0;
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .lines dl.gift dt {
    color: ${theme.color.muted};
  }
  .lines dl.gift dd {
    margin: 0;
  }
  dl.totals .grand {
    padding-top: ${theme.space(3)};
    border-top: 1px solid ${theme.color.line};
    font-size: 19px;
    font-weight: 800;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
  margin-bottom: ${theme.space(4)};
  h1 {
    margin: 0;
  }
  .placed {
    color: ${theme.color.muted};
  }
`;

const Back = styled(LinkButton)`
  margin-bottom: ${theme.space(3)};
  padding-left: 0;
`;

const nameOf = (options: { code: string; name: string }[] | undefined, code: string) =>
  options?.find((option) => option.code === code)?.name ?? code;

function Detail({ order, choices }: { order: OrderDetail; choices: OrderChoices | undefined }) {
  const intl = useIntl();
  const lng = useLng();
  const linesTotal = order.lines.reduce((sum, line) => sum + line.count * line.price, 0);
  return (
    <Grid>
      <div>
        <section aria-labelledby="order-lines">
          <h2 id="order-lines">
            <FormattedMessage id="orders.detail.lines" />
          </h2>
          <ul className="lines">
            {order.lines.map((line) => (
              <li key={line.id} data-testid="order-line">
                <span>
                  <LocalLink to={`/product/${line.id}`}>{line.name}</LocalLink>
                  <small>
                    <FormattedMessage
                      id="orders.detail.each"
                      values={{ count: line.count, price: formatPrice(line.price) }}
                    />
                  </small>
                  {line.gift && (line.gift.to || line.gift.note) && (
                    <dl className="gift" data-testid="order-line-gift">
                      {line.gift.to && (
                        <>
                          <dt>
                            <FormattedMessage id="orders.detail.giftTo" />
                          </dt>
                          <dd>{line.gift.to.includes('@') ? line.gift.to : formatPhone(line.gift.to)}</dd>
                        </>
                      )}
                      {line.gift.note && (
                        <>
                          <dt>
                            <FormattedMessage id="orders.detail.giftNote" />
                          </dt>
                          <dd>{line.gift.note}</dd>
                        </>
                      )}
                    </dl>
                  )}
                </span>
                <strong>{formatPrice(line.count * line.price)}</strong>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery">
            <FormattedMessage id="orders.detail.delivery" />
          </h2>
          <dl>
            <dt>
              <FormattedMessage id="orders.detail.recipient" />
            </dt>
            <dd data-testid="order-recipient">
              {`${order.recipient.name} ${order.recipient.surname}`.trim()},{' '}
              <span className="phone">{formatPhone(order.recipient.phone)}</span>
              {order.recipient.email ? `, ${order.recipient.email}` : ''}
            </dd>
            <dt>
              <FormattedMessage id="orders.detail.address" />
            </dt>
            <dd data-testid="order-address">{addressLine(order.address, lng, intl, 'orders')}</dd>
            <dt>
              <FormattedMessage id="orders.detail.method" />
            </dt>
            <dd>
              {nameOf(choices?.deliveryMethods, order.delivery.method)},{' '}
              {nameOf(choices?.deliveryTypes, order.delivery.type)}
            </dd>
            <dt>
              <FormattedMessage id="orders.detail.when" />
            </dt>
            <dd>
              {calendarDay(order.delivery.date)} {order.delivery.time}
            </dd>
            <dt>
              <FormattedMessage id="orders.detail.payment" />
            </dt>
            <dd data-testid="order-payment">
              {order.payment.name ?? nameOf(choices?.paymentMethods, order.payment.method)},{' '}
              {order.payment.typeName ?? nameOf(choices?.paymentTypes, order.payment.type)}
              <PaymentStateText payment={order.payment} className="payment-state" />
              {order.status === 'awaiting_payment' && (
                <LocalLink className="pay" to={`/order/payment?order=${order.id}`}>
                  <FormattedMessage id="orders.payment.pay" />
                </LocalLink>
              )}
            </dd>
            {order.note && (
              <>
                <dt>
                  <FormattedMessage id="orders.detail.note" />
                </dt>
                <dd>{order.note}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
      <section aria-labelledby="order-totals">
        <h2 id="order-totals">
          <FormattedMessage id="orders.detail.totals" />
        </h2>
        <dl className="totals">
          <dt>
            <FormattedMessage id="orders.pieces" values={{ count: order.pieces }} />
          </dt>
          <dd>{formatPrice(linesTotal)}</dd>
          {order.promo && (
            <>
              <dt className="discount">
                <FormattedMessage id="orders.detail.promo" values={{ code: order.promo.code }} />
              </dt>
              <dd className="discount" data-testid="order-discount">
                −{formatPrice(order.promo.discount)}
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage id="orders.detail.deliveryCost" />
          </dt>
          <dd data-testid="order-delivery-cost">
            {order.deliveryCost > 0 ? formatPrice(order.deliveryCost) : <FormattedMessage id="orders.detail.free" />}
          </dd>
          <dt className="grand">
            <FormattedMessage id="orders.detail.total" />
          </dt>
          <dd className="grand" data-testid="order-total">
            {formatPrice(order.total)}
          </dd>
          {order.giftCertificate && (
            <>
              <dt className="discount">
                <FormattedMessage id="orders.detail.gift" values={{ last4: order.giftCertificate.last4 }} />
              </dt>
              <dd className="discount" data-testid="order-gift">
                −{formatPrice(order.giftCertificate.amount)}
              </dd>
              <dt className="due">
                <FormattedMessage id="orders.detail.due" />
              </dt>
              <dd className="due" data-testid="order-due">
                {formatPrice(order.giftCertificate.due)}
              </dd>
            </>
          )}
        </dl>
      </section>
    </Grid>
  );
}

export function OrderDetailView({ id, onSessionEnded }: { id: number; onSessionEnded?: () => void }) {
  const lng = useLng();
  const localize = useLocalPath();
  const valid = Number.isInteger(id);
  const { data, error, mutate } = useOrder(lng, valid ? id : null, onSessionEnded);
  const { data: choices } = useOrderChoices(lng, Boolean(data));
  const back = (
    <Back to={localize('/order')} variant="ghost">
      <Icon name="arrowLeft" size={18} /> <FormattedMessage id="orders.back" />
    </Back>
  );
  const missing = !valid || (error instanceof ApiError && error.status === 404);
  if (missing)
    return (
      <Screen>
        {back}
        <NoticeBox role="alert" data-testid="order-missing">
          <span className="icon">
            <Icon name="alert" size={36} />
          </span>
          <h2>
            <FormattedMessage id="orders.missing.title" />
          </h2>
          <p>
            <FormattedMessage id="orders.missing.text" values={{ id: valid ? id : '' }} />
          </p>
        </NoticeBox>
      </Screen>
    );
  return (
    <Screen>
      {back}
      <Head>
        <PageTitle>
          <FormattedMessage id="orders.number" values={{ id }} />
        </PageTitle>
        {data && <OrderStatusLabel status={data.status} />}
        {data && (
          <span className="placed">
            <FormattedMessage id="orders.placed" values={{ date: shopDateTime(data.createdAt) }} />
          </span>
        )}
      </Head>
      {data ? (
        <Detail order={data} choices={choices} />
      ) : error ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : (
        <Skeleton height={320} aria-busy="true" />
      )}
    </Screen>
  );
}
