/**
 * The account's items in the phone's slide-out menu (spec §2): anonymous, 'my profile' opens the
 * login dialog; signed in, who is signed in (the name, else the phone or e-mail, so 'profile' is not
 * said twice) over profile, orders and go out. The menu is a chunk
 * loaded on demand, and so is this.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { formatPhone } from '../../lib/phone-format';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { accountName } from './account-name';
import { openLoginDialog } from './auth-slice';
import { useAuthTexts } from './auth-texts';
import { useSignOut } from './sign-out';
import { useAuth } from './use-auth';

const Who = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  padding: 8px 12px;
  color: ${theme.color.muted};
  font-size: 14px;
  strong {
    color: ${theme.color.text};
  }
`;

/** The menu's other links are widgets without an underline; these look the same. */
const Item = styled(LocalLink)`
  text-decoration: none;
`;

export function AccountMenuItems({ onDone }: { onDone: () => void }) {
  const { status, user } = useAuth();
  const dispatch = useAppDispatch();
  const ready = useAuthTexts(status === 'signedIn');
  const { signOut } = useSignOut();

  if (status !== 'signedIn' || !user) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          onDone();
          dispatch(openLoginDialog());
        }}
      >
        <Icon name="user" /> <FormattedMessage id="header.profile.button" />
      </button>
    );
  }
  if (!ready) return null;
  return (
    <>
      <Who data-testid="account-name">
        <Icon name="user" />
        <strong>{accountName(user) ?? (user.phone ? formatPhone(user.phone) : user.email)}</strong>
      </Who>
      <Item to="/profile">
        <Icon name="user" /> <FormattedMessage id="auth.menu.profile" />
      </Item>
      <Item to="/order">
        <Icon name="truck" /> <FormattedMessage id="auth.menu.orders" />
      </Item>
      <Item
        to="/exit"
        onClick={(event) => {
          event.preventDefault();
          onDone();
          void signOut();
        }}
      >
        <Icon name="arrowLeft" /> <FormattedMessage id="auth.menu.signOut" />
      </Item>
    </>
  );
}
