/**
 * The conversation: the operator's name and state, the messages (with what is still being sent and
 * what the operator has read), the operator typing, the composer with emoji and, for a shopper not
 * signed in while nobody is online, an e-mail for the answer; a comment on the ticket; once the
 * operator closes it, the rating; the history as a .txt file.
 */
import styled from '@emotion/styled';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_COMMENT_MAX, CHAT_TEXT_MAX } from '../../../server/src/contract/chat';
import { Icon } from '../../components/ui/icons';
import { RoundIconButton } from '../../components/ui/round-icon-button';
import { API_URL } from '../../lib/api/api-url';
import { lazyPart } from '../../lib/lazy-part';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { ChatConnection, socketUrl, type ChatView } from './chat-connection';
import { downloadText, fullHistory, historyText } from './chat-history-file';
import { RatingForm } from './rating-form';

const EmojiGrid = lazyPart(() => import('./emoji-grid').then((module) => module.EmojiGrid));

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

const List = styled.ol`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  overflow-y: auto;
  list-style: none;
  background: ${theme.color.page};
`;

const Bubble = styled.li<{ mine: boolean }>`
  align-self: ${(props) => (props.mine ? 'flex-end' : 'flex-start')};
  max-width: 82%;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${(props) => (props.mine ? theme.color.brandSoft : theme.color.card)};
  box-shadow: ${theme.shadow.card};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  small {
    display: block;
    margin-top: 2px;
    color: ${theme.color.muted};
    font-size: 11px;
  }
  &[data-state='failed'] small {
    color: ${theme.color.danger};
  }
`;

const Hint = styled.li`
  align-self: center;
  color: ${theme.color.muted};
  font-size: 14px;
  text-align: center;
`;

const Typing = styled.li`
  color: ${theme.color.muted};
  font-size: 13px;
  font-style: italic;
`;

const Foot = styled.div`
  border-top: 1px solid ${theme.color.line};
  padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  label {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  input,
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.sm};
    font: inherit;
    font-size: 16px;
  }
  textarea {
    resize: none;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  align-items: flex-end;
`;

const RoundButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  min-width: 44px;
  height: 44px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  font: inherit;
  font-size: 20px;
  cursor: pointer;
  &[data-primary='true'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: #fff;
    font-size: 15px;
    font-weight: 600;
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const LinkButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.brand};
  font: inherit;
  font-size: 14px;
  text-decoration: underline;
  cursor: pointer;
