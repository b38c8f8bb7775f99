/**
 * The four-cell code input (spec §4, §9): typing a digit moves to the next cell, Backspace in an
 * empty cell goes back and clears the one before, a pasted or autofilled code fills every cell
 * (`autocomplete="one-time-code"` lets phones offer the SMS's code), arrows move between cells.
 */
import styled from '@emotion/styled';
import { forwardRef, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { CODE_LENGTH } from '../../../server/src/contract/identity-rules';
import { theme } from '../../lib/theme';

export const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/** `cells` with the digits of `text` written from `start` on (non-digits dropped); where the last one landed. */
export function fillCells(cells: readonly string[], start: number, text: string): { cells: string[]; last: number } {
  const digits = text.replace(/\D/g, '').slice(0, cells.length - start);
  const next = [...cells];
  Array.from(digits).forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { cells: next, last: start + Math.max(digits.length, 1) - 1 };
}

/** What was typed into a cell holding `previous`: the new digit beside the old one, or the whole text (paste, autofill). */
export const typedInto = (previous: string, value: string) =>
  previous && value.length === 2 && value.includes(previous) ? value.replace(previous, '') : value;

const Cells = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  input {
    width: 56px;
    height: 60px;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    color: ${theme.color.text};
    font: inherit;
    font-size: 26px;
    font-weight: 600;
    text-align: center;
    caret-color: ${theme.color.brand};
  }
  input:focus {
    border-color: ${theme.color.brand};
    outline: 3px solid ${theme.color.brandSoft};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  input:disabled {
    background: ${theme.color.page};
    color: ${theme.color.muted};
  }
  ${theme.media.narrow} {
    gap: ${theme.space(2)};
    input {
      width: 52px;
      height: 56px;
    }
  }
`;

export interface CodeInputHandle {
  focus: () => void;
}

export interface CodeInputProps {
  cells: string[];
  onChange: (cells: string[]) => void;
  /** the id of the group's visible label */
  labelledBy: string;
  /** the id of the message that describes a wrong code, when one is shown */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** a name for the cells' ids */
  name: string;
}

export const CodeInput = forwardRef<CodeInputHandle, CodeInputProps>(function CodeInput(
  { cells, onChange, labelledBy, describedBy, invalid = false, disabled = false, name },
  ref,
) {
  const intl = useIntl();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusCell = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(cells.length - 1, index))];
    input?.focus();
    input?.select();
  };
  useImperativeHandle(ref, () => ({
    focus: () =>
      focusCell(
        Math.max(
          0,
          cells.findIndex((cell) => !cell),
        ),
      ),
  }));

  const write = (index: number, text: string) => {
    if (!/\d/.test(text)) {
      // a cell emptied (or non-digits typed): nothing moves
      const next = [...cells];
      next[index] = '';
      onChange(next);
      return;
    }
    const filled = fillCells(cells, index, text);
    onChange(filled.cells);
    focusCell(filled.last + 1);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !cells[index] && index > 0) {
      event.preventDefault();
      const next = [...cells];
      next[index - 1] = '';
      onChange(next);
      focusCell(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight' && index < cells.length - 1) {
      event.preventDefault();
      focusCell(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    // a whole code fills the cells from the first, wherever it was pasted
    write(digits.length >= cells.length ? 0 : index, digits);
  };

  return (
    <Cells role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {cells.map((cell, index) => (
        <input
          // the cells are positions: they never move
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          id={`${name}-${index}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={intl.formatMessage({ id: 'auth.code.cell' }, { position: index + 1, count: cells.length })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={cell}
          onFocus={(event) => event.target.select()}
          onChange={(event) => write(index, typedInto(cell, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
        />
      ))}
    </Cells>
  );
});
