/**
 * The emoji picker (its own chunk, loaded when first opened): a small grid of the emoji people use
 * in a shop's chat (the contract's list, which the operators' console offers too), as buttons; the
 * chosen one goes into the message at the cursor.
 */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { theme } from '../../lib/theme';
import { CHAT_EMOJI } from '../../../server/src/contract/chat';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(10, 1fr);
  gap: 2px;
  padding: ${theme.space(2)};
  background: ${theme.color.card};
  border-top: 1px solid ${theme.color.line};
  ${theme.media.narrow} {
    grid-template-columns: repeat(8, 1fr);
  }
`;

const Pick = styled.button`
  min-height: 36px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: none;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${theme.color.brandSoft};
  }
`;

export function EmojiGrid({ onPick }: { onPick: (emoji: string) => void }) {
  const intl = useIntl();
  return (
    <Grid role="group" aria-label={intl.formatMessage({ id: 'chat.emojiList' })}>
      {CHAT_EMOJI.map((emoji) => (
        <Pick key={emoji} type="button" aria-label={emoji} onClick={() => onPick(emoji)}>
          {emoji}
        </Pick>
      ))}
    </Grid>
  );
}
