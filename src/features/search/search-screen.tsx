/**
 * /search?q={query}: search results that append page by page, with the filters (price, in stock,
 * brands) and sort of a listing; the query and filters live in the URL. A client-only route:
 * the static shell is the same for every query.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { PageTitle } from '../../components/ui/section';
import { useShopData } from '../../components/layout/use-shop-data';
import { ProductGrid } from '../catalog';
import { LoadError, Skeleton } from '../../components/ui/list-states';
import { searchViewOf, useSearchResults } from './search-results';
import { FilterFrame, Results, SEARCH_SORTS, activeFilterCount, clearFilters, useUrlListingState } from '../listing';
import { NoticeBox } from '../../components/ui/notice';
import { searchQueryOf } from './suggestions';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { paths } from '../../lib/routes';
import { theme } from '../../lib/theme';
import '../../lib/carried-texts/search-results';
import '../../lib/carried-texts/routes';

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(6)};
  color: ${theme.color.muted};
  font-size: 14px;
`;

const Suggest = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(2)};
  margin: ${theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
    font-weight: 600;
    font-size: 14px;
    text-decoration: none;
  }
`;

const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${theme.space(4)};
  ${theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(2)};
  }
`;

const LoadingGrid = () => (
  <SkeletonGrid aria-busy="true">
    {[1, 2, 3, 4].map((key) => (
      <Skeleton key={key} height={320} />
    ))}
  </SkeletonGrid>
);

/** `search`: the page's query string (`?q=…` and the listing state). */
export function SearchScreen({ search }: { search: string }) {
  const lng = useLng();
  const localize = useLocalPath();
  // The query is read after hydration: the static shell is the same for every query.
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => setQuery(searchQueryOf(search)), [search]);
  const [state, go] = useUrlListingState(search, localize('/search'), SEARCH_SORTS, query ? { q: query } : {});
  const results = useSearchResults(query ?? '', state, lng);
  const view = searchViewOf(results);
  const filters = activeFilterCount(state);

  if (query === null) return <LoadingGrid />;
  if (!query) return <NoQuery />;

  return (
    <>
      <PageTitle>
        <FormattedMessage id="search.results.title" values={{ query }} />
      </PageTitle>
      <FilterFrame
        facets={results.facets}
        state={state}
        sorts={SEARCH_SORTS}
        onChange={go}
        matching={view === 'results' || view === 'empty' ? results.count : null}
        status={
          view === 'loading' ? (
            <FormattedMessage id="listing.loading" />
          ) : view === 'error' ? null : (
            <FormattedMessage id="search.results.count" values={{ count: results.count }} />
          )
        }
      >
        {view === 'error' ? (
          <LoadError error={results.error} onRetry={results.retry} />
        ) : view === 'loading' ? (
          <LoadingGrid />
        ) : view === 'empty' ? (
          <NothingFound query={query} filtered={filters > 0} onClear={() => go(clearFilters(state))} />
        ) : (
          <Results data-testid="listing-results">
            <h2 className="visually-hidden">
              <FormattedMessage id="search.group.products" />
            </h2>
            <ProductGrid products={results.products} priorityFirst />
            <More>
              <span>
                <FormattedMessage
                  id="search.results.shown"
                  values={{ shown: results.products.length, count: results.count }}
                />
              </span>
              {results.error !== undefined && (
                <span role="alert">
                  <FormattedMessage id="listing.error" />
                </span>
              )}
              {results.hasMore && (
                <Button variant="secondary" onClick={results.more} disabled={results.loadingMore}>
                  <FormattedMessage id={results.loadingMore ? 'listing.loading' : 'search.results.more'} />
                </Button>
              )}
            </More>
          </Results>
        )}
      </FilterFrame>
    </>
  );
}

function NoQuery() {
  return (
    <NoticeBox>
      <Icon name="search" size={40} />
      <h2>
        <FormattedMessage id="route.search.title" />
      </h2>
      <p>
        <FormattedMessage id="route.search.empty" />
      </p>
    </NoticeBox>
  );
}

/** Nothing found: what to try next, and the top categories to browse instead. */
function NothingFound({ query, filtered, onClear }: { query: string; filtered: boolean; onClear: () => void }) {
  const { categories } = useShopData(useLng());
  return (
    <NoticeBox data-testid="nothing-found">
      <Icon name="search" size={40} />
      <h2>
        <FormattedMessage id="search.nothing" values={{ query }} />
      </h2>
      <p>
        <FormattedMessage id={filtered ? 'search.nothing.filtered' : 'search.nothing.text'} />
      </p>
      {filtered && (
        <Button variant="primary" onClick={onClear}>
          <FormattedMessage id="filters.clear" />
        </Button>
      )}
      <Suggest>
        {categories.slice(0, 8).map((category) => (
          <li key={category.id}>
            <LocalLink to={paths.category(category.id)}>{category.name}</LocalLink>
          </li>
        ))}
      </Suggest>
    </NoticeBox>
  );
}
