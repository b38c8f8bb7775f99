/** A compared product's column head: its picture, name, price and stock, 'to cart' and remove. */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiImage } from '../../components/ui/api-image';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { PriceTag } from '../../components/ui/price-tag';
import { StockState } from '../../components/ui/stock-state';
import type { ProductCard } from '../../lib/catalog-types';
import { paths } from '../../lib/routes';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { useListActions } from '../lists';
import { toastShown } from '../toasts';
import { comparisonToggled } from './comparison-slice';

const ProductHead = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 400;
  .media {
    width: 120px;
    height: 120px;
  }
  a {
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover {
    color: ${theme.color.brand};
  }
  .actions {
    display: flex;
    gap: 6px;
  }
  .actions button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    color: ${theme.color.text};
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    /* 'To cart' and 'В корзину' on one line: the column grows to fit them (table layout) */
    white-space: nowrap;
    cursor: pointer;
  }
  .actions button:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
  .actions button[aria-pressed='true'] {
    background: ${theme.color.brandSoft};
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
  .actions button.remove:hover {
    border-color: ${theme.color.danger};
    color: ${theme.color.danger};
  }
  .actions button:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 1px;
  }
`;

export function ProductColumn({ product }: { product: ProductCard }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { inCart, toggleCart } = useListActions(product);
  const remove = () => {
    dispatch(comparisonToggled(product.id));
    dispatch(toastShown({ variant: 'info', messageId: 'toast.comparison.removed', values: { name: product.name } }));
  };
  return (
    <ProductHead data-testid="compared-product" data-product-id={product.id}>
      <div className="media">{product.image && <ApiImage path={product.image} alt="" width={120} sizes="120px" />}</div>
      <LocalLink to={paths.product(product.id)}>{product.name}</LocalLink>
      <PriceTag offer={product} />
      <StockState inStock={product.inStock} />
      <div className="actions">
        <button
          type="button"
          aria-pressed={inCart}
          onClick={toggleCart}
          disabled={!product.inStock && !inCart}
          aria-label={intl.formatMessage({ id: 'comparison.cart.named' }, { name: product.name })}
        >
          <Icon name={inCart ? 'check' : 'cart'} size={16} />
          <FormattedMessage id={inCart ? 'product.action.inCart' : 'comparison.cart'} />
        </button>
        <button
          type="button"
          className="remove"
          onClick={remove}
          aria-label={intl.formatMessage({ id: 'comparison.remove.named' }, { name: product.name })}
          title={intl.formatMessage({ id: 'product.action.uncompare' })}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    </ProductHead>
  );
}
