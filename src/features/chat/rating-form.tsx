/**
 * After the operator closes the conversation (spec §2, §3): 1 to 5 stars and a note, sent once;
 * once rated, thanks and a way to start a new conversation.
 */
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_NOTE_MAX, type ChatTicketWire } from '../../../server/src/contract/chat';
import { theme } from '../../lib/theme';

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  h3 {
    margin: 0;
    font-size: 15px;
  }
  p {
    margin: 0;
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${theme.space(1)};
`;

const Star = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.card};
  color: ${theme.color.line};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &[data-lit='true'] {
    color: ${theme.color.star};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.color.star};
  }
`;

const Send = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 ${theme.space(4)};
  border: 0;
  border-radius: ${theme.radius.md};
  background: ${theme.color.brand};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

export function RatingForm({
  ticket,
  onRate,
  onNewChat,
}: {
  ticket: ChatTicketWire;
  onRate: (rating: number, note: string) => void;
  onNewChat: () => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const [rating, setRating] = useState(0);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  if (ticket.rating !== null) {
    return (
      <Box as="div">
        <p role="status">
          <FormattedMessage id="chat.closed" />. <FormattedMessage id="chat.thanks" />
        </p>
        <Send type="button" onClick={onNewChat}>
          <FormattedMessage id="chat.newChat" />
        </Send>
      </Box>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setMissing(true);
    onRate(rating, note);
  };

  return (
    <Box onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <p role="status">
        <FormattedMessage id="chat.closed" />
      </p>
      <h3 id={`${ids}-title`}>
        <FormattedMessage id="chat.rateTitle" />
      </h3>
      <Stars role="group" aria-labelledby={`${ids}-title`}>
        {[1, 2, 3, 4, 5].map((value) => (
          <Star
            key={value}
            type="button"
            data-lit={value <= rating}
            aria-pressed={value === rating}
            aria-label={intl.formatMessage({ id: 'chat.stars' }, { count: value })}
            onClick={() => {
              setRating(value);
              setMissing(false);
            }}
          >
            ★
          </Star>
        ))}
      </Stars>
      {missing && (
        <p role="alert" style={{ color: theme.color.danger }}>
          <FormattedMessage id="chat.rateNeeded" />
        </p>
      )}
      <label htmlFor={`${ids}-note`}>
        <FormattedMessage id="chat.note" />
      </label>
      <textarea
        id={`${ids}-note`}
        rows={2}
        maxLength={CHAT_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Send type="submit">
        <FormattedMessage id="chat.rateSend" />
      </Send>
    </Box>
  );
}
