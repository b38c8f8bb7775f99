/**
 * − count +. Going below 1 removes the line (spec §4); typing a number sets it, up to the limit;
 * an unreadable entry goes back to the current count when the field is left.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { LIST_LIMITS } from '../../lib/shopper-lists';
import { theme } from '../../lib/theme';

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.card};
  button {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 0;
    background: transparent;
    color: ${theme.color.text};
    font-size: 20px;
    cursor: pointer;
    border-radius: ${theme.radius.md};
  }
  button:hover:not(:disabled) {
    color: ${theme.color.brand};
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: -1px;
  }
  input {
    width: 44px;
    height: 40px;
    border: 0;
    background: transparent;
    font: inherit;
    font-weight: 700;
    text-align: center;
  }
`;

export function QuantityStepper({
  count,
  name,
  onChange,
}: {
  count: number;
  name: string;
  onChange: (count: number) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(String(count));
  useEffect(() => setDraft(String(count)), [count]);
  const commit = (text: string) => {
    if (/^\d{1,3}$/.test(text.trim())) onChange(Number(text.trim()));
    else setDraft(String(count));
  };
  return (
    <Wrap role="group" aria-label={intl.formatMessage({ id: 'cart.quantity.label' }, { name })}>
      <button
        type="button"
        onClick={() => onChange(count - 1)}
        aria-label={intl.formatMessage({ id: count > 1 ? 'cart.quantity.decrease' : 'cart.remove' }, { name })}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        maxLength={3}
        aria-label={intl.formatMessage({ id: 'cart.quantity.input' }, { name })}
        onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
        }}
      />
      <button
        type="button"
        onClick={() => onChange(count + 1)}
        disabled={count >= LIST_LIMITS.cartCount}
        aria-label={intl.formatMessage({ id: 'cart.quantity.increase' }, { name })}
      >
        <Icon name="plus" size={18} />
      </button>
    </Wrap>
  );
}
