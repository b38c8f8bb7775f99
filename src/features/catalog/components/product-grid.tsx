import styled from '@emotion/styled';
import type { ProductCard as Card } from '../../../lib/catalog-types';
import { ProductCard } from './product-card';
import { theme } from '../../../lib/theme';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(2)};
  }
`;

/** `priorityFirst`: the first card's image is the page's first visible one. */
export function ProductGrid({ products, priorityFirst = false }: { products: Card[]; priorityFirst?: boolean }) {
  return (
    <Grid>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </Grid>
  );
}
