/**
 * A category's or brand's products with filters, sort and numbered pages. The state lives in the
 * URL (listing-state.ts): the static HTML is the default first page, and after hydration any other
 * state is loaded from the live API with SWR. On phones the filters open in a drawer.
 */
import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LISTING_PAGE_SIZE, type Facets, type ListingPage } from '../../lib/catalog-types';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { useHydrating } from '../../lib/first-page';
import { lazyPart } from '../../lib/lazy-part';
import { theme } from '../../lib/theme';
import { NoticeBox } from '../../components/ui/notice';
import { ProductGrid } from '../catalog';
import { FilterPanel } from './filter-panel';
import { Pager, SortMenu } from './listing-controls';
import { useListing, type ListingScope } from './listing-api';
import {
  EMPTY_STATE,
  LISTING_SORTS,
  activeFilterCount,
  changeFilter,
  clearFilters,
  listingSearch,
  parseListingState,
  type ListingState,
  type Sort,
} from './listing-state';
import { pageCount } from './page-numbers';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${theme.space(6)};
  align-items: start;
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  .aside {
    ${theme.media.mobile} {
      display: none;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  .count {
    color: ${theme.color.muted};
    font-size: 15px;
  }
  .filters-button {
    display: none;
  }
  ${theme.media.mobile} {
    .filters-button {
      display: inline-flex;
    }
    /* A row of its own above the buttons, one line high even while empty: the status appears after
       load under a shared filtered link, and it must not push the buttons down under a finger. */
    .count {
      width: 100%;
      order: -1;
      min-height: 22px;
      line-height: 22px;
    }
    .sort .label {
      display: none;
    }
    /* The Filters button (with its badge) and the sort menu share one row in every language: the menu
       gives way (its text ends in an ellipsis) rather than wrap under the button after load. */
    .filters-button {
      flex: none;
    }
    .sort {
      display: flex;
      flex: 1 1 0;
      justify-content: flex-end;
      min-width: 0;
    }
    .sort label,
    .sort select {
      min-width: 0;
      max-width: 100%;
    }
    .sort select {
      text-overflow: ellipsis;
    }
  }
  .badge {
    display: inline-grid;
    place-items: center;
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.brand};
    color: #fff;
    font-size: 12px;
  }
`;

export const Results = styled.div`
  transition: opacity 0.15s;
  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

/**
 * The state from the page's query string, read after hydration (the static HTML is the default
 * state whatever the URL says); a non-canonical query string is replaced by its canonical form.
 */
export function useUrlListingState(
  search: string,
  pathname: string,
  sorts: Parameters<typeof parseListingState>[1] = LISTING_SORTS,
  keep: Record<string, string> = {},
) {
  // Hydrating, the static HTML's default state; rendered later (Back or Forward to a sorted or
  // filtered listing, a link to one), the URL's at once: the list the shopper left, from the live
  // answers' cache, is there when the router restores the scroll position, and is not re-sorted
  // under it a moment later (the browser's scroll anchoring would follow the moved card).
  const hydrating = useHydrating();
  const [state, setState] = useState<ListingState>(() =>
    hydrating ? EMPTY_STATE : parseListingState(search, sorts).state,
  );
  const keepKey = JSON.stringify(keep);
  useEffect(() => {
    const { state: parsed, repaired } = parseListingState(search, sorts);
    // The same state (a listing without a query, or one rendered from its URL) renders nothing again.
    setState((current) => (listingSearch(current) === listingSearch(parsed) ? current : parsed));
    if (repaired)
      void navigate(`${pathname}${listingSearch(parsed, JSON.parse(keepKey) as Record<string, string>)}`, {
        replace: true,
      });
  }, [search, pathname, sorts, keepKey]);
  // Filters and sort keep the scroll position (gatsby-browser shouldUpdateScroll); a new page goes up.
  const go = useCallback(
    (next: ListingState) => {
      void navigate(`${pathname}${listingSearch(next, JSON.parse(keepKey) as Record<string, string>)}`, {
        state: { keepScroll: true },
      });
    },
    [pathname, keepKey],
  );
  return [state, go] as const;
}

// The phone's filter drawer is fetched when it first opens (layout.tsx prefetches the side panel).
// Shown only after a listing call of the page's own failed: its code is fetched then (ADR 006 item 1).
const LoadError = lazyPart(() => import('../../components/ui/load-error').then((module) => module.LoadError));
const SidePanel = lazyPart(() => import('../../components/layout/side-panel').then((module) => module.SidePanel));

function FiltersDrawer({
  open,
  onClose,
  count,
  children,
}: {
  open: boolean;
  onClose: () => void;
  count: number | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SidePanel
        side="right"
        title={intl.formatMessage({ id: 'filters.title' })}
        onClose={onClose}
        footer={
          <Button variant="primary" style={{ width: '100%' }} onClick={onClose} data-testid="filters-done">
            {count === null ? (
              <FormattedMessage id="filters.apply" />
            ) : (
              <FormattedMessage id="filters.showResults" values={{ count }} />
            )}
          </Button>
        }
      >
        <div style={{ padding: theme.space(3), background: theme.color.page, minHeight: '100%' }}>{children}</div>
      </SidePanel>
    </Suspense>
  );
}

/**
 * A listing's frame, shared by category and brand pages and /search: the filter panel beside the
 * results (in a drawer on phones, its button showing how many filters are set), a status line and
 * the sort menu above them.
 */
export function FilterFrame({
  facets,
  showBrands,
  state,
  sorts,
  onChange,
  status,
  matching,
  children,
}: {
  facets: Facets | undefined;
  showBrands?: boolean;
  state: ListingState;
  sorts: readonly Sort[];
  onChange: (next: ListingState) => void;
  /** the status line: how many products match, or that they are loading */
  status: ReactNode;
  /** what the drawer's button offers to show; null while not known */
  matching: number | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [drawer, setDrawer] = useState(false);
  const filters = activeFilterCount(state);
  const panel = <FilterPanel facets={facets} state={state} onChange={onChange} showBrands={showBrands} />;
  return (
    <Columns>
      <aside className="aside" aria-label={intl.formatMessage({ id: 'filters.title' })}>
        {panel}
      </aside>
      <div>
        <Toolbar>
          <span className="count" role="status" data-testid="result-count">
            {status}
          </span>
          <Button variant="secondary" className="filters-button" aria-haspopup="dialog" onClick={() => setDrawer(true)}>
            <Icon name="filter" size={18} /> <FormattedMessage id="filters.title" />
            {filters > 0 && <span className="badge">{filters}</span>}
          </Button>
          <span className="sort">
            <SortMenu sorts={sorts} value={state.sort} onChange={(sort) => onChange(changeFilter(state, { sort }))} />
          </span>
        </Toolbar>
        {children}
      </div>
      <FiltersDrawer open={drawer} onClose={() => setDrawer(false)} count={matching}>
        {panel}
      </FiltersDrawer>
    </Columns>
  );
}

type ListingViewProps = Parameters<typeof ListingContent>[0];

/**
 * A category's or brand's listing: filters, sort, cards and pages. In a Suspense boundary of its
 * own (nothing in it suspends): React hydrates the page's shell first and this block after it, at
 * low priority and in slices of a few milliseconds, instead of the filter panel and 24 cards in the
 * one long task of the page's hydration (docs/performance.md). A click or key press in it before
 * then hydrates it at once and is handled. What reaches it from above changes only with the URL
 * (`search`), which the block itself changes (hydrated by then); a Back press in the first few
 * hundred milliseconds would make React render the block afresh instead of hydrating it (a
 * recoverable error 421), and nothing is lost.
 */
export function ListingView(props: ListingViewProps) {
  return (
    <Suspense fallback={null}>
      <ListingContent {...props} />
    </Suspense>
  );
}

function ListingContent({
  scope,
  staticPage,
  basePath,
  search,
}: {
  scope: Extract<ListingScope, { kind: 'category' | 'brand' }>;
  staticPage: ListingPage;
  basePath: string;
  search: string;
}) {
  const lng = useLng();
  const localize = useLocalPath();
  const [state, go] = useUrlListingState(search, localize(basePath));
  const { page, loading, error, retry, query } = useListing(scope, state, lng, staticPage);
  const count = page?.count ?? null;
  const pages = pageCount(count ?? staticPage.count, LISTING_PAGE_SIZE);

  if (staticPage.count === 0)
    return (
      <NoticeBox>
        <p>
          <FormattedMessage id="listing.empty" />
        </p>
      </NoticeBox>
    );

  // The page title says how many products there are; under a filter, the status says how many match.
  const status =
    activeFilterCount(state) > 0 &&
    (count === null || loading ? (
      <FormattedMessage id="listing.loading" />
    ) : (
      <FormattedMessage id="filters.found" values={{ count }} />
    ));
  return (
    <FilterFrame
      facets={page?.facets ?? staticPage.facets}
      showBrands={scope.kind !== 'brand'}
      state={state}
      sorts={LISTING_SORTS}
      onChange={go}
      status={status}
      matching={count}
    >
      {error !== undefined ? (
        <Suspense fallback={null}>
          <LoadError error={error} onRetry={retry} />
        </Suspense>
      ) : (
        <Results aria-busy={loading} data-testid="listing-results">
          <h2 className="visually-hidden">
            <FormattedMessage id="search.group.products" />
          </h2>
          {page && page.count === 0 ? (
            <NoticeBox>
              <h2>
                <FormattedMessage id="filters.nothing" />
              </h2>
              <p>
                <FormattedMessage id="filters.nothing.text" />
              </p>
              <Button variant="primary" onClick={() => go(clearFilters(state))}>
                <FormattedMessage id="filters.clear" />
              </Button>
            </NoticeBox>
          ) : page && page.products.length === 0 ? (
            <NoticeBox>
              <h2>
                <FormattedMessage id="listing.pastEnd" values={{ pages }} />
              </h2>
              <Button variant="primary" onClick={() => go({ ...state, page: pages })}>
                <FormattedMessage id="listing.toLastPage" />
              </Button>
            </NoticeBox>
          ) : (
            // Until the first live answer arrives, the static page stays on screen, dimmed.
            <ProductGrid products={(page ?? staticPage).products} priorityFirst={state.page === 1} />
          )}
        </Results>
      )}
      <Pager
        page={state.page}
        pages={pages}
        href={(target) => `${basePath}${listingSearch({ ...state, page: target })}`}
      />
      {query}
    </FilterFrame>
  );
}
