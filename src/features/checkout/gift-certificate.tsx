/**
 * The gift certificate on /cart-view (docs/adr/031): the code field with Apply beside the promo
 * code's, the applied certificate (••••last4 and what it pays) with Remove, and the API's preview
 * (POST /client/v4/orders/gift-certificate) for the cart as it is. The applied code is the
 * checkout's own (its `giftCertificate` value, kept in the tab's draft, checkout-draft.ts), not the
 * cart's: a reload of /cart-view keeps it and no other page carries it. The order sends only the
 * code as typed; the API judges it again when placing and fixes the amount at confirmation.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { giftCodeKey } from '../../../server/src/contract/gift-rules';
import { Button } from '../../components/ui/button';
import { FieldBox, controlProps } from '../../components/ui/field-kit';
import { Icon } from '../../components/ui/icons';
import { ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import { changedLines, giftRefusal, useGiftPreview, type CartLineWire, type GiftPreviewWire } from './checkout-api';

/** A message under the field: the API's translated text, or one of the shop's own ids. */
type GiftMessage = { text: string } | { id: string };

const keyOf = (lng: Lng, lines: CartLineWire[]) =>
  `${lng}|${lines.map((line) => `${line.id}:${line.count}:${line.cartPrice}`).join(',')}`;

export interface GiftCertificate {
  /** the applied code's preview for the cart as it is now; null while none applies (or it is being asked again) */
  applied: GiftPreviewWire | null;
  /** a code is applied but its preview for these lines is still being asked */
  checking: boolean;
  /** the applied code as the shopper typed it; null when none is */
  code: string | null;
  typed: string;
  setTyped: (text: string) => void;
  message: GiftMessage | null;
  applying: boolean;
  apply: () => void;
  remove: () => void;
  /** placing or confirming refused the code: it is dropped, and the field shows it with the API's words */
  refused: (code: string, message: string) => void;
}

