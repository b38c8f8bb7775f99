/**
 * A code the checkout applies to the order through an API preview: the promo code (promo-code.tsx)
 * and the gift certificate (gift-certificate.tsx). Both keep one applied code, ask the API's preview
 * for it whenever the lines change, drop it with the API's own words when the API no longer accepts
 * it, and show the same field (Apply on a typed code, Remove on an applied one). What differs is
 * passed in: where the applied code lives, which preview is asked, how a typed code is judged
 * before asking, which refusals drop an applied code, and the field's texts and test ids.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { FieldBox, controlProps } from '../../components/ui/field-kit';
import { Icon } from '../../components/ui/icons';
import { ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { theme } from '../../lib/theme';
import { changedLines, type CartLineWire } from './checkout-api';

/** A message under the field: the API's translated text, or one of the shop's own ids. */
export type CodeMessage = { text: string } | { id: string };

const keyOf = (lng: Lng, lines: CartLineWire[]) =>
  `${lng}|${lines.map((line) => `${line.id}:${line.count}:${line.cartPrice}`).join(',')}`;

/** An applied code's state for the checkout; `P` is its preview's answer. */
export interface CheckoutCode<P> {
  /** the applied code's preview for the cart as it is now; null while none applies (or it is being asked again) */
  applied: P | null;
  /** a code is applied but its preview for these lines is still being asked */
  checking: boolean;
  /** the applied code; null when none is */
  code: string | null;
  typed: string;
  setTyped: (text: string) => void;
  message: CodeMessage | null;
  applying: boolean;
  apply: () => void;
  remove: () => void;
  /** placing or confirming refused the code: it is dropped, and the field shows it with the API's words */
  refused: (code: string, message: string) => void;
}

export interface CheckoutCodeOptions<P> {
  lng: Lng;
  lines: CartLineWire[];
  /** false while the cart check says the lines differ from today's: the preview would refuse them too */
  ready: boolean;
  onSessionEnded: () => void;
  /** a code the confirmation refused, shown in the field with the API's words */
  initial?: { code: string; message: string };
  /** the applied code where it lives; null when none is */
  code: string | null;
  /** keeps a code the preview accepted as the applied one */
  keep: (code: string) => void;
  /** drops the applied code */
  drop: () => void;
  /** the preview's mutation (checkout-api.ts) */
  preview: { trigger: (body: { lines: CartLineWire[]; code: string }) => Promise<P>; isMutating: boolean };
  /** a typed code judged before it is sent: the message id when it cannot be one, else null */
  judge: (text: string) => string | null;
  /** whether the API's refusal of an applied code drops it */
  dropsApplied: (error: unknown) => boolean;
  /** the code to keep for an accepted preview, from the preview's answer or the code as asked */
  codeOf: (preview: P, asked: string) => string;
}

