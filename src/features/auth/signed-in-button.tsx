/**
 * The header's button for a signed-in shopper (spec §2, §3): the name, the first letter of the
 * surname and a dot, or 'profile'; it opens the profile dropdown. A chunk of its own: it is needed
 * only once the session check found a session (account-button.tsx).
 */
import styled from '@emotion/styled';
import { useCallback, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { WidgetButton, WidgetText } from '../../components/layout/header-widgets';
import { Icon } from '../../components/ui/icons';
import { useAppSelector } from '../../lib/store/hooks';
import { AccountMenu } from './account-menu';
import { accountName } from './account-name';
import { selectCurrentUser } from './auth-actions';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export function SignedInButton({ compact }: { compact: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const [menuOpen, setMenuOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const name = user && accountName(user);
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
        <Icon name="chevronDown" size={16} />
      </WidgetButton>
      {menuOpen && <AccountMenu anchor={button} onClose={closeMenu} />}
    </Anchor>
  );
}
