/**
 * Where the login dialog lives on every page (app/layout.tsx): nothing until a feature opens it
 * (openLoginDialog), then its chunk, which loads the accounts' texts.
 */
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLng } from '../../lib/lng-context';
import { useAppSelector } from '../../lib/store/hooks';
import { LoginDialog, preloadLoginDialog } from './account-loaders';
import { selectLoginDialogOpen } from './auth-slice';

export function LoginDialogHost() {
  const open = useAppSelector(selectLoginDialogOpen);
  const intl = useIntl();
  const lng = useLng();
  useEffect(() => {
    if (open) preloadLoginDialog(intl, lng);
  }, [open, intl, lng]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
