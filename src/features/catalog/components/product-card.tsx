/** A product in a grid or slider: image, badges, brand, name, rating, live price and stock. */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductCard as Card } from '../../../lib/catalog-types';
import { paths } from '../../../lib/routes';
import { ApiImage } from '../../../components/ui/api-image';
import { LocalLink } from '../../../components/ui/local-link';
import { PriceTag } from '../../../components/ui/price-tag';
import { Rating } from '../../../components/ui/rating';
import { useOffer } from '../live-offers';
import { Icon } from '../../../components/ui/icons';
import { useListActions } from '../../lists';
import { quickOrderOpened } from '../../quick-order';
import { useAppDispatch } from '../../../lib/store/hooks';
import { StockState } from '../../../components/ui/stock-state';
import { theme } from '../../../lib/theme';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  transition:
    box-shadow 0.15s,
    transform 0.15s;
  &:hover {
    box-shadow: ${theme.shadow.raised};
  }
  &:focus-within {
    box-shadow:
      0 0 0 3px ${theme.color.brandSoft},
      ${theme.shadow.card};
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 1;
  margin-bottom: ${theme.space(3)};
  .image {
    width: 100%;
    height: 100%;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  span {
    padding: 2px 8px;
    border-radius: ${theme.radius.sm};
    color: #fff;
    font-size: 12px;
    font-weight: 700;
  }
  .sale {
    background: ${theme.color.sale};
  }
  .new {
    background: ${theme.color.new};
  }
`;

const Brand = styled.span`
  color: ${theme.color.muted};
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Name = styled.h3`
  margin: 4px 0 6px;
  font-size: 14px;
  font-weight: 500;
  line-height: 1.35;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: calc(1.35em * 2);
  a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  /* the whole card opens the product */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 2;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  .joined {
    white-space: nowrap;
  }
`;

/**
 * A word with a slash or an en dash inside ('об/мин', 'on/off', '200–250'): a browser may break a
 * line after either, which here would break the word.
 */
const JOINED = /(\S+[/–]\S+)/;

/** `name` with such words kept on one line (the text itself, and so its accessible name, unchanged). */
function unbrokenWords(name: string) {
  return name.split(JOINED).map((part, index) =>
    index % 2 ? (
      <span key={index} className="joined">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

const Bottom = styled.div`
  margin-top: auto;
  padding-top: 8px;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

/** Round icon buttons above the card's whole-card link (which has z-index 2). */
const IconButton = styled.button<{ solid?: boolean }>`
  position: relative;
  z-index: 3;
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ solid }) => (solid ? theme.color.brand : theme.color.line)};
  border-radius: 50%;
  background: ${({ solid }) => (solid ? theme.color.brand : theme.color.card)};
  color: ${({ solid }) => (solid ? '#fff' : theme.color.muted)};
  cursor: pointer;
  transition:
    background-color 0.15s,
    color 0.15s,
    border-color 0.15s;
  &:hover {
    border-color: ${theme.color.brand};
    color: ${({ solid }) => (solid ? '#fff' : theme.color.brand)};
  }
  &[aria-pressed='true'] {
    color: ${({ solid }) => (solid ? '#fff' : theme.color.sale)};
    border-color: currentColor;
  }
  &[aria-pressed='true'].cart {
    background: ${theme.color.brandDark};
    border-color: ${theme.color.brandDark};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;

const Toggles = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  button {
    width: 36px;
    height: 36px;
    box-shadow: ${theme.shadow.card};
  }
  button.compared[aria-pressed='true'] {
    color: ${theme.color.brand};
  }
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 6px;
  /* two round buttons beside a long price do not fit a phone's half-width card: they go below it */
  .actions {
    display: flex;
    gap: 6px;
    margin-left: auto;
  }
`;

/** `priority`: this card's image is the page's first visible one. */
export function ProductCard({ product, priority = false }: { product: Card; priority?: boolean }) {
  const intl = useIntl();
  const offer = useOffer(product);
  const lists = useListActions({ id: product.id, name: product.name, price: offer.price, inStock: offer.inStock });
  const dispatch = useAppDispatch();
  const onSale = offer.discount > 0 && offer.oldPrice !== null;
  return (
    <Article data-product-id={product.id}>
      <Media>
        <Badges>
          {onSale && <span className="sale">−{offer.discount}%</span>}
          {product.isNew && (
            <span className="new">
              <FormattedMessage id="product.badge.new" />
            </span>
          )}
        </Badges>
        {product.image && (
          <ApiImage
            className="image"
            path={product.image}
            alt={product.name}
            width={260}
            sizes="(max-width: 768px) 50vw, 260px"
            priority={priority}
          />
        )}
        <Toggles>
          <IconButton
            type="button"
            aria-pressed={lists.favourite}
            onClick={lists.toggleFavourite}
            aria-label={intl.formatMessage({ id: 'product.action.favourite' })}
            title={intl.formatMessage({
              id: lists.favourite ? 'product.action.unfavourite' : 'product.action.favourite',
            })}
          >
            <Icon name="heart" size={20} fill={lists.favourite ? 'currentColor' : 'none'} />
          </IconButton>
          <IconButton
            type="button"
            className="compared"
            aria-pressed={lists.compared}
            onClick={lists.toggleComparison}
            aria-label={intl.formatMessage({ id: 'product.action.compare' })}
            title={intl.formatMessage({ id: lists.compared ? 'product.action.uncompare' : 'product.action.compare' })}
          >
            <Icon name="compare" size={20} />
          </IconButton>
        </Toggles>
      </Media>
      <Brand>{product.brand.name}</Brand>
      <Name>
        <LocalLink to={paths.product(product.id)}>{unbrokenWords(product.name)}</LocalLink>
      </Name>
      <Rating rating={product.rating} count={product.ratingCount} />
      <Bottom>
        <PriceRow>
          <PriceTag offer={offer} />
          <span className="actions">
            <IconButton
              type="button"
              className="quick"
              onClick={() => dispatch(quickOrderOpened({ id: product.id, name: product.name, price: offer.price }))}
              disabled={!offer.inStock}
              aria-haspopup="dialog"
              aria-label={intl.formatMessage({ id: 'product.action.buyOneClick' })}
              title={intl.formatMessage({ id: 'product.action.buyOneClick' })}
            >
              <Icon name="bolt" size={20} />
            </IconButton>
            <IconButton
              type="button"
              solid
              className="cart"
              aria-pressed={lists.inCart}
              onClick={lists.toggleCart}
              disabled={!offer.inStock && !lists.inCart}
              aria-label={intl.formatMessage({ id: 'product.action.addToCart' })}
              title={intl.formatMessage({ id: lists.inCart ? 'product.action.inCart' : 'product.action.addToCart' })}
            >
              <Icon name={lists.inCart ? 'check' : 'cart'} size={20} />
            </IconButton>
          </span>
        </PriceRow>
        <StockState inStock={offer.inStock} />
      </Bottom>
    </Article>
  );
}