`;

const Small = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${theme.color.muted};
  &[role='alert'] {
    color: ${theme.color.danger};
  }
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TYPING_IDLE_MS = 3000;

function useChat(open: boolean): [ChatView | null, ChatConnection | null] {
  const lng = useLng();
  const [view, setView] = useState<ChatView | null>(null);
  const connection = useRef<ChatConnection | null>(null);
  useEffect(() => {
    const chat = new ChatConnection(socketUrl(API_URL, '/chat/v1/socket'), lng, setView);
    connection.current = chat;
    setView(chat.current());
    chat.start();
    return () => chat.stop();
  }, [lng]);
  // Shown and in front: the operator's messages count as read.
  useEffect(() => {
    const chat = connection.current;
    if (!open || !chat || !view) return undefined;
    const mark = () => document.visibilityState === 'visible' && chat.read();
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [open, view]);
  return [view, connection.current];
}

export function ChatWindow({ open, onHide, signedIn }: { open: boolean; onHide: () => void; signedIn: boolean }) {
  const intl = useIntl();
  const lng = useLng();
  const [view, chat] = useChat(open);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [emailWrong, setEmailWrong] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const typingTimer = useRef(0);
  const ids = useId();

  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );

  // Newest message in view whenever one arrives or is sent.
  const count = (view?.messages.length ?? 0) + (view?.pending.length ?? 0);
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [count, open, view?.operatorTyping]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && open) onHide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onHide]);

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  if (!view || !chat) return null;
  const ticket = view.ticket;
  const closed = ticket?.status === 'closed';
  const presence = view.presence;
  const away = presence !== null && !presence.online;
  const askEmail = !signedIn && away && !ticket?.email && !closed;
  const tooLong = [...text].length > CHAT_TEXT_MAX;
  const operatorName = presence?.name ?? t('chat.operator');

  const status = !presence
    ? t('chat.connecting')
    : presence.online
      ? presence.name
        ? t('chat.operatorOnline', { name: presence.name })
        : t('chat.someoneOnline')
      : presence.name && ticket?.operator
        ? t('chat.operatorAway', { name: presence.name })
        : t('chat.operatorsOffline');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || tooLong) return;
    const address = askEmail ? email.trim() : '';
    if (address && !EMAIL.test(address)) {
      setEmailWrong(true);
      return;
    }
    setEmailWrong(false);
    chat.send(value, address || undefined);
    setText('');
    setEmojiOpen(false);
    window.clearTimeout(typingTimer.current);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const onType = (value: string) => {
    setText(value);
    chat.typing(value.trim().length > 0);
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(() => chat.typing(false), TYPING_IDLE_MS);
  };

  const addEmoji = (emoji: string) => {
    const node = input.current;
    const start = node?.selectionStart ?? text.length;
    const end = node?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    setText(next);
    window.requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

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
      downloadText(`chat-${ticket.id}.txt`, historyText(messages, words, intl.locale));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const saveComment = (event: FormEvent) => {
    event.preventDefault();
    const value = comment.trim();
    if (!value) return;
    chat.comment(value.slice(0, CHAT_COMMENT_MAX));
    setCommenting(false);
    setComment('');
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
      <List ref={list} aria-live="polite" aria-label={t('chat.title')}>
        {view.messages.length === 0 && view.pending.length === 0 && (
          <Hint>
            <FormattedMessage id="chat.empty" />
          </Hint>
        )}
        {view.messages.map((message) => {
          const mine = message.author === 'shopper';
          const read = mine && ticket !== null && ticket.operatorReadId >= message.id;
          const when = new Date(message.at).toLocaleTimeString(intl.locale, { hour: '2-digit', minute: '2-digit' });
          return (
            <Bubble key={message.id} mine={mine} data-author={message.author} data-state="sent">
              {message.text}
              <small>
                {mine ? t('chat.you') : (message.operatorName ?? t('chat.operator'))} · {when}
                {read && ` · ${t('chat.read')}`}
              </small>
            </Bubble>
          );
        })}
        {view.pending.map((item) => (
          <Bubble key={item.clientId} mine data-author="shopper" data-state={item.failed ? 'failed' : 'pending'}>
            {item.text}
            <small>{item.failed ? t('chat.notSent') : t('chat.sending')}</small>
          </Bubble>
        ))}
        {view.operatorTyping && <Typing>{t('chat.typing', { name: operatorName })}</Typing>}
      </List>
      <Foot>
        {view.error && <Small role="alert">{view.error}</Small>}
        {downloadFailed && <Small role="alert">{t('chat.loadFailed')}</Small>}
        {ticket?.comment && <Small>{t('chat.commentSaved', { comment: ticket.comment })}</Small>}
        {ticket && !commenting && !ticket.comment && (
          <LinkButton type="button" onClick={() => setCommenting(true)}>
            <FormattedMessage id="chat.comment" />
          </LinkButton>
        )}
        {ticket && commenting && (
          <form onSubmit={saveComment}>
            <label htmlFor={`${ids}-comment`}>
              <FormattedMessage id="chat.commentLabel" />
            </label>
            <Row>
              <input
                id={`${ids}-comment`}
                value={comment}
                maxLength={CHAT_COMMENT_MAX}
                onChange={(event) => setComment(event.target.value)}
              />
              <RoundButton type="submit" data-primary="true">
                <FormattedMessage id="chat.commentSave" />
              </RoundButton>
            </Row>
          </form>
        )}
        {closed && ticket ? (
          <RatingForm
            ticket={ticket}
            onRate={(rating, note) => chat.rate(ticket.id, rating, note)}
            onNewChat={() => chat.startOver()}
          />
        ) : (
          <form onSubmit={submit}>
            {askEmail && (
              <>
                <label htmlFor={`${ids}-email`}>
                  <FormattedMessage id="chat.emailLabel" />
                </label>
                <input
                  id={`${ids}-email`}
                  type="email"
                  autoComplete="email"
                  value={email}
                  aria-invalid={emailWrong || undefined}
                  onChange={(event) => setEmail(event.target.value)}
                />
                {emailWrong && <Small role="alert">{t('chat.emailInvalid')}</Small>}
              </>
            )}
            <Row style={{ marginTop: askEmail ? 8 : 0 }}>
              <RoundButton
                type="button"
                aria-label={t('chat.emoji')}
                aria-expanded={emojiOpen}
                onClick={() => setEmojiOpen((shown) => !shown)}
              >
                {/* a drawn face: it shows also where no emoji font is installed */}
                <Icon name="smile" />
              </RoundButton>
              <textarea
                ref={input}
                rows={2}
                value={text}
                placeholder={t('chat.placeholder')}
                aria-label={t('chat.placeholder')}
                aria-invalid={tooLong || undefined}
                onChange={(event) => onType(event.target.value)}
                onKeyDown={onKeyDown}
              />
              <RoundButton type="submit" data-primary="true" disabled={!text.trim() || tooLong}>
                <FormattedMessage id="chat.send" />
              </RoundButton>
            </Row>
            {tooLong && <Small role="alert">{t('chat.tooLong', { limit: CHAT_TEXT_MAX })}</Small>}
            {emojiOpen && (
              <Suspense fallback={null}>
                <EmojiGrid onPick={addEmoji} />
              </Suspense>
            )}
          </form>
        )}
      </Foot>
    </Window>
  );
}
