/**
 * Moving an order on, as the contract's STAFF_ORDER_MOVES allows (the API checks the same rule):
 * one button per move; a cancel is asked again in a dialog, which says what goes back (the stock,
 * and a card payment's money, which the API reverses or refunds once at the bank).
 */
import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { Button } from '../../components/ui/button';
import { FormActions, FormAlert } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import type { ApiError } from '../../lib/api/api-client';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import {
  STAFF_ORDER_MOVES,
  type StaffOrderDetailWire,
  type StaffOrderTarget,
  type StaffOrderWire,
} from '../../../server/src/contract/orders';
import { staffCall } from '../staff-api';

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: center;
  .danger {
    color: ${theme.color.danger};
  }
`;

/** The card payment a cancel gives back: the paid attempt's amount, or none. */
export function paidByCard(order: Pick<StaffOrderWire, 'payments'>): number | null {
  const paid = order.payments.find((attempt) => attempt.state === 'paid');
  return paid ? paid.amount : null;
}

function CancelDialog({
  order,
  busy,
  error,
  onCancel,
  onKeep,
}: {
  order: StaffOrderWire;
  busy: boolean;
  error: ApiError | undefined;
  onCancel: () => void;
  onKeep: () => void;
}) {
  const intl = useIntl();
  const keep = useRef<HTMLButtonElement>(null);
  const refund = paidByCard(order);
  return (
    <ModalDialog
      title={<FormattedMessage id="staff.orders.cancel.title" values={{ id: order.id }} />}
      closeLabel={intl.formatMessage({ id: 'staff.close' })}
      onClose={onKeep}
      initialFocus={keep}
    >
      <p>
        <FormattedMessage id="staff.orders.cancel.stock" />
      </p>
      {refund !== null && (
        <p>
          <strong>
            <FormattedMessage id="staff.orders.cancel.refund" values={{ amount: formatPrice(refund) }} />
          </strong>
        </p>
      )}
      <FormActions>
        <Button onClick={onCancel} disabled={busy}>
          <FormattedMessage id="staff.orders.cancel.yes" />
        </Button>
        <Button ref={keep} variant="secondary" onClick={onKeep} disabled={busy}>
          <FormattedMessage id="staff.orders.cancel.keep" />
        </Button>
      </FormActions>
      {busy && (
        <p role="status">
          <FormattedMessage id="staff.orders.working" />
        </p>
      )}
      {error && <FormAlert>{error.message}</FormAlert>}
    </ModalDialog>
  );
}

export function StatusChange({
  order,
  onChanged,
}: {
  order: StaffOrderDetailWire;
  /** the API's answer: the order as the change left it */
  onChanged: (order: StaffOrderWire) => void;
}) {
  const [asking, setAsking] = useState(false);
  const { mutate } = useSWRConfig();
  const change = useSWRMutation<StaffOrderWire, ApiError, string, StaffOrderTarget, StaffOrderDetailWire>(
    `/orders/${order.id}`,
    (path, { arg }) => staffCall(path, { method: 'PATCH', body: { status: arg } }),
    // The answer is the order's row: the view keeps its lines and address, then reads it all again.
    { populateCache: (answer, current) => ({ ...(current ?? order), ...answer }), revalidate: true },
  );
  const moves = STAFF_ORDER_MOVES[order.status];

  async function move(status: StaffOrderTarget) {
    try {
      const answer = await change.trigger(status);
      setAsking(false);
      onChanged(answer);
    } catch {
      // Shown from change.error. A refusal may mean the order moved meanwhile (another staff member,
      // the bank's hold): it is read again, so the view shows where it stands.
      void mutate(`/orders/${order.id}`);
    }
  }

  return (
    <section aria-labelledby="status-change">
      <h2 id="status-change">
        <FormattedMessage id="staff.orders.change" />
      </h2>
      {moves.length === 0 ? (
        <p>
          <FormattedMessage id="staff.orders.final" />
        </p>
      ) : (
        <Moves>
          {moves.map((status) => (
            <Button
              key={status}
              variant={status === 'cancelled' ? 'secondary' : 'primary'}
              className={status === 'cancelled' ? 'danger' : undefined}
              disabled={change.isMutating}
              onClick={() => {
                if (status !== 'cancelled') return void move(status);
                change.reset();
                setAsking(true);
              }}
            >
              <FormattedMessage id={`staff.orders.to.${status}`} />
            </Button>
          ))}
          {change.isMutating && !asking && (
            <span role="status">
              <FormattedMessage id="staff.orders.working" />
            </span>
          )}
        </Moves>
      )}
      {change.error && !asking && <FormAlert>{change.error.message}</FormAlert>}
      {asking && (
        <CancelDialog
          order={order}
          busy={change.isMutating}
          error={change.error}
          onCancel={() => void move('cancelled')}
          onKeep={() => {
            if (!change.isMutating) setAsking(false);
          }}
        />
      )}
    </section>
  );
}
