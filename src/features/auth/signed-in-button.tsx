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
import { useAuthTexts } from './auth-texts';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

/** A long name ends in an ellipsis rather than pushing the cart off the row. */
const Name = styled(WidgetText)`
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 180px;
`;

export function SignedInButton({ compact }: { compact: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const [menuOpen, setMenuOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const name = user && accountName(user);
  // Without a name the button says 'profile', one of the accounts' texts; until they are in, it
  // says 'my profile' as the anonymous button did, so that it is never a button without a name.
  const texts = useAuthTexts(!name);
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
        <Name compact={compact}>
          {name ?? <FormattedMessage id={texts ? 'auth.menu.profile' : 'header.profile.button'} />}
        </Name>
        <Icon name="chevronDown" size={16} />
      </WidgetButton>
      {menuOpen && <AccountMenu anchor={button} onClose={closeMenu} />}
    </Anchor>
  );
}
