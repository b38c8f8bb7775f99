/**
 * A page that requires login (spec §6: /profile, /order). Signed in: the page. While the session
 * check runs: a quiet placeholder. Anonymous: the login dialog opens, and the page says why, with a
 * button that opens the dialog again; after login the shopper stays on this page (not the §4
 * navigation to /profile). The why is the page's own: the account's pages are shown only to their
 * shopper, the checkout needs an account to place the order.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { NoticeBox } from '../../components/ui/notice';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { protectedPageEntered, protectedPageLeft } from './auth-actions';
import { openLoginDialog } from './auth-slice';
import { useAuthTexts } from './auth-texts';
import { useAuth } from './use-auth';

const Quiet = styled.div`
  min-height: 320px;
`;

const Box = styled(NoticeBox)`
  margin-top: ${theme.space(6)};
`;

const WHY = {
  account: { title: 'auth.required.title', text: 'auth.required.text' },
  checkout: { title: 'auth.required.checkout.title', text: 'auth.required.checkout.text' },
} as const;

export function RequireLogin({ children, reason = 'account' }: { children: ReactNode; reason?: keyof typeof WHY }) {
  const { status } = useAuth();
  const dispatch = useAppDispatch();
  const ready = useAuthTexts(status === 'anonymous');

  useEffect(() => {
    dispatch(protectedPageEntered());
    return () => {
      dispatch(protectedPageLeft());
    };
  }, [dispatch]);

  // Once the check finds no session; not after a sign-out here (the shopper is on the way home).
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'anonymous' && previous.current !== 'signedIn') dispatch(openLoginDialog());
    previous.current = status;
  }, [status, dispatch]);

  if (status === 'signedIn') return <>{children}</>;
  if (status === 'checking' || !ready) return <Quiet aria-busy="true" data-testid="login-checking" />;
  return (
    <Box data-testid="login-required">
      <span className="icon">
        <Icon name="user" size={36} />
      </span>
      <h2>
        <FormattedMessage id={WHY[reason].title} />
      </h2>
      <p>
        <FormattedMessage id={WHY[reason].text} />
      </p>
      <div className="actions">
        <Button aria-haspopup="dialog" onClick={() => dispatch(openLoginDialog())}>
          <FormattedMessage id="auth.required.signIn" />
        </Button>
      </div>
    </Box>
  );
}
