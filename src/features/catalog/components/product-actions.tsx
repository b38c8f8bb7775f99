/**
 * Add to cart, buy in one click, favourites and comparison. Pressed states come from the shopper's
 * cookies (via the store); toggling writes the spec's cookie lists. Checkout and quick order come
 * in later issues.
 */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import type { Offer } from '../../../lib/catalog-types';
import { cartToggled, selectIsInCart } from '../../cart/cart-slice';
import { comparisonToggled, selectIsCompared } from '../../comparison/comparison-slice';
import { favouriteToggled, selectIsFavourite } from '../../favourites/favourites-slice';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  .wide { grid-column: 1 / -1; min-height: 52px; font-size: 16px; }
`;

export function ProductActions({ id, offer }: { id: number; offer: Offer }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const inCart = useAppSelector((state) => selectIsInCart(state, id));
  const favourite = useAppSelector((state) => selectIsFavourite(state, id));
  const compared = useAppSelector((state) => selectIsCompared(state, id));
  return (
    <Row>
      <Button className="wide" variant="primary" aria-pressed={inCart} disabled={!offer.inStock && !inCart}
        onClick={() => dispatch(cartToggled({ id, price: offer.price }))}>
        <Icon name={inCart ? 'check' : 'cart'} />
        <FormattedMessage id={inCart ? 'product.action.inCart' : 'product.action.addToCart'} />
      </Button>
      <Button className="wide" variant="secondary" disabled={!offer.inStock} aria-haspopup="dialog">
        <Icon name="bolt" /> <FormattedMessage id="product.action.buyOneClick" />
      </Button>
      <Button variant="secondary" aria-pressed={favourite} onClick={() => dispatch(favouriteToggled(id))}
        title={intl.formatMessage({ id: favourite ? 'product.action.unfavourite' : 'product.action.favourite' })}>
        <Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />
        <FormattedMessage id="header.favourites" />
      </Button>
      <Button variant="secondary" aria-pressed={compared} onClick={() => dispatch(comparisonToggled(id))}
        title={intl.formatMessage({ id: compared ? 'product.action.uncompare' : 'product.action.compare' })}>
        <Icon name="compare" /> <FormattedMessage id="header.comparison" />
      </Button>
    </Row>
  );
}
