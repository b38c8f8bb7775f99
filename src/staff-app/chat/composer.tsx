/**
 * The answer box of an open ticket: Enter sends, Shift+Enter starts a new line (and Enter while an
 * input method composes a word stays the method's); emoji go in at the cursor; the shopper sees the
 * operator typing until the box is left alone for a few seconds. What is half written stays with its
 * ticket (drafts), so looking at another conversation loses nothing; an answer over the limit keeps
 * its text and says by how much.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_EMOJI, CHAT_TEXT_MAX } from '../../../server/src/contract/chat';
import { Button } from '../../components/ui/button';
import { Field, controlProps } from '../../components/ui/field-kit';
import { Icon } from '../../components/ui/icons';
import { theme } from '../../lib/theme';
import type { ConsoleSocket } from './console-socket';

const TYPING_IDLE_MS = 3000;

/** Half-written answers by account and ticket, for as long as the page is open. */
const drafts = new Map<string, string>();

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;
  textarea {
    min-height: 84px;
    max-height: 40vh;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(40px, 1fr));
  gap: 2px;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  button {
    min-height: 40px;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: none;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${theme.color.brandSoft};
  }
  button:focus-visible {
    outline: 3px solid ${theme.color.accent};
  }
`;

export function Composer({ ticketId, owner, socket }: { ticketId: number; owner: number; socket: ConsoleSocket }) {
  const intl = useIntl();
  const id = useId();
  const draftKey = `${owner}:${ticketId}`;
  const [text, setText] = useState(() => drafts.get(draftKey) ?? '');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const idle = useRef(0);
  const count = [...text].length;
  const tooLong = count > CHAT_TEXT_MAX;

  useEffect(
    () => () => {
      window.clearTimeout(idle.current);
      socket.typing(ticketId, false);
    },
    [socket, ticketId],
  );

  const write = (value: string) => {
    setText(value);
    if (value) drafts.set(draftKey, value);
    else drafts.delete(draftKey);
    socket.typing(ticketId, value.trim().length > 0);
    window.clearTimeout(idle.current);
    idle.current = window.setTimeout(() => socket.typing(ticketId, false), TYPING_IDLE_MS);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || tooLong) return;
    window.clearTimeout(idle.current);
    socket.send(ticketId, value);
    setText('');
    drafts.delete(draftKey);
    setEmojiOpen(false);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const addEmoji = (emoji: string) => {
    const node = box.current;
    const start = node?.selectionStart ?? text.length;
    const end = node?.selectionEnd ?? text.length;
    write(text.slice(0, start) + emoji + text.slice(end));
    window.requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const error = tooLong ? 'staff.chat.tooLong' : null;
  const hint = <FormattedMessage id="staff.chat.answerHint" />;
  return (
    <Form onSubmit={submit} className="composer" aria-label={intl.formatMessage({ id: 'staff.chat.answer' })}>
      <Field
        id={id}
        labelId="staff.chat.answer"
        error={error}
        errorValues={{ limit: String(CHAT_TEXT_MAX), count: String(count) }}
        hint={hint}
      >
        <textarea
          {...controlProps(id, error, hint)}
          ref={box}
          rows={3}
          value={text}
          onChange={(event) => write(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field>
      {emojiOpen && (
        <Grid role="group" aria-label={intl.formatMessage({ id: 'staff.chat.emojiList' })}>
          {CHAT_EMOJI.map((emoji) => (
            <button key={emoji} type="button" aria-label={emoji} onClick={() => addEmoji(emoji)}>
              {emoji}
            </button>
          ))}
        </Grid>
      )}
      <Actions>
        <Button
          variant="secondary"
          aria-label={intl.formatMessage({ id: 'staff.chat.emoji' })}
          aria-expanded={emojiOpen}
          onClick={() => setEmojiOpen((shown) => !shown)}
        >
          {/* a drawn face: it shows also where no emoji font is installed */}
          <Icon name="smile" />
        </Button>
        <Button type="submit" disabled={!text.trim() || tooLong}>
          <FormattedMessage id="staff.chat.send" />
        </Button>
      </Actions>
    </Form>
  );
}
