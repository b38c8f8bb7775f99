/**
 * The round chat button (its own chunk, loaded when the browser is idle: chat-button.tsx). Pressed,
 * it loads the chat's chunk (the window, the socket) and opens it; hidden again, the window stays
 * connected so answers still arrive (docs/storefront.md, Chat).
 */
import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { useLaterTexts } from '../../lib/later-texts';
import { lazyPart } from '../../lib/lazy-part';
import { theme } from '../../lib/theme';
import { CHAT_TEXTS } from './chat-texts';

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

export function ChatLauncher() {
  const texts = useLaterTexts('chat', CHAT_TEXTS);
  const [shown, setShown] = useState<boolean | null>(null);
  if (!texts.intl) return null;
  const label = texts.intl.formatMessage({ id: 'chat.open' });
  return (
    <>
      {!shown && (
        <Round type="button" aria-label={label} onClick={() => setShown(true)}>
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
