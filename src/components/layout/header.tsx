/**
 * Desktop: logo, search, language, profile and cart; a second row with categories and brands
 * buttons and the comparison and favourites links. Mobile (<= 768 px): a menu button opens a
 * slide-out menu with those. Sticky on scroll, except on the comparison page (spec §2).
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../ui/icons';
import { LocalLink } from '../ui/local-link';
import { CartWidget, CounterLink, type ShopCounters } from './header-widgets';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import type { CategoryBranch } from './use-shop-data';
import { theme } from '../../lib/theme';

export type PanelName = 'categories' | 'brands' | 'menu';

const Bar = styled.header<{ sticky: boolean }>`
  position: ${({ sticky }) => (sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: 50;
  background: ${theme.color.card};
  box-shadow: 0 1px 0 ${theme.color.line};
`;

const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
`;

const TopRow = styled(Inner)`
  display: flex;
  align-items: center;
  gap: ${theme.space(5)};
  height: 72px;
  ${theme.media.mobile} {
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    height: auto;
    padding-top: 8px;
    padding-bottom: 10px;
    .search {
      order: 10;
      flex-basis: 100%;
      max-width: none;
    }
    .language,
    .profile {
      display: none;
    }
    /* The cart takes the rest of the first row, right-aligned: in a wrapping row a widget as wide
       as its one-line total would drop to a row of its own; here a long total breaks before 'TMT'. */
    .cart {
      flex: 1 1 0;
      min-width: 0;
      justify-content: flex-end;
    }
  }
`;

const CartSlot = styled.span`
  display: flex;
`;

const MenuButton = styled.button`
  display: none;
  ${theme.media.mobile} {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    margin-left: -8px;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const NavRow = styled.nav`
  background: ${theme.color.brand};
  color: #fff;
  ${theme.media.mobile} {
    display: none;
  }
`;

const NavInner = styled(Inner)`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  height: 48px;
  button,
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    height: 36px;
    padding: 0 12px;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  button:hover,
  a:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  /* white on the brand green (5.4:1); the shop's orange ring would be 1.7:1 here */
  button:focus-visible,
  a:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  .primary {
    background: rgba(0, 0, 0, 0.18);
  }
  /* As many category links as fit on one line; the rest wrap out of sight, below the box that
     clips them. The box is the row's full height, with room around the links for their focus
     rings (3 px at 2 px from the link), so a ring is never cut. */
  .quick {
    display: flex;
    flex-wrap: wrap;
    flex: 1;
    gap: 12px 2px;
    min-width: 0;
    height: 48px;
    padding: 6px;
    overflow: hidden;
  }
  .quick a {
    font-weight: 500;
    opacity: 0.92;
  }
  /* wrapped out of sight: out of the tab order too, or a focused link would be invisible */
  .quick a.out {
    visibility: hidden;
  }
`;

/** How many of the row's children fit on its first line (all of them until measured). */
function useFirstLineCount(ref: RefObject<HTMLElement>, total: number) {
  const [count, setCount] = useState(total);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const children = Array.from(element.children) as HTMLElement[];
      const top = children[0]?.offsetTop ?? 0;
      setCount(children.filter((child) => child.offsetTop === top).length);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, total]);
  return count;
}

export interface HeaderProps {
  /** the shopper's counters, read by the header itself (a store subscription): nothing above it changes */
  useCounters: () => ShopCounters;
  /** the page's path without the language prefix, for the language links */
  path: string;
  categories: CategoryBranch[];
  sticky: boolean;
  onOpen: (panel: PanelName) => void;
  /** the shopper points at, touches or focuses a panel's button: its code can be fetched now */
  onPrepare?: (panel: PanelName) => void;
  /** the search box, given by the app (components do not import features); styled by its class `search` */
  search: ReactNode;
  /** the login button or the signed-in shopper's menu (features/auth), given by the app likewise */
  account: ReactNode;
}

export function Header({ useCounters, path, categories, sticky, onOpen, onPrepare, search, account }: HeaderProps) {
  const intl = useIntl();
  const counters = useCounters();
  const opens = (panel: PanelName) => ({
    onClick: () => onOpen(panel),
    onPointerOver: () => onPrepare?.(panel),
    onPointerDown: () => onPrepare?.(panel),
    onFocus: () => onPrepare?.(panel),
  });
  const quick = useRef<HTMLSpanElement>(null);
  const quickCategories = categories.slice(0, 6);
  const fitting = useFirstLineCount(quick, quickCategories.length);
  return (
    <Bar sticky={sticky}>
      <TopRow>
        <MenuButton
          aria-label={intl.formatMessage({ id: 'header.menu.open' })}
          aria-haspopup="dialog"
          {...opens('menu')}
        >
          <Icon name="menu" size={26} />
        </MenuButton>
        <Logo />
        {search}
        <LanguageSwitcher path={path} className="language" />
        <span className="profile">{account}</span>
        <CartSlot className="cart">
          <CartWidget lines={counters.cartLines} total={counters.cartTotal} />
        </CartSlot>
      </TopRow>
      <NavRow aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
        <NavInner>
          <button type="button" className="primary" aria-haspopup="dialog" {...opens('categories')}>
            <Icon name="grid" size={18} /> <FormattedMessage id="header.categories" />
          </button>
          <button type="button" aria-haspopup="dialog" {...opens('brands')}>
            <Icon name="tag" size={18} /> <FormattedMessage id="header.brands" />
          </button>
          <span className="quick" ref={quick}>
            {quickCategories.map((category, index) => (
              <LocalLink
                key={category.id}
                to={`/categories/${category.id}`}
                className={index < fitting ? undefined : 'out'}
              >
                {category.name}
              </LocalLink>
            ))}
          </span>
          <CounterLink to="/comparess" icon="compare" labelId="header.comparison" count={counters.comparison} />
          <CounterLink to="/wishlist" icon="heart" labelId="header.favourites" count={counters.favourites} />
        </NavInner>
      </NavRow>
    </Bar>
  );
}
