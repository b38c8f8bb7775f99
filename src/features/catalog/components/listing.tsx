/**
 * A listing's products: page 1 is static; ?page=N (N > 1) is fetched from the live API after
 * hydration. A plain previous/next pager until filters, sort and pagination land.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LISTING_PAGE_SIZE, type ListingPage } from '../../../lib/catalog-types';
import { useLng } from '../../../lib/lng-context';
import { LocalLink } from '../../../components/ui/local-link';
import { Icon } from '../../../components/ui/icons';
import { useListingPage, type ListingFilter } from '../api';
import { ProductGrid } from './product-grid';
import { theme } from '../../../lib/theme';

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  a, span.disabled {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 42px;
    padding: 0 16px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    box-shadow: ${theme.shadow.card};
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { color: ${theme.color.brand}; }
  span.disabled { opacity: 0.45; }
  .status { color: ${theme.color.muted}; font-size: 14px; }
`;

const Empty = styled.p`
  padding: 48px 16px;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  text-align: center;
  color: ${theme.color.muted};
`;

const pageFrom = (search: string) => {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export function Listing({ filter, firstPage, basePath, search }: {
  filter: ListingFilter; firstPage: ListingPage; basePath: string; search: string;
}) {
  const intl = useIntl();
  const lng = useLng();
  // Read after hydration: the static HTML is page 1 whatever the query string says.
  const [page, setPage] = useState(1);
  useEffect(() => setPage(pageFrom(search)), [search]);
  const later = useListingPage(filter, page, lng);
  const shown = page === 1 ? firstPage : later.data;
  const pages = Math.max(1, Math.ceil(firstPage.count / LISTING_PAGE_SIZE));
  const link = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);

  if (firstPage.count === 0) return <Empty><FormattedMessage id="listing.empty" /></Empty>;
  return (
    <>
      {shown ? <ProductGrid products={shown.products} priorityFirst={page === 1} />
        : <Empty aria-busy="true">{intl.formatMessage({ id: later.error ? 'listing.error' : 'listing.loading' })}</Empty>}
      {pages > 1 && (
        <Pager aria-label={intl.formatMessage({ id: 'listing.pager' })}>
          {page > 1 ? <LocalLink to={link(page - 1)} rel="prev"><Icon name="chevronLeft" size={18} /><FormattedMessage id="listing.previous" /></LocalLink>
            : <span className="disabled"><Icon name="chevronLeft" size={18} /><FormattedMessage id="listing.previous" /></span>}
          <span className="status"><FormattedMessage id="listing.pageOf" values={{ page, pages }} /></span>
          {page < pages ? <LocalLink to={link(page + 1)} rel="next"><FormattedMessage id="listing.next" /><Icon name="chevronRight" size={18} /></LocalLink>
            : <span className="disabled"><FormattedMessage id="listing.next" /><Icon name="chevronRight" size={18} /></span>}
        </Pager>
      )}
    </>
  );
}
