/** One cart line: the product (or a note that it left the catalogue), its stepper and remove, its total. */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiImage } from '../../components/ui/api-image';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { PriceTag } from '../../components/ui/price-tag';
import { StockState } from '../../components/ui/stock-state';
import type { ProductCard } from '../../lib/catalog-types';
import { formatPrice } from '../../lib/price';
import { paths } from '../../lib/routes';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { toastShown } from '../toasts';
import { cartCountChanged, type CartLine } from './cart-slice';
import { QuantityStepper } from './quantity-stepper';

const Line = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  grid-template-areas: 'image info total' 'image controls total';
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  &.unavailable {
    background: #fafbfc;
  }
  &.unavailable .media,
  &.unavailable .info a {
    opacity: 0.6;
  }
  &.changed {
    box-shadow:
      0 0 0 2px #f3c27a,
      ${theme.shadow.card};
  }
  .media {
    grid-area: image;
    width: 96px;
    height: 96px;
  }
  .info {
    grid-area: info;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .info small {
    color: ${theme.color.muted};
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .info a {
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
    line-height: 1.35;
  }
  .info a:hover {
    color: ${theme.color.brand};
  }
  .info [data-testid='price'] {
    min-height: 0;
  }
  .was {
    color: #a15c00;
    font-size: 13px;
  }
  .controls {
    grid-area: controls;
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    flex-wrap: wrap;
  }
  .total {
    grid-area: total;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
    text-align: right;
  }
  .total strong {
    font-size: 18px;
    white-space: nowrap;
  }
  .total span {
    color: ${theme.color.muted};
    font-size: 13px;
    white-space: nowrap;
  }
  ${theme.media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
    grid-template-areas: 'image info' 'controls controls' 'total total';
    padding: ${theme.space(3)};
    .media {
      width: 72px;
      height: 72px;
    }
    .total {
      flex-direction: row;
      justify-content: space-between;
      align-items: baseline;
    }
  }
`;

const RemoveButton = styled(Button)`
  min-height: 40px;
  padding: 0 ${theme.space(2)};
  color: ${theme.color.muted};
  font-weight: 500;
  font-size: 14px;
  &:hover {
    color: ${theme.color.danger};
  }
`;

export function CartLineRow({
  line,
  product,
  changedFrom,
}: {
  line: CartLine;
  product: ProductCard | undefined;
  changedFrom: number | undefined;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const name = product?.name ?? intl.formatMessage({ id: 'cart.line.gone' }, { id: line.id });
  const available = product?.inStock === true;
  const setCount = (count: number) => {
    dispatch(cartCountChanged({ id: line.id, count }));
    if (count < 1) dispatch(toastShown({ variant: 'info', messageId: 'toast.cart.removed', values: { name } }));
  };
  return (
    <Line
      className={[available ? '' : 'unavailable', changedFrom !== undefined ? 'changed' : ''].join(' ')}
      data-testid="cart-line"
      data-product-id={line.id}
    >
      <div className="media">{product?.image && <ApiImage path={product.image} alt="" width={96} sizes="96px" />}</div>
      <div className="info">
        {product && <small>{product.brand.name}</small>}
        {product ? <LocalLink to={paths.product(line.id)}>{product.name}</LocalLink> : <strong>{name}</strong>}
        {product && <PriceTag offer={product} />}
        {product ? (
          <StockState inStock={product.inStock} />
        ) : (
          <span className="was">
            <FormattedMessage id="cart.line.goneText" />
          </span>
        )}
        {changedFrom !== undefined && (
          <span className="was" data-testid="price-was">
            <FormattedMessage id="cart.line.priceWas" values={{ price: formatPrice(changedFrom) }} />
          </span>
        )}
      </div>
      <div className="controls">
        <QuantityStepper count={line.count} name={name} onChange={setCount} />
        <RemoveButton
          variant="ghost"
          onClick={() => setCount(0)}
          aria-label={intl.formatMessage({ id: 'cart.remove' }, { name })}
        >
          <Icon name="trash" size={18} /> <FormattedMessage id="cart.removeShort" />
        </RemoveButton>
      </div>
      <div className="total">
        {available ? (
          <strong data-testid="line-total">{formatPrice(line.count * product.price)}</strong>
        ) : (
          <span>
            <FormattedMessage id="cart.line.notCounted" />
          </span>
        )}
        {available && line.count > 1 && (
          <span>
            <FormattedMessage id="cart.line.each" values={{ count: line.count, price: formatPrice(product.price) }} />
          </span>
        )}
      </div>
    </Line>
  );
}
