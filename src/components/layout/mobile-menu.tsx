/** The mobile slide-out menu: everything the desktop header's second row and right side hold. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../ui/icons';
import { CounterLink, type ShopCounters } from './header-widgets';
import type { PanelName } from './header';
import { LanguageSwitcher } from './language-switcher';
import { SidePanel } from './side-panel';
import { theme } from '../../lib/theme';
import '../../lib/carried-texts/panels';

const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${theme.space(3)};
  > button,
  > a {
    justify-content: flex-start;
    width: 100%;
    min-height: 48px;
    padding: 0 12px;
    border: 0;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: ${theme.color.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    display: flex;
    align-items: center;
    gap: 12px;
    cursor: pointer;
  }
  > button:hover {
    background: ${theme.color.page};
  }
  hr {
    width: 100%;
    border: 0;
    border-top: 1px solid ${theme.color.line};
    margin: 8px 0;
  }
  .language-title {
    margin: 4px 12px 8px;
    color: ${theme.color.muted};
    font-size: 13px;
  }
  .language {
    align-self: flex-start;
    margin: 0 12px;
  }
`;

export function MobileMenu({
  counters,
  path,
  account,
  onOpen,
  onClose,
}: {
  counters: ShopCounters;
  /** the page's path without the language prefix, for the language links */
  path: string;
  /** the shopper's account items (features/auth, given by the app): sign-in, or profile, orders, go out */
  account: ReactNode;
  onOpen: (panel: PanelName) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <SidePanel title={intl.formatMessage({ id: 'header.menu.title' })} onClose={onClose}>
      <Items
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <button type="button" onClick={() => onOpen('categories')}>
          <Icon name="grid" /> <FormattedMessage id="header.categories" />
        </button>
        <button type="button" onClick={() => onOpen('brands')}>
          <Icon name="tag" /> <FormattedMessage id="header.brands" />
        </button>
        <CounterLink to="/comparess" icon="compare" labelId="header.comparison" count={counters.comparison} />
        <CounterLink to="/wishlist" icon="heart" labelId="header.favourites" count={counters.favourites} />
        {account}
        <hr />
        <p className="language-title">
          <FormattedMessage id="header.language.label" />
        </p>
        <LanguageSwitcher path={path} className="language" />
      </Items>
    </SidePanel>
  );
}
