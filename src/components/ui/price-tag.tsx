/** A price with its old price and discount badge; space for the old price is always reserved. */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../lib/price';
import type { Offer } from '../../lib/catalog-types';
import { theme } from '../../lib/theme';

const Wrap = styled.div<{ large: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: ${({ large }) => (large ? '62px' : '44px')};
  justify-content: flex-end;
`;

const Old = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 18px;
  color: ${theme.color.muted};
  font-size: 13px;
  s {
    text-decoration-thickness: 1px;
    white-space: nowrap;
  }
`;

const Current = styled.span<{ large: boolean; sale: boolean }>`
  font-size: ${({ large }) => (large ? '30px' : '18px')};
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ sale }) => (sale ? theme.color.sale : theme.color.text)};
  white-space: nowrap;
`;

export const DiscountBadge = styled.span`
  display: inline-block;
  padding: 1px 6px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.sale};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
`;

/** `withBadge`: show the discount beside the old price (the product page; cards badge their image). */
export function PriceTag({
  offer,
  large = false,
  withBadge = large,
}: {
  offer: Offer;
  large?: boolean;
  withBadge?: boolean;
}) {
  const intl = useIntl();
  const onSale = offer.oldPrice !== null && offer.oldPrice > offer.price;
  return (
    <Wrap large={large} data-testid="price">
      <Old>
        {onSale && (
          <>
            <s aria-label={intl.formatMessage({ id: 'price.old' })}>{formatPrice(offer.oldPrice as number)}</s>
            {withBadge && offer.discount > 0 && <DiscountBadge>−{offer.discount}%</DiscountBadge>}
          </>
        )}
      </Old>
      <Current large={large} sale={onSale}>
        {formatPrice(offer.price)}
      </Current>
    </Wrap>
  );
}
