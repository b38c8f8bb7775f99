/**
 * The checkout's certificate lines (docs/adr/031 §2): for each gift certificate in the order (the
 * cart check's `giftCertificate`), whom its code goes to (a phone or an e-mail; left empty, the
 * buyer gets it) and a note sent with it. The values are the checkout's (kept in the tab's draft,
 * checkout-draft.ts) and go on the order's line as `gift: { to, note }`.
 */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { GIFT_NOTE_MAX_LENGTH } from '../../../server/src/contract/gift-rules';
import { Icon } from '../../components/ui/icons';
import { Fields, FormSection as Section, TextField } from '../../components/ui/field-kit';
import type { CheckedLineWire } from './checkout-api';
import type { GiftLines, GiftLineValues } from './checkout-schema';
import { theme } from '../../lib/theme';

const Line = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${theme.space(4)} 0 0;
  border: none;
  border-top: 1px solid ${theme.color.line};
  & + & {
    margin-top: ${theme.space(4)};
  }
  legend {
    float: left;
    width: 100%;
    margin-bottom: ${theme.space(3)};
    padding: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  legend + * {
    clear: both;
  }
`;

export function GiftLinesSection({
  lines,
  gifts,
  errors,
  change,
}: {
  /** the certificate lines */
  lines: CheckedLineWire[];
  gifts: GiftLines;
  /** `<product id>.to` / `<product id>.note` -> text id */
  errors: Record<string, string>;
  change: (id: number, changes: Partial<GiftLineValues>) => void;
}) {
  const intl = useIntl();
  if (!lines.length) return null;
  return (
    <Section aria-labelledby="checkout-gifts-title" data-testid="checkout-gift-lines">
      <h2 id="checkout-gifts-title">
        <Icon name="tag" /> <FormattedMessage id="checkout.giftLines.title" />
      </h2>
      <p>
        <FormattedMessage id="checkout.giftLines.text" />
      </p>
      {lines.map((line) => {
        const gift = gifts[line.id] ?? { to: '', note: '' };
        return (
          <Line key={line.id} data-testid="checkout-gift-line">
            <legend>{line.name}</legend>
            <Fields>
              <TextField
                labelId="checkout.giftLines.to"
                name={`gift-to-${line.id}`}
                autoComplete="off"
                placeholder={intl.formatMessage({ id: 'checkout.giftLines.toPlaceholder' })}
                value={gift.to}
                error={errors[`${line.id}.to`]}
                onChange={(event) => change(line.id, { to: event.target.value })}
              />
              <TextField
                labelId="checkout.giftLines.note"
                name={`gift-note-${line.id}`}
                maxLength={GIFT_NOTE_MAX_LENGTH}
                hint={intl.formatMessage(
                  { id: 'checkout.giftLines.noteHint' },
                  { left: GIFT_NOTE_MAX_LENGTH - gift.note.length },
                )}
                value={gift.note}
                error={errors[`${line.id}.note`]}
                onChange={(event) => change(line.id, { note: event.target.value })}
              />
            </Fields>
          </Line>
        );
      })}
    </Section>
  );
}
