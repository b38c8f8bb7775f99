import styled from '@emotion/styled';
import { theme } from '../../lib/theme';
import { FormattedMessage } from 'react-intl';

const State = styled.span<{ inStock: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 20px;
  font-size: 13px;
  font-weight: 600;
  color: ${({ inStock }) => (inStock ? theme.color.success : theme.color.muted)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export function StockState({ inStock }: { inStock: boolean }) {
  return (
    <State inStock={inStock} data-testid="stock">
      <FormattedMessage id={inStock ? 'product.stock.in' : 'product.stock.out'} />
    </State>
  );
}
