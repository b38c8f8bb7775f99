/**
 * One order as staff open it (orders/12): who receives it and how to reach them, where and when it
 * goes, what is in it and what it costs, its payment and the card payment's history, and the status
 * moves staff may make, with what the last one did (a cancelled card order's money given back).
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { FormSection } from '../../components/ui/field-kit';
import type { ApiError } from '../../lib/api/api-client';
import { calendarDay, shopDateTime } from '../../lib/dates';
import { formatPhone } from '../../lib/phone-format';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import type { StaffOrderDetailWire, StaffOrderWire } from '../../../server/src/contract/orders';
import { followLink } from '../navigation';
import { LoadFailed, Loading, Notice } from '../states';
import { ColumnHeads, Table, TableBox } from '../table';
import { Facts } from './facts';
import { useOrderWords } from './order-words';
import { PaymentHistory } from './payment-history';
import { StatusChange } from './status-change';
import { StatusTag } from './status-tag';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  h1 {
    margin: 0;
    font-size: 24px;
  }
  h1:focus {
    outline: none;
  }
  > a {
    flex-basis: 100%;
    color: ${theme.color.brand};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(4)};
  ${theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  section h2 {
    font-size: 18px;
  }
`;

const Body = styled.div`
  > section {
    margin: ${theme.space(6)} 0;
  }
  > section > h2 {
    font-size: 20px;
  }
  caption {
    padding: ${theme.space(3)};
    text-align: left;
    font-weight: 600;
  }
  tfoot th {
    text-align: right;
    color: ${theme.color.text};
  }
  /* a product's name keeps a readable width beside the numbers; the table scrolls instead */
  .order-lines td:first-child {
    min-width: 160px;
  }
  .gift-line {
    margin-top: ${theme.space(1)};
    color: ${theme.color.muted};
    font-size: 13px;
    overflow-wrap: anywhere;
  }
