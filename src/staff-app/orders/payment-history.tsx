/**
 * A card order's payment attempts as the shop keeps them (docs/adr/025): each attempt's bank,
 * amount, card and state, what the bank still owes, and its events (registered, paid, refunded…)
 * with the gateway's state and the bank's answer code, oldest first.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { shopDateTime } from '../../lib/dates';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import type { StaffOrderWire } from '../../../server/src/contract/orders';
import type { StaffPaymentWire } from '../../../server/src/contract/payments';
import { Notice } from '../states';
import { ColumnHeads, Table, TableBox } from '../table';
import { Facts } from './facts';
import { useOrderWords } from './order-words';

const Attempt = styled.section`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 16px;
  }
  .events-box {
    margin: ${theme.space(3)} 0 0;
    box-shadow: none;
    border: 1px solid ${theme.color.line};
  }
`;

function AttemptView({ order, attempt }: { order: StaffOrderWire; attempt: StaffPaymentWire }) {
  const words = useOrderWords();
  return (
    <Attempt aria-labelledby={`attempt-${attempt.attempt}`} data-attempt={attempt.attempt}>
      <h3 id={`attempt-${attempt.attempt}`}>
        <FormattedMessage
          id="staff.orders.attempt"
          values={{ n: attempt.attempt, bank: words.bank(order, attempt.bank) }}
        />
      </h3>
      <Facts>
        <dt>
          <FormattedMessage id="staff.orders.gatewayOrderId" />
        </dt>
        <dd>{attempt.gatewayOrderId ? <code>{attempt.gatewayOrderId}</code> : '—'}</dd>
        <dt>
          <FormattedMessage id="staff.orders.amount" />
        </dt>
        <dd className="nowrap">{formatPrice(attempt.amount)}</dd>
        {attempt.cardLast4 && (
          <>
            <dt>
              <FormattedMessage id="staff.orders.card" />
            </dt>
            <dd className="nowrap">•••• {attempt.cardLast4}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="staff.orders.status" />
        </dt>
        <dd className="attempt-state">{words.payment(attempt.state)}</dd>
      </Facts>
      {attempt.mismatch && (
        <Notice tone="error">
          <FormattedMessage id="staff.orders.mismatch" values={{ text: attempt.mismatch }} />
        </Notice>
      )}
      {attempt.settle && (
        <Notice tone="error">
          <FormattedMessage id="staff.orders.settle" values={{ what: words.settle(attempt.settle) }} />
        </Notice>
      )}
      {attempt.events.length === 0 ? (
        <p>
          <FormattedMessage id="staff.orders.noEvents" />
        </p>
      ) : (
        <TableBox className="events-box">
          <Table className="events">
            <ColumnHeads
              columns={[
                { id: 'staff.orders.at' },
                { id: 'staff.orders.event' },
                { id: 'staff.orders.gatewayState' },
                { id: 'staff.orders.actionCode' },
                { id: 'staff.orders.note' },
              ]}
            />
            <tbody>
              {attempt.events.map((event, index) => (
                <tr key={index} data-event={event.kind}>
                  <td className="nowrap">{shopDateTime(event.at)}</td>
                  <td>{words.event(event.kind)}</td>
                  <td>{event.gatewayState ? words.gateway(event.gatewayState) : '—'}</td>
                  <td className="nowrap">{event.actionCode === undefined ? '—' : String(event.actionCode)}</td>
                  <td>{words.eventNote(event)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
    </Attempt>
  );
}

export function PaymentHistory({ order }: { order: StaffOrderWire }) {
  return (
    <section aria-labelledby="payment-history">
      <h2 id="payment-history">
        <FormattedMessage id="staff.orders.history" />
      </h2>
      {order.payments.length === 0 ? (
        <p>
          <FormattedMessage id="staff.orders.noAttempts" />
        </p>
      ) : (
        order.payments.map((attempt) => <AttemptView key={attempt.attempt} order={order} attempt={attempt} />)
      )}
    </section>
  );
}
