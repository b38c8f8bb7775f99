/**
 * The chat window (spec §2, docs/storefront.md Chat), the chat chunk's entry: its texts (`chat.*`)
 * come with it; the socket (chat-connection.ts) lives as long as the window, hidden or not, so an
 * answer arrives while the shopper browses. Who the shopper is follows the sign-in: another account
 * is another chat.
 */
import styled from '@emotion/styled';
import { RawIntlProvider } from 'react-intl';
import { theme } from '../../lib/theme';
import { useLaterTexts } from '../../lib/later-texts';
import { useAuth } from '../auth';
import { CHAT_TEXTS } from './chat-texts';
import { ChatWindow } from './chat-window';

const Waiting = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 90;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
`;

export function ChatPanel({ open, onHide }: { open: boolean; onHide: () => void }) {
  const texts = useLaterTexts('chat', CHAT_TEXTS);
  const { user } = useAuth();
  if (!texts.intl) {
    if (!texts.failed || !open) return null;
    // Texts are bundled with this chunk: failing here means the chunk itself is broken; offer a retry.
    return (
      <Waiting role="alert">
        <button type="button" onClick={texts.retry}>
          ↻
        </button>
      </Waiting>
    );
  }
  return (
    <RawIntlProvider value={texts.intl}>
      <ChatWindow key={user?.id ?? 'guest'} open={open} onHide={onHide} signedIn={Boolean(user)} />
    </RawIntlProvider>
  );
}