`;

type Address = NonNullable<StaffOrderDetailWire['address']>;

function AddressText({ address }: { address: Address }) {
  const intl = useIntl();
  return (
    <>
      {[
        [address.street, address.building].filter(Boolean).join(' '),
        address.home ? intl.formatMessage({ id: 'staff.orders.flat' }, { home: address.home }) : null,
        address.city,
        address.etrap,
        address.welayat,
      ]
        .filter(Boolean)
        .join(', ')}
    </>
  );
}

type LineGift = NonNullable<StaffOrderDetailWire['lines'][number]['gift']>;

/** A certificate line's recipient (none: the codes go to the buyer) and the note sent with its codes. */
function GiftLine({ gift }: { gift: LineGift }) {
  return (
    <div className="gift-line">
      {gift.to ? (
        <FormattedMessage
          id="staff.gift.lineTo"
          values={{ to: <span className="nowrap">{gift.to.includes('@') ? gift.to : formatPhone(gift.to)}</span> }}
        />
      ) : (
        <FormattedMessage id="staff.gift.lineToBuyer" />
      )}
      {gift.note && (
        <>
          <br />
          <FormattedMessage id="staff.gift.lineNote" values={{ note: gift.note }} />
        </>
      )}
    </div>
  );
}

function Lines({ order }: { order: StaffOrderDetailWire }) {
  return (
    <TableBox>
      <Table className="order-lines">
        <caption>
          <FormattedMessage id="staff.orders.lines" />
        </caption>
        <ColumnHeads
          columns={[
            { id: 'staff.orders.product' },
            { id: 'staff.orders.count', number: true },
            { id: 'staff.orders.price', number: true },
            { id: 'staff.orders.sum', number: true },
          ]}
        />
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} data-product={line.id}>
              <td>
                {line.name}
                {line.gift && <GiftLine gift={line.gift} />}
              </td>
              <td className="number">{line.count}</td>
              <td className="number">{formatPrice(line.price)}</td>
              <td className="number">{formatPrice(line.price * line.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.promo && (
            <tr data-promo={order.promo.code}>
              <th scope="row" colSpan={3}>
                <FormattedMessage id="staff.promo.orderLine" values={{ code: order.promo.code }} />
              </th>
              <td className="number">−{formatPrice(order.promo.discount)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              <FormattedMessage id="staff.orders.deliveryCost" />
            </th>
            <td className="number">
              {order.deliveryCost ? formatPrice(order.deliveryCost) : <FormattedMessage id="staff.orders.free" />}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              <FormattedMessage id="staff.orders.total" />
            </th>
            <td className="number">
              <strong>{formatPrice(order.total)}</strong>
            </td>
          </tr>
          {order.giftCertificate && (
            <>
              <tr data-gift={order.giftCertificate.last4}>
                <th scope="row" colSpan={3}>
                  <FormattedMessage id="staff.gift.orderLine" values={{ last4: order.giftCertificate.last4 }} />
                </th>
                <td className="number">−{formatPrice(order.giftCertificate.amount)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  <FormattedMessage id="staff.gift.due" />
                </th>
                <td className="number">
                  <strong>{formatPrice(order.giftCertificate.due)}</strong>
                </td>
              </tr>
            </>
          )}
        </tfoot>
      </Table>
    </TableBox>
  );
}

function OrderView({ order, listAddress }: { order: StaffOrderDetailWire; listAddress: string }) {
  const words = useOrderWords();
  const heading = useRef<HTMLHeadingElement>(null);
  const [changed, setChanged] = useState<StaffOrderWire | null>(null);

  // The order's heading takes the focus as it opens and after each change, whose button is gone.
  useEffect(() => {
    heading.current?.focus();
  }, [order.id, changed]);

  return (
    <Body>
      <Head>
        <a href={listAddress} onClick={followLink}>
          ← <FormattedMessage id="staff.orders.backToList" />
        </a>
        <h1 ref={heading} tabIndex={-1}>
          <FormattedMessage id="staff.orders.title" values={{ id: order.id }} />
        </h1>
        <StatusTag status={order.status} />
      </Head>
      {changed && (
        <Notice tone="success">
          <span>{words.changed(changed)}</span>
        </Notice>
      )}
      <Cards>
        <FormSection aria-labelledby="order-contact">
          <h2 id="order-contact">
            <FormattedMessage id="staff.orders.contact" />
          </h2>
          <Facts>
            <dt>
              <FormattedMessage id="staff.orders.recipient" />
            </dt>
            <dd>{order.name}</dd>
            <dt>
              <FormattedMessage id="staff.orders.phone" />
            </dt>
            <dd>
              <a className="nowrap" href={`tel:+${order.phone.replace(/\D/g, '')}`}>
                {formatPhone(order.phone)}
              </a>
            </dd>
            {order.recipient.email && (
              <>
                <dt>
                  <FormattedMessage id="staff.orders.email" />
                </dt>
                <dd>
                  <a href={`mailto:${order.recipient.email}`}>{order.recipient.email}</a>
                </dd>
              </>
            )}
            <dt>
              <FormattedMessage id="staff.orders.placed" />
            </dt>
            <dd className="nowrap">{shopDateTime(order.createdAt)}</dd>
            <dt>
              <FormattedMessage id="staff.orders.kind" />
            </dt>
            <dd>
              <FormattedMessage id={`staff.orders.kind.${order.kind}`} />
            </dd>
          </Facts>
        </FormSection>
        <FormSection aria-labelledby="order-delivery">
          <h2 id="order-delivery">
            <FormattedMessage id="staff.orders.delivery" />
          </h2>
          <Facts>
            <dt>
              <FormattedMessage id="staff.orders.deliveryDate" />
            </dt>
            <dd className="nowrap">
              {[order.deliveryDate && calendarDay(order.deliveryDate), order.deliveryTime].filter(Boolean).join(' ') ||
                '—'}
            </dd>
            {order.address && (
              <>
                <dt>
                  <FormattedMessage id="staff.orders.address" />
                </dt>
                <dd>
                  <AddressText address={order.address} />
                </dd>
              </>
            )}
            {order.note && (
              <>
                <dt>
                  <FormattedMessage id="staff.orders.shopperNote" />
                </dt>
                <dd>{order.note}</dd>
              </>
            )}
          </Facts>
        </FormSection>
        <FormSection aria-labelledby="order-payment">
          <h2 id="order-payment">
            <FormattedMessage id="staff.orders.payment" />
          </h2>
          <Facts>
            <dt>
              <FormattedMessage id="staff.orders.payment" />
            </dt>
            <dd>
              {words.paymentText(order)}
              {order.payment.holdUntil && (
                <div className="muted">
                  <FormattedMessage
                    id="staff.orders.holdUntil"
                    values={{ time: <span className="nowrap">{shopDateTime(order.payment.holdUntil)}</span> }}
                  />
                </div>
              )}
            </dd>
            <dt>
              <FormattedMessage id="staff.orders.pieces" />
            </dt>
            <dd>
              <FormattedMessage id="staff.orders.piecesCount" values={{ count: order.pieces }} />
            </dd>
            {order.promo && (
              <>
                <dt>
                  <FormattedMessage id="staff.promo.orderPromo" />
                </dt>
                <dd>
                  <span className="nowrap">{order.promo.code}</span>{' '}
                  <span className="nowrap">−{formatPrice(order.promo.discount)}</span>
                </dd>
              </>
            )}
            <dt>
              <FormattedMessage id="staff.orders.total" />
            </dt>
            <dd className="nowrap">
              <strong>{formatPrice(order.total)}</strong>
            </dd>
            {order.giftCertificate && (
              <>
                <dt>
                  <FormattedMessage id="staff.gift.orderGift" />
                </dt>
                <dd>
                  <span className="nowrap">••••{order.giftCertificate.last4}</span>{' '}
                  <span className="nowrap">−{formatPrice(order.giftCertificate.amount)}</span>
                </dd>
                <dt>
                  <FormattedMessage id="staff.gift.due" />
                </dt>
                <dd className="nowrap">
                  <strong>{formatPrice(order.giftCertificate.due)}</strong>
                </dd>
              </>
            )}
          </Facts>
        </FormSection>
      </Cards>
      <Lines order={order} />
      <StatusChange order={order} onChanged={setChanged} />
      <PaymentHistory order={order} />
    </Body>
  );
}

export function OrderDetail({ id, listAddress }: { id: number; listAddress: string }) {
  const order = useSWR<StaffOrderDetailWire, ApiError>(`/orders/${id}`);
  if (order.error?.status === 404)
    return (
      <>
        <Notice tone="error">{order.error.message}</Notice>
        <a href={listAddress} onClick={followLink}>
          ← <FormattedMessage id="staff.orders.backToList" />
        </a>
      </>
    );
  if (order.error) return <LoadFailed error={order.error} retry={() => order.mutate()} />;
  if (!order.data) return <Loading />;
  return <OrderView key={id} order={order.data} listAddress={listAddress} />;
}
