/**
 * The login/sign-up dialog (spec §2, §4): two tabs, 'sign in' and 'sign up'. A modal: focus moves
 * into it and back to the opener when it closes, Escape and the backdrop close it, the page behind
 * does not scroll. A chunk of its own (account-loaders.ts), with yup and the forms.
 */
import styled from '@emotion/styled';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ModalDialog } from '../../components/ui/modal-frame';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { loginDialogClosed, verificationReset } from './auth-actions';
import { useAuthTexts } from './auth-texts';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const Box = styled(ModalDialog)`
  h2 {
    margin-bottom: ${theme.space(4)};
  }
`;

const Tabs = styled.div`
  display: flex;
  margin-bottom: ${theme.space(5)};
  padding: 4px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.page};
  button {
    flex: 1;
    min-height: 40px;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: ${theme.color.muted};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${theme.color.card};
    color: ${theme.color.text};
    box-shadow: ${theme.shadow.card};
  }
  button:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 1px;
  }
`;

type Tab = 'signIn' | 'signUp';
const TABS: Tab[] = ['signIn', 'signUp'];

/** The dialog once its texts are there (they load with this chunk, auth-texts.ts). */
export function LoginDialog() {
  return useAuthTexts() ? <LoginDialogBox /> : null;
}

function LoginDialogBox() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<Tab>('signIn');
  const identifier = useRef<HTMLInputElement>(null);
  const id = useId();
  const close = useCallback(() => dispatch(loginDialogClosed()), [dispatch]);

  const choose = (next: Tab) => {
    if (next === tab) return;
    dispatch(verificationReset());
    setTab(next);
  };
  // The tab list's arrow keys (WAI-ARIA tabs): the focus and the choice move together.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <Box
      title={<FormattedMessage id="auth.dialog.title" />}
      closeLabel={intl.formatMessage({ id: 'auth.dialog.close' })}
      onClose={close}
      initialFocus={identifier}
      data-testid="login-dialog"
    >
      <Tabs role="tablist" onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
          >
            <FormattedMessage id={`auth.tab.${name}`} />
          </button>
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'signIn' ? <SignInForm identifierRef={identifier} /> : <SignUpForm identifierRef={identifier} />}
      </div>
    </Box>
  );
}
