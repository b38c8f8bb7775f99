/**
 * Where the login dialog lives on every page (app/layout.tsx): nothing until a feature opens it
 * (openLoginDialog), then its chunk, which loads the accounts' texts (login-dialog.tsx).
 */
import { Suspense } from 'react';
import { useAppSelector } from '../../lib/store/hooks';
import { LoginDialog } from './account-loaders';
import { selectLoginDialogOpen } from './auth-slice';

export function LoginDialogHost() {
  if (!useAppSelector(selectLoginDialogOpen)) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
