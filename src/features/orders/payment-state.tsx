/**
 * A card order's payment state in words: paid (with the card's last 4 digits when the bank named
 * it), awaiting until the hold's end, declined, expired, returned. The time is the shop's
 * (src/lib/dates.ts). Orders paid otherwise have none.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { shopTime } from '../../lib/dates';
import { theme } from '../../lib/theme';
import type { OrderPayment, PaymentState } from './orders-api';

const TONES: Record<PaymentState, string> = {
  awaiting: '#8a4b00',
  checking: '#8a4b00',
  paid: theme.color.success,
  declined: theme.color.danger,
  expired: theme.color.muted,
  reversed: theme.color.muted,
  refunded: theme.color.muted,
};

const Text = styled.span<{ state: PaymentState }>`
  color: ${({ state }) => TONES[state] ?? theme.color.muted};
  font-size: 14px;
  font-weight: 600;
`;

/** The message id of a state, with its time when the hold has one and the card when the bank named it. */
function messageOf({ state, holdUntil, cardLast4 }: OrderPayment & { state: PaymentState }): string {
  if (holdUntil && (state === 'awaiting' || state === 'declined')) return `orders.payment.state.${state}Until`;
  if (cardLast4 && state === 'paid') return 'orders.payment.state.paidCard';
  return `orders.payment.state.${state}`;
}

export function PaymentStateText({ payment, className }: { payment: OrderPayment | undefined; className?: string }) {
  const state = payment?.state;
  if (!state) return null;
  return (
    <Text state={state} className={className} data-testid="payment-state-text" data-payment-state={state}>
      <FormattedMessage
        id={messageOf({ ...payment, state })}
        values={{
          ...(payment.holdUntil ? { time: shopTime(payment.holdUntil) } : {}),
          ...(payment.cardLast4 ? { last4: payment.cardLast4 } : {}),
        }}
      />
    </Text>
  );
}
