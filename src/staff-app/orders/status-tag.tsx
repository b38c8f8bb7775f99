/** An order's status as a small tag: the ones that need staff stand out, a finished one is quiet. */
import styled from '@emotion/styled';
import { theme } from '../../lib/theme';
import type { OrderStatus } from '../../../server/src/contract/orders';
import { useOrderWords } from './order-words';

const Tag = styled.span`
  display: inline-block;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.page};
  font-size: 13px;
  font-weight: 600;
  &.accepted,
  &.delivering {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
  }
  &.on_hold {
    background: #fdecea;
    color: #8a1c1c;
  }
  &.cancelled,
  &.delivered {
    color: ${theme.color.muted};
  }
`;

export function StatusTag({ status }: { status: OrderStatus }) {
  const words = useOrderWords();
  return <Tag className={`order-status ${status}`}>{words.status(status)}</Tag>;
}
