/** The sort menu and the numbered pager of listings and search results. */
import styled from '@emotion/styled';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { theme } from '../../lib/theme';
import type { Sort } from './listing-state';
import { pageNumbers } from './page-numbers';

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: 14px;
  color: ${theme.color.muted};
  .menu {
    position: relative;
    display: inline-flex;
    align-items: center;
    color: ${theme.color.text};
  }
  /* The arrow is drawn in the page, not as an SVG image in the rule: Chromium builds a document of
     its own on the main thread for each SVG image it draws, while the page starts (ADR 022). */
  .menu > svg {
    position: absolute;
    right: 8px;
    pointer-events: none;
  }
  select {
    height: 40px;
    padding: 0 ${theme.space(8)} 0 ${theme.space(3)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    appearance: none;
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    color: ${theme.color.text};
    cursor: pointer;
  }
  select:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 1px;
  }
`;

/** `sorts[0]` is the default order: choosing it removes `sort` from the URL. */
export function SortMenu({
  sorts,
  value,
  onChange,
}: {
  sorts: readonly Sort[];
  value: Sort | null;
  onChange: (sort: Sort | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <SortLabel htmlFor={id}>
      <Icon name="sort" size={18} aria-hidden="true" />
      <span className="label">
        <FormattedMessage id="sort.label" />
      </span>
      <span className="menu">
        <select
          id={id}
          value={value ?? sorts[0]}
          data-testid="sort"
          aria-label={intl.formatMessage({ id: 'sort.label' })}
          onChange={(event) => onChange(event.target.value === sorts[0] ? null : (event.target.value as Sort))}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: `sort.${sort}` })}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} aria-hidden="true" />
      </span>
    </SortLabel>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(6)};
  a,
  span {
    display: inline-grid;
    place-items: center;
    min-width: 42px;
    height: 42px;
    padding: 0 ${theme.space(2)};
    border-radius: ${theme.radius.md};
    color: ${theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a {
    background: ${theme.color.card};
    box-shadow: ${theme.shadow.card};
  }
  a:hover {
    color: ${theme.color.brand};
  }
  a[aria-current='page'] {
    background: ${theme.color.brand};
    color: #fff;
  }
  span.gap {
    min-width: 20px;
    padding: 0;
    color: ${theme.color.muted};
  }
  span.disabled {
    opacity: 0.35;
  }
  ${theme.media.narrow} {
    gap: ${theme.space(1)};
    a,
    span {
      min-width: 36px;
      height: 38px;
      padding: 0 ${theme.space(1)};
    }
  }
`;

/**
 * Numbered pages with previous and next; `href(page)` is the page's URL (unlocalized). A page past
 * the last (an old link, `?page=999`) marks no number as current: the listing says it is past the
 * end, and "previous" leads to the last page.
 */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const intl = useIntl();
  if (pages <= 1 && page <= pages) return null;
  const previous = intl.formatMessage({ id: 'listing.previous' });
  const next = intl.formatMessage({ id: 'listing.next' });
  return (
    <Nav aria-label={intl.formatMessage({ id: 'listing.pager' })} data-testid="pager">
      {page > 1 ? (
        <LocalLink to={href(Math.min(page - 1, pages))} rel="prev" aria-label={previous}>
          <Icon name="chevronLeft" size={18} />
        </LocalLink>
      ) : (
        <span className="disabled" aria-hidden="true">
          <Icon name="chevronLeft" size={18} />
        </span>
      )}
      {pageNumbers(Math.min(page, pages), pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="gap" aria-hidden="true">
            …
          </span>
        ) : (
          <LocalLink
            key={item}
            to={href(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={intl.formatMessage({ id: 'listing.pageN' }, { page: item })}
          >
            {item}
          </LocalLink>
        ),
      )}
      {page < pages ? (
        <LocalLink to={href(page + 1)} rel="next" aria-label={next}>
          <Icon name="chevronRight" size={18} />
        </LocalLink>
      ) : (
        <span className="disabled" aria-hidden="true">
          <Icon name="chevronRight" size={18} />
        </span>
      )}
    </Nav>
  );
}
