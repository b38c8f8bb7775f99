/**
 * The chat window's foot: what went wrong, the ticket's comment, and the composer with emoji and,
 * for a shopper not signed in while nobody is online, an e-mail for the answer; once the operator
 * closes the ticket, the rating instead of the composer.
 */
import styled from '@emotion/styled';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_COMMENT_MAX, CHAT_TEXT_MAX } from '../../../server/src/contract/chat';
import { isEmail } from '../../../server/src/contract/identity-rules';
import { Icon } from '../../components/ui/icons';
import { lazyPart } from '../../lib/lazy-part';
import { theme } from '../../lib/theme';
import type { ChatConnection, ChatView } from './chat-connection';
import { RatingForm } from './rating-form';

const EmojiGrid = lazyPart(() => import('./emoji-grid').then((module) => module.EmojiGrid));

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

const TYPING_IDLE_MS = 3000;

export function ChatFoot({
  view,
  chat,
  open,
  signedIn,
  downloadFailed,
}: {
  view: ChatView;
  chat: ChatConnection;
  open: boolean;
  signedIn: boolean;
  downloadFailed: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [emailWrong, setEmailWrong] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const typingTimer = useRef(0);
  const ids = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  const ticket = view.ticket;
  const closed = ticket?.status === 'closed';
  const away = view.presence !== null && !view.presence.online;
  const askEmail = !signedIn && away && !ticket?.email && !closed;
  const tooLong = [...text].length > CHAT_TEXT_MAX;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || tooLong) return;
    const address = askEmail ? email.trim() : '';
    if (address && !isEmail(address)) {
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

  const saveComment = (event: FormEvent) => {
    event.preventDefault();
    const value = comment.trim();
    if (!value) return;
    chat.comment(value.slice(0, CHAT_COMMENT_MAX));
    setCommenting(false);
    setComment('');
  };

  return (
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
  );
}
