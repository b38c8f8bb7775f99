/**
 * The chat on every page (app/layout.tsx): the round button is in the page's HTML from the build,
 * with its label among the page's own texts; pressing it loads the chat itself (its chunk, with
 * the chat's texts and the socket; docs/storefront.md, Chat). Hidden again, the window stays
 * connected so answers still arrive. Nothing of the chat runs while the page starts.
 */
import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyPart } from '../../lib/lazy-part';
import { theme } from '../../lib/theme';

// an unnamed chunk: a named one would be listed in every page's inline chunk map (first load)
const ChatPanel = lazyPart(() => import('./chat-panel').then((module) => module.ChatPanel));

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
`;

export function ChatButton() {
  const intl = useIntl();
  // null until first pressed: the chat's chunk is not wanted before
  const [shown, setShown] = useState<boolean | null>(null);
  return (
    <>
      {!shown && (
        <Round type="button" aria-label={intl.formatMessage({ id: 'layout.chat' })} onClick={() => setShown(true)}>
          <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
          </svg>
        </Round>
      )}
      {shown !== null && (
        <Suspense fallback={null}>
          <ChatPanel open={shown} onHide={() => setShown(false)} />
        </Suspense>
      )}
    </>
  );
}
