/**
 * The promo code on /cart-view (docs/adr/030): the field with Apply, the applied code with Remove,
 * and the API's preview of its discount for the cart as it is. The applied code is the cart's
 * (cart-slice.ts, the `cartPromo` cookie), so a reload keeps it; the preview is asked again whenever
 * the lines change, and a code the API no longer accepts is dropped with the API's own words why.
 * The client prices nothing: the discount shown is the preview's, and the order carries only the
 * code (the API prices it again when placing and confirming).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROMO_CODE_PATTERN } from '../../../server/src/contract/promo-rules';
import { Button } from '../../components/ui/button';
import { FieldBox, controlProps } from '../../components/ui/field-kit';
import { Icon } from '../../components/ui/icons';
import { ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { cartPromoApplied, cartPromoDropped, selectCartPromoCode } from '../cart';
import { changedLines, promoRefusal, usePromoPreview, type CartLineWire, type PromoPreviewWire } from './checkout-api';

/** A message under the field: the API's translated text, or one of the shop's own ids. */
type PromoMessage = { text: string } | { id: string };

const codePattern = new RegExp(PROMO_CODE_PATTERN);
const keyOf = (lng: Lng, lines: CartLineWire[]) =>
  `${lng}|${lines.map((line) => `${line.id}:${line.count}:${line.cartPrice}`).join(',')}`;

export interface Promo {
  /** the applied code's preview for the cart as it is now; null while none applies (or it is being asked again) */
  applied: PromoPreviewWire | null;
  /** a code is applied but its preview for these lines is still being asked */
  checking: boolean;
  code: string | null;
  typed: string;
  setTyped: (text: string) => void;
  message: PromoMessage | null;
  applying: boolean;
  apply: () => void;
  remove: () => void;
  /** placing or confirming refused the code: it is dropped, and the field shows it with the API's words */
  refused: (code: string, message: string) => void;
}

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
  const code = useAppSelector(selectCartPromoCode);
  const { trigger, isMutating } = usePromoPreview(lng);
  const key = keyOf(lng, lines);
  const [shown, setShown] = useState<{ key: string; preview: PromoPreviewWire } | null>(null);
  const [typed, setTyped] = useState(initial?.code ?? '');
  const [message, setMessage] = useState<PromoMessage | null>(initial ? { text: initial.message } : null);
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
        setShown({ key: forKey, preview });
        setMessage(null);
        setTyped('');
        dispatch(cartPromoApplied(preview.code));
      } catch (error) {
        if (mine !== asked.current) return;
        if (error instanceof ApiError && error.status === 401) return onSessionEnded();
        // The lines' prices changed: the cart check shows it and its fix asks again.
        if (changedLines(error).length) return;
        if (applied && promoRefusal(error)) {
          dispatch(cartPromoDropped());
          setTyped(text);
        }
        setMessage(
          error instanceof ApiError && error.status > 0 && error.status < 500 && error.message
            ? { text: error.message }
            : { id: 'checkout.error.somethingWrong' },
        );
      }
    },
    [dispatch, onSessionEnded, trigger],
  );

  const valid = code !== null && shown !== null && shown.key === key && shown.preview.code === code;

  // An applied code (from the cookie, or with lines that changed since) is judged for these lines.
  useEffect(() => {
    if (!code || !ready || !lines.length || valid) return;
    const question = `${key}|${code}`;
    if (checkedFor.current === question) return;
    checkedFor.current = question;
    void ask(code, key, lines, true);
  }, [ask, code, key, lines, ready, valid]);

  const apply = () => {
    const text = typed.trim();
    if (!codePattern.test(text)) {
      setMessage({ id: text ? 'checkout.promo.invalid' : 'checkout.promo.empty' });
      return;
    }
    if (!lines.length) return;
    setMessage(null);
    checkedFor.current = `${key}|${text}`;
    void ask(text, key, lines, false);
  };

  return {
    applied: valid ? shown.preview : null,
    checking: code !== null && !valid,
    code,
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
      dispatch(cartPromoDropped());
      setShown(null);
      setMessage(null);
    },
    refused: (refusedCode, text) => {
      asked.current += 1;
      dispatch(cartPromoDropped());
      setShown(null);
      setTyped(refusedCode);
      setMessage({ text });
    },
  };
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
  }
`;

/** The field under the checkout's totals: Apply on a typed code, Remove on an applied one. */
export function PromoCodeField({ promo }: { promo: Promo }) {
  const intl = useIntl();
  const id = useId();
  const messageId = `${id}-message`;
  // Enter in the field applies the code: the field sits inside the order's form, which it must not send.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    promo.apply();
  };
  return (
    <Box data-testid="promo-code">
      {promo.code ? (
        <>
          <span className="label" id={id}>
            <FormattedMessage id="checkout.promo.label" />
          </span>
          <div className="applied" role="group" aria-labelledby={id}>
            <p role="status">
              <Icon name="check" size={18} />
              <span>
                <FormattedMessage
                  id={promo.checking ? 'checkout.promo.checking' : 'checkout.promo.applied'}
                  values={{ code: <strong data-testid="promo-applied-code">{promo.code}</strong> }}
                />
              </span>
            </p>
            <Button variant="ghost" onClick={promo.remove} data-testid="promo-remove">
              <Icon name="close" size={16} /> <FormattedMessage id="checkout.promo.remove" />
            </Button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={id}>
            <FormattedMessage id="checkout.promo.label" />
          </label>
          <div className="row">
            <input
              {...controlProps(id, promo.message ? 'refused' : null)}
              aria-describedby={promo.message ? messageId : undefined}
              name="promoCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              placeholder={intl.formatMessage({ id: 'checkout.promo.placeholder' })}
              value={promo.typed}
              onChange={(event) => promo.setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              data-testid="promo-input"
            />
            <Button variant="secondary" onClick={promo.apply} disabled={promo.applying} data-testid="promo-apply">
              <FormattedMessage id={promo.applying ? 'checkout.promo.applying' : 'checkout.promo.apply'} />
            </Button>
          </div>
        </>
      )}
      {promo.message && (
        <p className="field-message" id={messageId} role="alert" data-testid="promo-message">
          {'text' in promo.message ? promo.message.text : <FormattedMessage id={promo.message.id} />}
        </p>
      )}
    </Box>
  );
}
