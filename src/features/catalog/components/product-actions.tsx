/**
 * The product page's actions: add to cart, buy in one click, favourites and comparison. Pressed
 * states come from the shopper's lists (store and cookies); each toggle confirms with a toast.
 * Buy in one click opens the quick-order dialog (features/quick-order); a product out of stock
 * offers "notify me when available" in its place (features/stock-alerts).
 */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useListActions, type ListProduct } from '../../lists';
import { quickOrderOpened } from '../../quick-order';
import { NotifyMeButton } from '../../stock-alerts';
import { useAppDispatch } from '../../../lib/store/hooks';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  .wide {
    grid-column: 1 / -1;
    min-height: 52px;
    font-size: 16px;
  }
`;

export function ProductActions({ product }: { product: ListProduct }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { inCart, favourite, compared, toggleCart, toggleFavourite, toggleComparison } = useListActions(product);
  return (
    <Row>
      <Button
        className="wide"
        variant="primary"
        aria-pressed={inCart}
        disabled={!product.inStock && !inCart}
        data-testid="product-cart"
        onClick={toggleCart}
      >
        <Icon name={inCart ? 'check' : 'cart'} />
        <FormattedMessage id={inCart ? 'product.action.inCart' : 'product.action.addToCart'} />
      </Button>
      {product.inStock ? (
        <Button
          className="wide"
          variant="secondary"
          aria-haspopup="dialog"
          data-testid="product-quick-order"
          onClick={() => dispatch(quickOrderOpened({ id: product.id, name: product.name, price: product.price }))}
        >
          <Icon name="bolt" /> <FormattedMessage id="product.action.buyOneClick" />
        </Button>
      ) : (
        <NotifyMeButton className="wide" product={{ id: product.id, name: product.name }} />
      )}
      <Button
        variant="secondary"
        aria-pressed={favourite}
        onClick={toggleFavourite}
        title={intl.formatMessage({ id: favourite ? 'product.action.unfavourite' : 'product.action.favourite' })}
      >
        <Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />
        <FormattedMessage id="header.favourites" />
      </Button>
      <Button
        variant="secondary"
        aria-pressed={compared}
        onClick={toggleComparison}
        title={intl.formatMessage({ id: compared ? 'product.action.uncompare' : 'product.action.compare' })}
      >
        <Icon name="compare" /> <FormattedMessage id="header.comparison" />
      </Button>
    </Row>
  );
}
