/**
 * An order's status as a coloured label (spec §3: awaiting code, accepted, delivering, delivered,
 * cancelled; awaiting a card payment, docs/adr/025; on hold while staff check a payment the bank
 * changed).
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { theme } from '../../lib/theme';
import type { OrderStatus } from './orders-api';

const TONES: Record<OrderStatus, [string, string]> = {
  awaiting_code: ['#fff4e0', '#8a4b00'],
  awaiting_payment: ['#fff4e0', '#8a4b00'],
  accepted: [theme.color.brandSoft, theme.color.brandDark],
  on_hold: ['#fff4e0', '#8a4b00'],
  delivering: ['#e7f0fd', '#1550a8'],
  delivered: ['#e6f4ea', theme.color.success],
  cancelled: ['#f1f3f5', theme.color.muted],
};

const Label = styled.span<{ status: OrderStatus }>`
  display: inline-flex;
  align-items: center;
  min-height: 26px;
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${({ status }) => TONES[status]?.[0] ?? '#f1f3f5'};
  color: ${({ status }) => TONES[status]?.[1] ?? theme.color.muted};
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
`;

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  return (
    <Label status={status} data-testid="order-status" data-status={status}>
      <FormattedMessage id={`orders.status.${status}`} />
    </Label>
  );
}
