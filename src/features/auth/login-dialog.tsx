/**
 * The login/sign-up dialog (spec §2, §4): two tabs, 'sign in' and 'sign up'. A modal: focus moves
 * into it and back to the opener when it closes, Escape and the backdrop close it, the page behind
 * does not scroll. A chunk of its own (account-loaders.ts), with yup and the forms.
 */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { useModal } from '../../components/ui/use-modal';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { loginDialogClosed, verificationReset } from './auth-actions';
import { useAuthTexts } from './auth-texts';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 110;
  background: rgba(12, 20, 28, 0.5);
  animation: ${fadeIn} 0.15s ease-out;
`;

const Frame = styled.div`
  position: fixed;
  inset: 0;
  z-index: 111;
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
  overflow-y: auto;
  pointer-events: none;
  ${theme.media.mobile} {
    place-items: end center;
    padding: ${theme.space(3)} 0 0;
  }
`;

const Box = styled.div`
  position: relative;
  width: min(440px, 100%);
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
  pointer-events: auto;
  animation: ${rise} 0.18s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  h2 {
    margin: 0 ${theme.space(10)} ${theme.space(4)} 0;
    font-size: 21px;
  }
  ${theme.media.mobile} {
    width: 100%;
    padding: ${theme.space(5)} ${theme.space(4)} max(${theme.space(6)}, env(safe-area-inset-bottom));
    border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${theme.space(4)};
  right: ${theme.space(4)};
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.color.page};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
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

export { loadAuthTexts } from './auth-texts';

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
  useModal(close, identifier);

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
    <>
      <Backdrop onClick={close} aria-hidden="true" />
      <Frame>
        <Box role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="login-dialog">
          <h2 id={`${id}-title`}>
            <FormattedMessage id="auth.dialog.title" />
          </h2>
          <Close type="button" onClick={close} aria-label={intl.formatMessage({ id: 'auth.dialog.close' })}>
            <Icon name="close" />
          </Close>
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
      </Frame>
    </>
  );
}
