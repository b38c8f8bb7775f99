/**
 * The gift certificate on /cart-view (docs/adr/031): the code field with Apply beside the promo
 * code's, the applied certificate (••••last4 and what it pays) with Remove, and the API's preview
 * (POST /client/v4/orders/gift-certificate) for the cart as it is. The applied code is the
 * checkout's own (its `giftCertificate` value, kept in the tab's draft, checkout-draft.ts), not the
 * cart's: a reload of /cart-view keeps it and no other page carries it. The order sends only the
 * code as typed; the API judges it again when placing and fixes the amount at confirmation. The
 * state and the field are the checkout code's (checkout-code.tsx); this file says what is the
 * certificate's own.
 */
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { giftCodeKey } from '../../../server/src/contract/gift-rules';
import { ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { formatPrice } from '../../lib/price';
import { giftRefusal, useGiftPreview, type CartLineWire, type GiftPreviewWire } from './checkout-api';
import { CheckoutCodeField, useCheckoutCode, type CheckoutCode } from './checkout-code';

// the contract's one reading of a code: what cannot be one is not sent
const judge = (text: string) => (giftCodeKey(text) ? null : text ? 'checkout.gift.invalid' : 'checkout.gift.empty');
// a code that cannot be read (400) leaves the order as well as one the API refuses
const dropsApplied = (error: unknown) => giftRefusal(error) || (error instanceof ApiError && error.status === 400);
// the checkout keeps the code as the shopper typed it: the order sends it so
const codeOf = (_preview: GiftPreviewWire, asked: string) => asked;

export type GiftCertificate = CheckoutCode<GiftPreviewWire>;

/**
 * The certificate's state for the checkout. `code` and `setCode` are the checkout's value (its
 * draft keeps it; '' when none is applied); `ready` is false while the cart check says the lines
 * differ from today's.
 */
export function useGiftCertificate({
  lng,
  lines,
  ready,
  code,
  setCode,
  onSessionEnded,
  initial,
}: {
  lng: Lng;
  lines: CartLineWire[];
  ready: boolean;
  code: string;
  setCode: (code: string) => void;
  onSessionEnded: () => void;
  /** a code the confirmation refused, shown in the field with the API's words */
  initial?: { code: string; message: string };
}): GiftCertificate {
  const drop = useCallback(() => setCode(''), [setCode]);
  return useCheckoutCode({
    lng,
    lines,
    ready,
    onSessionEnded,
    initial,
    code: code || null,
    keep: setCode,
    drop,
    preview: useGiftPreview(lng),
    judge,
    dropsApplied,
    codeOf,
  });
}

/**
 * What the certificate is shown to pay of this order: at most its balance and at most the order's
 * total less its certificate lines (which a certificate never pays). The preview's `pays` is of the
 * goods before the promo discount and delivery; the confirmation fixes the amount, and the order's
 * answers carry it (`giftCertificate.amount`).
 */
export function certificatePays(preview: GiftPreviewWire, total: number, certificateLines: number): number {
  return Math.max(0, Math.min(preview.balance, Math.round((total - certificateLines) * 100) / 100));
}

/** The field under the promo code's: Apply on a typed code, Remove on an applied one. */
export function GiftCertificateField({ gift, pays }: { gift: GiftCertificate; pays: number | null }) {
  const intl = useIntl();
  return (
    <CheckoutCodeField
      state={gift}
      label="checkout.gift.label"
      input={{ name: 'giftCertificateCode', maxLength: 40, placeholder: 'XXXX-XXXX-XXXX-XXXX' }}
      appliedText={
        gift.applied && pays !== null ? (
          <FormattedMessage
            id="checkout.gift.applied"
            values={{
              last4: <strong>••••{gift.applied.last4}</strong>,
              amount: <strong>{formatPrice(pays)}</strong>,
            }}
          />
        ) : (
          <FormattedMessage id="checkout.gift.checking" />
        )
      }
      // named apart from the promo code's Apply and Remove beside them, their visible words first
      applyLabel={intl.formatMessage({ id: 'checkout.gift.apply' })}
      removeLabel={intl.formatMessage({ id: 'checkout.gift.remove' })}
      testIds={{
        field: 'gift-certificate',
        applied: 'gift-applied',
        input: 'gift-input',
        apply: 'gift-apply',
        remove: 'gift-remove',
        message: 'gift-message',
      }}
    />
  );
}
