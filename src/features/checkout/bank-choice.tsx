/**
 * The banks of a method paid online (by card, docs/adr/025): one radio option per bank, its
 * logo (served by the API at the path orders/extras gives) beside its name. Native radios in a
 * fieldset: arrow keys move between banks, a screen reader hears the legend, each bank's name and
 * how many there are. The logo's box is reserved (120 x 40 drawings at 3:1), so nothing moves
 * when it arrives; it is decoration (alt ""), the name says the same.
 */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { FieldMessage } from '../../components/ui/field-kit';
import { apiAsset } from '../../lib/api/api-url';
import { theme } from '../../lib/theme';
import { radioCards } from './radio-cards';
import type { PaymentTypeWire } from './checkout-api';

export const LOGO_WIDTH = 90;
export const LOGO_HEIGHT = 30;

const Group = styled.fieldset`
  ${radioCards}
  .banks {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${theme.space(3)};
  }
  label {
    align-items: center;
    min-height: 56px;
    font-weight: 600;
  }
  img {
    flex: none;
    border-radius: 4px;
  }
  .demo-mark {
    margin: 0 0 ${theme.space(2)};
    padding: ${theme.space(1.5)} ${theme.space(3)};
    border-left: 4px solid ${theme.color.accent};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    font-size: 14px;
  }
  .field-message {
    margin: ${theme.space(1.5)} 0 0;
    color: ${theme.color.danger};
    font-size: 13px;
  }
  ${theme.media.mobile} {
    .banks {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export function BankChoice({
  banks,
  demo = false,
  value,
  error,
  onChange,
}: {
  banks: PaymentTypeWire[];
  /** the gateway is the demo's simulator (docs/adr/026): said before the shopper picks a bank */
  demo?: boolean;
  value: string;
  /** a message id */
  error?: string;
  onChange: (code: string) => void;
}) {
  return (
    <Group
      className="wide"
      data-testid="bank-choice"
      aria-describedby={
        [demo && 'checkout-bank-demo', error && 'checkout-bank-message'].filter(Boolean).join(' ') || undefined
      }
    >
      <legend>
        <FormattedMessage id="checkout.field.bank" />
      </legend>
      {demo && (
        <p className="demo-mark" id="checkout-bank-demo">
          <FormattedMessage id="checkout.bank.demo" />
        </p>
      )}
      <div className="banks">
        {banks.map((bank) => (
          <label key={bank.code} className={bank.code === value ? 'chosen' : undefined} data-testid="bank-option">
            <input
              type="radio"
              name="paymentType"
              value={bank.code}
              checked={bank.code === value}
              onChange={() => onChange(bank.code)}
            />
            {bank.logo && <img src={apiAsset(bank.logo)} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} />}
            <span>{bank.name}</span>
          </label>
        ))}
      </div>
      <FieldMessage id="checkout-bank-message" message={error} />
    </Group>
  );
}