/** The shared state of a checkout code; promo-code.tsx and gift-certificate.tsx say what differs. */
export function useCheckoutCode<P>({
  lng,
  lines,
  ready,
  onSessionEnded,
  initial,
  code,
  keep,
  drop,
  preview: { trigger, isMutating },
  judge,
  dropsApplied,
  codeOf,
}: CheckoutCodeOptions<P>): CheckoutCode<P> {
  const key = keyOf(lng, lines);
  const [shown, setShown] = useState<{ key: string; code: string; preview: P } | null>(null);
  const [typed, setTyped] = useState(initial?.code ?? '');
  const [message, setMessage] = useState<CodeMessage | null>(initial ? { text: initial.message } : null);
  // Only the newest question's answer counts: a slower answer for an older cart is dropped.
  const asked = useRef(0);
  // What was last asked for the applied code, so a failure without an answer is not asked again in a loop.
  const checkedFor = useRef<string | null>(null);

  const ask = useCallback(
    async (text: string, forKey: string, forLines: CartLineWire[], applied: boolean) => {
      const mine = ++asked.current;
      try {
        const answer = await trigger({ lines: forLines, code: text });
        if (mine !== asked.current) return;
        const accepted = codeOf(answer, text);
        setShown({ key: forKey, code: accepted, preview: answer });
        setMessage(null);
        setTyped('');
        keep(accepted);
      } catch (error) {
        if (mine !== asked.current) return;
        if (error instanceof ApiError && error.status === 401) return onSessionEnded();
        // The lines' prices changed: the cart check shows it and its fix asks again.
        if (changedLines(error).length) return;
        // An applied code the API refuses now leaves the order, and comes back to the field as typed.
        if (applied && dropsApplied(error)) {
          drop();
          setTyped(text);
        }
        setMessage(
          error instanceof ApiError && error.status > 0 && error.status < 500 && error.message
            ? { text: error.message }
            : { id: 'checkout.error.somethingWrong' },
        );
      }
    },
    [codeOf, drop, dropsApplied, keep, onSessionEnded, trigger],
  );

  const valid = code !== null && shown !== null && shown.key === key && shown.code === code;

  // An applied code (kept from before, or with lines that changed since) is judged for these lines.
  useEffect(() => {
    if (!code || !ready || !lines.length || valid) return;
    const question = `${key}|${code}`;
    if (checkedFor.current === question) return;
    checkedFor.current = question;
    void ask(code, key, lines, true);
  }, [ask, code, key, lines, ready, valid]);

  const apply = () => {
    const text = typed.trim();
    const refusal = judge(text);
    if (refusal) {
      setMessage({ id: refusal });
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
      drop();
      setShown(null);
      setMessage(null);
    },
    refused: (refusedCode, text) => {
      asked.current += 1;
      drop();
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
    white-space: nowrap;
  }
`;

/** The field of a checkout code under the totals: Apply on a typed code, Remove on an applied one. */
export function CheckoutCodeField({
  state,
  label,
  input,
  appliedText,
  applyLabel,
  removeLabel,
  testIds,
}: {
  state: CheckoutCode<unknown>;
  /** the message id of the field's label */
  label: string;
  input: { name: string; maxLength: number; placeholder: string };
  /** what the applied code's status says */
  appliedText: ReactNode;
  /** accessible names of Apply and Remove, when the visible words alone do not tell them apart */
  applyLabel?: string;
  removeLabel?: string;
  testIds: { field: string; applied?: string; input: string; apply: string; remove: string; message: string };
}) {
  const id = useId();
  const messageId = `${id}-message`;
  // Enter in the field applies the code: the field sits inside the order's form, which it must not send.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    state.apply();
  };
  return (
    <Box data-testid={testIds.field}>
      {state.code ? (
        <>
          <span className="label" id={id}>
            <FormattedMessage id={label} />
          </span>
          <div className="applied" role="group" aria-labelledby={id}>
            <p role="status" data-testid={testIds.applied}>
              <Icon name="check" size={18} />
              <span>{appliedText}</span>
            </p>
            <Button variant="ghost" onClick={state.remove} aria-label={removeLabel} data-testid={testIds.remove}>
              <Icon name="close" size={16} /> <FormattedMessage id="checkout.promo.remove" />
            </Button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={id}>
            <FormattedMessage id={label} />
          </label>
          <div className="row">
            <input
              {...controlProps(id, state.message ? 'refused' : null)}
              aria-describedby={state.message ? messageId : undefined}
              name={input.name}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={input.maxLength}
              placeholder={input.placeholder}
              value={state.typed}
              onChange={(event) => state.setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              data-testid={testIds.input}
            />
            <Button
              variant="secondary"
              onClick={state.apply}
              disabled={state.applying}
              aria-label={applyLabel}
              data-testid={testIds.apply}
            >
              <FormattedMessage id={state.applying ? 'checkout.promo.applying' : 'checkout.promo.apply'} />
            </Button>
          </div>
        </>
      )}
      {state.message && (
        <p className="field-message" id={messageId} role="alert" data-testid={testIds.message}>
          {'text' in state.message ? state.message.text : <FormattedMessage id={state.message.id} />}
        </p>
      )}
    </Box>
  );
}
