/**
 * The checkout's choice of address: each saved address, then "a new address", as native radios in
 * a fieldset. One tab stop for the group, and the arrow keys move one address at a time (a select
 * jumped past the saved ones on a phone's keyboard); the whole line of each address shows and
 * wraps at 390 px, where a select cut it. A missing choice marks the group invalid, so the
 * refused submit's focus (focus-first-error.ts) lands on its radio.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { FieldMessage } from '../../components/ui/field-kit';
import { theme } from '../../lib/theme';
import { radioCards } from './radio-cards';
import { NEW_ADDRESS } from './checkout-schema';

const Group = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  gap: ${theme.space(2)};
  ${radioCards}
  label {
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  .field-message {
    margin: 0;
    color: ${theme.color.danger};
    font-size: 13px;
  }
`;

export interface AddressOption {
  value: string;
  line: string;
}

export function SavedAddressChoice({
  saved,
  newLine,
  value,
  error,
  onChange,
}: {
  /** the saved addresses, each as its id and its line */
  saved: AddressOption[];
  newLine: string;
  value: string;
  /** a message id */
  error?: string;
  onChange: (value: string) => void;
}) {
  const options = [...saved, { value: NEW_ADDRESS, line: newLine }];
  return (
    <Group
      role="radiogroup"
      data-testid="address-choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'checkout-address-message' : undefined}
    >
      <legend>
        <FormattedMessage id="checkout.address.saved" />
      </legend>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? 'chosen' : undefined}>
          <input
            type="radio"
            name="addressId"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.line}</span>
        </label>
      ))}
      <FieldMessage id="checkout-address-message" message={error} />
    </Group>
  );
}