/**
 * The certificate's state for the checkout. `code` and `setCode` are the checkout's value (its
 * draft keeps it); `ready` is false while the cart check says the lines differ from today's.
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
  const { trigger, isMutating } = useGiftPreview(lng);
  const key = keyOf(lng, lines);
  const [shown, setShown] = useState<{ key: string; code: string; preview: GiftPreviewWire } | null>(null);
  const [typed, setTyped] = useState(initial?.code ?? '');
  const [message, setMessage] = useState<GiftMessage | null>(initial ? { text: initial.message } : null);
  // Only the newest question's answer counts: a slower answer for an older cart is dropped.
  const asked = useRef(0);
  // What was last asked for the applied code, so a failure without an answer is not asked again in a loop.
  const checkedFor = useRef<string | null>(null);

  const ask = useCallback(
    async (text: string, forKey: string, forLines: CartLineWire[], applied: boolean) => {
      const mine = ++asked.current;
      try {
        const preview = await trigger({ lines: forLines, code: text });
        if (mine !== asked.current) return;
        setShown({ key: forKey, code: text, preview });
        setMessage(null);
        setTyped('');
        setCode(text);
      } catch (error) {
        if (mine !== asked.current) return;
        if (error instanceof ApiError && error.status === 401) return onSessionEnded();
        // The lines' prices changed: the cart check shows it and its fix asks again.
        if (changedLines(error).length) return;
        // An applied code the API refuses now leaves the order, and comes back to the field as typed.
        if (applied && (giftRefusal(error) || (error instanceof ApiError && error.status === 400))) {
          setCode('');
          setTyped(text);
        }
        setMessage(
          error instanceof ApiError && error.status > 0 && error.status < 500 && error.message
            ? { text: error.message }
            : { id: 'checkout.error.somethingWrong' },
        );
      }
    },
    [onSessionEnded, setCode, trigger],
  );

  const applied = code || null;
  const valid = applied !== null && shown !== null && shown.key === key && shown.code === applied;

  // An applied code (from the draft, or with lines that changed since) is judged for these lines.
  useEffect(() => {
    if (!applied || !ready || !lines.length || valid) return;
    const question = `${key}|${applied}`;
    if (checkedFor.current === question) return;
    checkedFor.current = question;
    void ask(applied, key, lines, true);
  }, [applied, ask, key, lines, ready, valid]);

  const apply = () => {
    const text = typed.trim();
    // the contract's one reading of a code: what cannot be one is not sent
    if (!giftCodeKey(text)) {
      setMessage({ id: text ? 'checkout.gift.invalid' : 'checkout.gift.empty' });
      return;
    }
    if (!lines.length) return;
    setMessage(null);
    checkedFor.current = `${key}|${text}`;
    void ask(text, key, lines, false);
  };

  return {
    applied: valid ? shown.preview : null,
    checking: applied !== null && !valid,
    code: applied,
    typed,
    setTyped: (text) => {
      setTyped(text);
      setMessage(null);
    },
    message,
    applying: isMutating,
    apply,
    remove: () => {
      asked.current += 1;
      setCode('');
      setShown(null);
      setMessage(null);
    },
    refused: (refusedCode, text) => {
      asked.current += 1;
      setCode('');
      setShown(null);
      setTyped(refusedCode);
      setMessage({ text });
    },
  };
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

const Box = styled(FieldBox)`
  .row {
    display: flex;
    gap: ${theme.space(2)};
    align-items: stretch;
  }
  .row input {
    flex: 1;
    min-width: 0;
  }
  && .row button {
    width: auto;
    min-height: 0;
    font-size: 15px;
    flex: none;
  }
  .applied {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px dashed ${theme.color.success};
    border-radius: ${theme.radius.md};
    font-size: 14px;
  }
  .applied p {
    display: flex;
    flex: 1 1 0;
    gap: ${theme.space(1.5)};
    align-items: center;
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .applied svg {
    flex: none;
  }
  && .applied button {
    width: auto;
    flex: none;
  }
  .applied strong {
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
`;

/** The field under the promo code's: Apply on a typed code, Remove on an applied one. */
export function GiftCertificateField({ gift, pays }: { gift: GiftCertificate; pays: number | null }) {
  const intl = useIntl();
  const id = useId();
  const messageId = `${id}-message`;
  // Enter in the field applies the code: the field sits inside the order's form, which it must not send.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    gift.apply();
  };
  return (
    <Box data-testid="gift-certificate">
      {gift.code ? (
        <>
          <span className="label" id={id}>
            <FormattedMessage id="checkout.gift.label" />
          </span>
          <div className="applied" role="group" aria-labelledby={id}>
            <p role="status" data-testid="gift-applied">
              <Icon name="check" size={18} />
              <span>
                {gift.applied && pays !== null ? (
                  <FormattedMessage
                    id="checkout.gift.applied"
                    values={{
                      last4: <strong>••••{gift.applied.last4}</strong>,
                      amount: <strong>{formatPrice(pays)}</strong>,
                    }}
                  />
                ) : (
                  <FormattedMessage id="checkout.gift.checking" />
                )}
              </span>
            </p>
            {/* named apart from the promo code's Remove beside it, its visible word first */}
            <Button
              variant="ghost"
              onClick={gift.remove}
              aria-label={intl.formatMessage({ id: 'checkout.gift.remove' })}
              data-testid="gift-remove"
            >
              <Icon name="close" size={16} /> <FormattedMessage id="checkout.promo.remove" />
            </Button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={id}>
            <FormattedMessage id="checkout.gift.label" />
          </label>
          <div className="row">
            <input
              {...controlProps(id, gift.message ? 'refused' : null)}
              aria-describedby={gift.message ? messageId : undefined}
              name="giftCertificateCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={gift.typed}
              onChange={(event) => gift.setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              data-testid="gift-input"
            />
            <Button
              variant="secondary"
              onClick={gift.apply}
              disabled={gift.applying}
              aria-label={intl.formatMessage({ id: 'checkout.gift.apply' })}
              data-testid="gift-apply"
            >
              <FormattedMessage id={gift.applying ? 'checkout.promo.applying' : 'checkout.promo.apply'} />
            </Button>
          </div>
        </>
      )}
      {gift.message && (
        <p className="field-message" id={messageId} role="alert" data-testid="gift-message">
          {'text' in gift.message ? gift.message.text : <FormattedMessage id={gift.message.id} />}
        </p>
      )}
    </Box>
  );
}
