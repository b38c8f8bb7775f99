/**
 * The header's account widget (spec §2, §4): anonymous, 'my profile' opens the login dialog; signed
 * in, the shopper's name (or 'profile') opens the profile dropdown. It is in every page's first
 * load, so the dropdown and the dialog are chunks of their own.
 */
import styled from '@emotion/styled';
import { Suspense, useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { WidgetButton, WidgetText } from '../../components/layout/header-widgets';
import { Icon } from '../../components/ui/icons';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch } from '../../lib/store/hooks';
import { AccountMenu, preloadLoginDialog } from './account-loaders';
import { accountName } from './account-name';
import { openLoginDialog } from './auth-slice';
import { useAuth } from './use-auth';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export function AccountButton({ compact = false }: { compact?: boolean }) {
  const { status, user } = useAuth();
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const intl = useIntl();
  const lng = useLng();
  const preload = () => preloadLoginDialog(intl, lng);

  if (status !== 'signedIn' || !user) {
    // While the session check runs the button looks as the static HTML has it; a click opens the
    // dialog, which closes itself if the check then finds a session.
    return (
      <WidgetButton
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => dispatch(openLoginDialog())}
      >
        <Icon name="user" size={24} />
        <WidgetText compact={compact}>
          <FormattedMessage id="header.profile.button" />
        </WidgetText>
      </WidgetButton>
    );
  }
  const name = accountName(user);
  return (
    <Anchor>
      <WidgetButton
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        data-testid="account-button"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Icon name="user" size={24} />
        <WidgetText compact={compact}>{name ?? <FormattedMessage id="header.profile.account" />}</WidgetText>
        <Icon name="chevronDown" size={16} aria-hidden="true" />
      </WidgetButton>
      {menuOpen && (
        <Suspense fallback={null}>
          <AccountMenu anchor={button} onClose={closeMenu} />
        </Suspense>
      )}
    </Anchor>
  );
}
