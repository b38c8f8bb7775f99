/**
 * The promo code on /cart-view (docs/adr/030): the field with Apply, the applied code with Remove,
 * and the API's preview of its discount for the cart as it is. The applied code is the cart's
 * (cart-slice.ts, the `cartPromo` cookie), so a reload keeps it; the preview is asked again whenever
 * the lines change, and a code the API no longer accepts is dropped with the API's own words why.
 * The client prices nothing: the discount shown is the preview's, and the order carries only the
 * code (the API prices it again when placing and confirming). The state and the field are the
 * checkout code's (checkout-code.tsx); this file says what is the promo code's own.
 */
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROMO_CODE_PATTERN } from '../../../server/src/contract/promo-rules';
import type { Lng } from '../../lib/catalog-types';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { cartPromoApplied, cartPromoDropped, selectCartPromoCode } from '../cart';
import { promoRefusal, usePromoPreview, type CartLineWire, type PromoPreviewWire } from './checkout-api';
import { CheckoutCodeField, useCheckoutCode, type CheckoutCode } from './checkout-code';

const codePattern = new RegExp(PROMO_CODE_PATTERN);
const judge = (text: string) =>
  codePattern.test(text) ? null : text ? 'checkout.promo.invalid' : 'checkout.promo.empty';
// the cart keeps the code as staff wrote it, which the preview answers with, whatever case was typed
const codeOf = (preview: PromoPreviewWire) => preview.code;

export type Promo = CheckoutCode<PromoPreviewWire>;

/**
 * The promo code's state for the checkout. `ready` is false while the cart check says the lines
 * differ from today's (the preview would refuse them too; the check's fix changes the lines, and the
 * preview is asked then).
 */
export function usePromo({
  lng,
  lines,
  ready,
  onSessionEnded,
  initial,
}: {
  lng: Lng;
  lines: CartLineWire[];
  ready: boolean;
  onSessionEnded: () => void;
  /** a code the confirmation refused, shown in the field with the API's words */
  initial?: { code: string; message: string };
}): Promo {
  const dispatch = useAppDispatch();
  const keep = useCallback((code: string) => void dispatch(cartPromoApplied(code)), [dispatch]);
  const drop = useCallback(() => void dispatch(cartPromoDropped()), [dispatch]);
  return useCheckoutCode({
    lng,
    lines,
    ready,
    onSessionEnded,
    initial,
    code: useAppSelector(selectCartPromoCode),
    keep,
    drop,
    preview: usePromoPreview(lng),
    judge,
    dropsApplied: promoRefusal,
    codeOf,
  });
}

/** The field under the checkout's totals: Apply on a typed code, Remove on an applied one. */
export function PromoCodeField({ promo }: { promo: Promo }) {
  const intl = useIntl();
  return (
    <CheckoutCodeField
      state={promo}
      label="checkout.promo.label"
      input={{
        name: 'promoCode',
        maxLength: 32,
        placeholder: intl.formatMessage({ id: 'checkout.promo.placeholder' }),
      }}
      appliedText={
        <FormattedMessage
          id={promo.checking ? 'checkout.promo.checking' : 'checkout.promo.applied'}
          values={{ code: <strong data-testid="promo-applied-code">{promo.code}</strong> }}
        />
      }
      testIds={{
        field: 'promo-code',
        input: 'promo-input',
        apply: 'promo-apply',
        remove: 'promo-remove',
        message: 'promo-message',
      }}
    />
  );
}
