/**
 * The chat on every page (app/layout.tsx): the round button is in the page's HTML from the build,
 * with its label among the page's own texts; pressing it loads the chat itself (its chunk, with
 * the chat's texts and the socket; docs/storefront.md, Chat). Hidden again, the window stays
 * connected so answers still arrive. Nothing of the chat runs while the page starts.
 *
 * When the chat's chunk cannot be loaded, the failure goes to the reload-once rule
 * (lib/chunk-reload.ts); when that rule will not reload again (a second failure within 10 s, or
 * no connection), the shopper sees why in the page's language, with a retry, and the button stays.
 */
import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { reportChunkFailure } from '../../lib/chunk-reload';
import { MOBILE_LAYOUT_MAX_WIDTH, theme } from '../../lib/theme';

export interface ChatPanelProps {
  open: boolean;
  onHide: () => void;
}

// an unnamed chunk: a named one would be listed in every page's inline chunk map (first load)
const loadChatPanel = () => import('./chat-panel').then((module) => module.ChatPanel);

const Round = styled.button`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 90;
  width: 52px;
  height: 52px;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.brand};
  color: #fff;
  box-shadow: ${theme.shadow.raised};
  cursor: pointer;
  transition: transform 0.2s ease-out;
  /* On phones the button steps below the window's edge while the page scrolls down, so the values
     a shopper scrolls to (right-aligned amounts, counts) are never under it; it comes back on the
     way up, at the top and at the end of the page, and whenever it has the keyboard's focus. */
  &[data-tucked='true']:not(:focus-visible) {
    transform: translateY(calc(100% + 24px));
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Scrolled less than this, the button stays: a page's first screen and its very end. */
const EDGE_PX = 48;

/**
 * Whether the phone's page is being scrolled down, away from its top and end, or the shopper is
 * filling in a form of the page: its buttons (a profile's Save at the window's bottom) are then
 * never under the chat's.
 */
function useTuckedWhileScrolling(): boolean {
  const [scrolling, setScrolling] = useState(false);
  const [filling, setFilling] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia?.(`(max-width: ${MOBILE_LAYOUT_MAX_WIDTH}px)`);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const end = document.documentElement.scrollHeight - window.innerHeight - y < EDGE_PX;
      setScrolling(Boolean(phone?.matches) && y > EDGE_PX && !end && y > last);
      last = y;
    };
    const onFocus = () => setFilling(Boolean(phone?.matches) && document.activeElement?.closest('main form') != null);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocus);
    };
  }, []);
  return scrolling || filling;
}

const Failure = styled.div`
  position: fixed;
  right: 16px;
  bottom: 80px;
  z-index: 90;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
  max-width: min(320px, calc(100vw - 32px));
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: #fff;
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.raised};
  button {
    min-height: 40px;
    padding: 0 ${theme.space(4)};
    border: 1px solid ${theme.color.brand};
    border-radius: ${theme.radius.md};
    background: #fff;
    color: ${theme.color.brand};
    font: inherit;
    cursor: pointer;
  }
`;

/** The button and the chat behind it; `load` fetches the chat's chunk (a test gives its own). */
export function ChatLauncher({ load }: { load: () => Promise<ComponentType<ChatPanelProps>> }) {
  const intl = useIntl();
  const tucked = useTuckedWhileScrolling();
  // null until first pressed: the chat's chunk is not wanted before
  const [shown, setShown] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  // each retry is a new lazy component: React.lazy keeps the outcome of its first load
  const [attempt, setAttempt] = useState(0);
  const Panel = useMemo(
    () =>
      lazy(() =>
        load().then(
          (component) => ({ default: component }),
          (error: unknown) => {
            reportChunkFailure(error);
            setFailed(true);
            return { default: (() => null) as ComponentType<ChatPanelProps> };
          },
        ),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt asks for the chunk again
    [load, attempt],
  );
  // the chat-answer e-mail links to the shop with #chat: the chat opens at once
  useEffect(() => {
    if (window.location.hash === '#chat') setShown(true);
  }, []);
  const open = () => {
    if (failed) {
      setFailed(false);
      setAttempt((count) => count + 1);
    }
    setShown(true);
  };
  return (
    <>
      {failed && (
        <Failure role="alert" data-testid="chat-failed">
          <span>{intl.formatMessage({ id: 'layout.chatFailed' })}</span>
          <button type="button" onClick={open}>
            {intl.formatMessage({ id: 'layout.chatRetry' })}
          </button>
        </Failure>
      )}
      {(!shown || failed) && (
        <Round
          type="button"
          aria-label={intl.formatMessage({ id: 'layout.chat' })}
          data-tucked={tucked && !failed}
          data-testid="chat-button"
          onClick={open}
        >
          <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
          </svg>
        </Round>
      )}
      {shown !== null && !failed && (
        <Suspense fallback={null}>
          <Panel open={shown} onHide={() => setShown(false)} />
        </Suspense>
      )}
    </>
  );
}

export function ChatButton() {
  return <ChatLauncher load={loadChatPanel} />;
}
