/**
 * The header's account widget (spec §2, §4): anonymous, 'my profile' opens the login dialog; signed
 * in, the shopper's name opens the profile dropdown. Every page's first load holds the anonymous
 * button only; the signed-in one, the dropdown and the dialog are chunks of their own.
 */
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { WidgetButton, WidgetText } from '../../components/layout/header-widgets';
import { Icon } from '../../components/ui/icons';
import { lazyPart } from '../../lib/lazy-part';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { preloadLoginDialog } from './account-loaders';
import { openLoginDialog, selectAuthStatus } from './auth-slice';

const SignedInButton = lazyPart(() => import('./signed-in-button').then((module) => module.SignedInButton));

function AnonymousButton({ compact }: { compact: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const lng = useLng();
  const preload = () => preloadLoginDialog(intl, lng);
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

export function AccountButton({ compact = false }: { compact?: boolean }) {
  // While the session check runs the button looks as the static HTML has it; a click opens the
  // dialog, which closes itself if the check then finds a session.
  const anonymous = <AnonymousButton compact={compact} />;
  if (useAppSelector(selectAuthStatus) !== 'signedIn') return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInButton compact={compact} />
    </Suspense>
  );
}
