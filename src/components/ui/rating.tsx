/** Five stars filled to the rating, with the review count. */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { theme } from '../../lib/theme';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  max-width: 100%;
  white-space: nowrap;
  > span:last-of-type {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  font-size: 13px;
  color: ${theme.color.muted};
`;

const Stars = styled.span<{ percent: number }>`
  position: relative;
  display: inline-block;
  font-size: 14px;
  letter-spacing: 1px;
  flex: none;
  line-height: 1;
  color: ${theme.color.line};
  &::before {
    content: '★★★★★';
  }
  &::after {
    content: '★★★★★';
    position: absolute;
    inset: 0;
    width: ${({ percent }) => percent}%;
    overflow: hidden;
    color: ${theme.color.star};
  }
`;

export function Rating({ rating, count }: { rating: number; count: number }) {
  const intl = useIntl();
  const label = count
    ? intl.formatMessage({ id: 'product.rating.label' }, { rating: rating.toFixed(1), count })
    : intl.formatMessage({ id: 'product.rating.none' });
  return (
    <Row role="img" aria-label={label}>
      <Stars percent={Math.max(0, Math.min(100, (rating / 5) * 100))} aria-hidden="true" />
      <span aria-hidden="true">
        {count ? `${rating.toFixed(1)} (${count})` : intl.formatMessage({ id: 'product.rating.none' })}
      </span>
    </Row>
  );
}
