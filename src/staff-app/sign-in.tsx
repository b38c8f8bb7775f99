/**
 * Signing in and out (docs/adr/028): the staff session is an HttpOnly cookie the API sets; the app
 * learns who is signed in from GET /admin/v1/session. The language buttons keep what was typed.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { Button } from '../components/ui/button';
import { FormActions, Fields, FormAlert, TextField } from '../components/ui/field-kit';
import type { ApiError } from '../lib/api/api-client';
import { theme } from '../lib/theme';
import type { StaffMemberWire } from '../../server/src/contract/staff';
import { LanguageButtons } from './language';
import { staffCall } from './staff-api';

const Panel = styled.main`
  max-width: 420px;
  margin: ${theme.space(10)} auto;
  padding: ${theme.space(6)};
  background: ${theme.color.card};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  ${theme.media.narrow} {
    margin: ${theme.space(4)} ${theme.space(3)};
    padding: ${theme.space(4)};
  }
  h1 {
    margin-top: 0;
    font-size: 22px;
  }
`;

export function SignIn() {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSWRMutation<{ staff: StaffMemberWire }, ApiError, string, { login: string; password: string }>(
    '/session',
    (path, { arg }) => staffCall(path, { method: 'POST', body: arg }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await signIn.trigger({ login: login.trim(), password });
      setPassword('');
      await mutate('/session', answer, { revalidate: false });
    } catch {
      // shown from signIn.error
    }
  }

  return (
    <Panel>
      <LanguageButtons />
      <h1>
        <FormattedMessage id="staff.signIn.title" />
      </h1>
      <form onSubmit={submit} aria-label={intl.formatMessage({ id: 'staff.signIn.title' })}>
        <Fields>
          <TextField
            labelId="staff.signIn.login"
            name="login"
            autoComplete="username"
            autoCapitalize="none"
            required
            value={login}
            onChange={(event) => setLogin(event.target.value)}
          />
          <TextField
            labelId="staff.signIn.password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Fields>
        <FormActions>
          <Button type="submit" disabled={signIn.isMutating}>
            <FormattedMessage id="staff.signIn.submit" />
          </Button>
        </FormActions>
        {signIn.error && <FormAlert>{signIn.error.message}</FormAlert>}
      </form>
    </Panel>
  );
}

/** Sign out here, or end every session of the account (every device, the chat included). */
export function useSignOut() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<null, ApiError, string, 'here' | 'everywhere'>('/session', async (path, { arg }) => {
    await (arg === 'here'
      ? staffCall(path, { method: 'DELETE' })
      : staffCall(`${path}/everywhere`, { method: 'POST' }));
    // Every screen's data belongs to the session: none of it stays for the next person.
    await mutate(() => true, undefined, { revalidate: false });
    await mutate('/session');
    return null;
  });
}
