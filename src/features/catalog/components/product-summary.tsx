/** The product's buying column: name, brand, model, rating, live price, stock and actions. */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { ApiImage } from '../../../components/ui/api-image';
import { LocalLink } from '../../../components/ui/local-link';
import { PriceTag } from '../../../components/ui/price-tag';
import { Rating } from '../../../components/ui/rating';
import type { ProductDetail } from '../../../lib/catalog-types';
import { paths } from '../../../lib/routes';
import { useOffer } from '../live-offers';
import { ProductActions } from './product-actions';
import { Highlights } from './product-specs';
import { StockState } from '../../../components/ui/stock-state';
import { theme } from '../../../lib/theme';
import '../../../lib/carried-texts/product-page';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  h1 {
    margin: 0;
    font-size: 26px;
    line-height: 1.25;
    letter-spacing: -0.01em;
  }
  ${theme.media.mobile} {
    h1 {
      font-size: 21px;
    }
  }
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
  font-size: 14px;
  div {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: ${theme.color.brand};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  .brand-logo {
    width: 28px;
    height: 28px;
  }
`;

const Buy = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  .price-row {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  }
  .new {
    padding: 2px 8px;
    border-radius: 6px;
    background: ${theme.color.new};
    color: #fff;
    font-size: 12px;
    font-weight: 700;
  }
`;

export function ProductSummary({ product }: { product: ProductDetail }) {
  const offer = useOffer(product);
  return (
    <Column>
      <h1>{product.name}</h1>
      <Meta>
        <div>
          <dt>
            <FormattedMessage id="product.brand" />
          </dt>
          <dd>
            <LocalLink to={paths.brand(product.brand.id)}>
              {product.brandIcon && <ApiImage className="brand-logo" path={product.brandIcon} alt="" width={28} />}
              {product.brand.name}
            </LocalLink>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="product.model" />
          </dt>
          <dd>{product.model}</dd>
        </div>
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="product.rating" />
          </dt>
          <dd>
            <Rating rating={product.rating} count={product.ratingCount} />
          </dd>
        </div>
      </Meta>
      <Buy>
        <div className="price-row">
          <PriceTag offer={offer} large />
          {product.isNew && (
            <span className="new">
              <FormattedMessage id="product.badge.new" />
            </span>
          )}
        </div>
        <StockState inStock={offer.inStock} />
        <ProductActions product={{ id: product.id, name: product.name, price: offer.price, inStock: offer.inStock }} />
      </Buy>
      {product.highlights.length > 0 && <Highlights items={product.highlights} />}
    </Column>
  );
}
