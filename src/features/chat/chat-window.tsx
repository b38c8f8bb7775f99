/**
 * The chat window (non-modal: the page stays usable beside it; Escape hides it): the operator's
 * name and state, the history as a .txt file, the messages (chat-messages.tsx) and the foot with
 * the composer, the comment and the rating (chat-foot.tsx).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { RoundIconButton } from '../../components/ui/round-icon-button';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { ChatFoot } from './chat-foot';
import { downloadText, fullHistory, historyText } from './chat-history-file';
import { ChatMessages } from './chat-messages';
import { useChat } from './use-chat';

const Window = styled.section`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 95;
  display: flex;
  flex-direction: column;
  width: 380px;
  height: min(600px, calc(100vh - 32px));
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.raised};
  overflow: hidden;
  &[hidden] {
    display: none;
  }
  ${theme.media.mobile} {
    inset: 0;
    width: auto;
    height: auto;
    border-radius: 0;
  }
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(4)};
  background: ${theme.color.brand};
  color: #fff;
  h2 {
    flex: 1;
    margin: 0;
    font-size: 16px;
    line-height: 1.3;
  }
  p {
    margin: 0;
    font-size: 13px;
    font-weight: 400;
    opacity: 0.9;
  }
`;

const HeadButton = styled(RoundIconButton)`
  &:hover,
  &:focus-visible {
    background: rgba(255, 255, 255, 0.18);
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const Dot = styled.span<{ on: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-right: 6px;
  border-radius: 50%;
  background: ${(props) => (props.on ? '#7be3a8' : '#c3cbd3')};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: #fff6e5;
  color: #7a4a00;
  font-size: 13px;
`;

export function ChatWindow({ open, onHide, signedIn }: { open: boolean; onHide: () => void; signedIn: boolean }) {
  const intl = useIntl();
  const lng = useLng();
  const [view, chat] = useChat(open);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const ids = useId();

  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && open) onHide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onHide]);

  if (!view || !chat) return null;
  const ticket = view.ticket;
  const presence = view.presence;

  const status = !presence
    ? t('chat.connecting')
    : presence.online
      ? presence.name
        ? t('chat.operatorOnline', { name: presence.name })
        : t('chat.someoneOnline')
      : presence.name && ticket?.operator
        ? t('chat.operatorAway', { name: presence.name })
        : t('chat.operatorsOffline');

  const download = async () => {
    if (!ticket) return;
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const messages = await fullHistory(ticket.id, lng);
      const words = {
        title: t('chat.historyTitle', { id: ticket.id }),
        you: t('chat.you'),
        operator: t('chat.operator'),
      };
      downloadText(`chat-${ticket.id}.txt`, historyText(messages, words));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Window hidden={!open} role="dialog" aria-labelledby={`${ids}-title`} data-chat-state={view.state}>
      <Head>
        <div style={{ flex: 1 }}>
          <h2 id={`${ids}-title`}>
            <FormattedMessage id="chat.title" />
          </h2>
          <p data-testid="chat-presence">
            <Dot on={Boolean(presence?.online)} aria-hidden="true" />
            {status}
          </p>
        </div>
        <HeadButton
          type="button"
          onClick={download}
          disabled={!ticket || downloading}
          aria-label={t('chat.download')}
          title={t('chat.download')}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 4v11m0 0 4-4m-4 4-4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </HeadButton>
        <HeadButton type="button" onClick={onHide} aria-label={t('chat.close')} title={t('chat.close')}>
          <Icon name="close" />
        </HeadButton>
      </Head>
      {view.state === 'offline' && (
        <Notice role="status">
          <FormattedMessage id="chat.offline" />
        </Notice>
      )}
      <ChatMessages view={view} open={open} />
      <ChatFoot view={view} chat={chat} open={open} signedIn={signedIn} downloadFailed={downloadFailed} />
    </Window>
  );
}
