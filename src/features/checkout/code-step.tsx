/**
 * The order's code step (spec §4 order flow): the four-cell code input of the accounts, filled from
 * the SMS that names the order; a full code confirms it (POST /client/v4/orders/verify, a key per
 * code tried, so a double submit or a retry confirms once); resend (POST /orders/resend) waits as
 * long as the API says (Retry-After; 60 s after each code). Only a confirmed order empties the cart:
 * accepted, or a card order now awaiting its payment (the screen sends the shopper to the bank).
 * A confirmation refused for the order's promo code (expired or used up since placing) leaves the
 * order unconfirmed: the code leaves the cart and the shopper goes back to the form with the API's words;
 * so does one refused for its gift certificate (spent or expired since placing).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';
import { CODE_LENGTH } from '../../../server/src/contract/identity-rules';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { CodeInput, emptyCode, tooManyRequests, useAuthTexts, type CodeInputHandle } from '../auth';
import { cartCleared, cartPromoDropped, selectCartPromoCode } from '../cart';
import { formatPhone } from '../profile';
import { ApiError } from '../../lib/api/api-client';
import { newIdempotencyKey } from '../../lib/api/idempotency-key';
import { giftRefusal, promoRefusal, useResendOrderCode, useVerifyOrder } from './checkout-api';
import type { OrderDetail } from '../orders';
import { FormNotice as Alert, FormSection as Section } from '../../components/ui/field-kit';

/** The API's wait between two codes to one phone (docs/adr/015). */
export const RESEND_WAIT_SECONDS = 60;

const Box = styled(Section.withComponent('form'))`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(4)};
  max-width: 520px;
  margin: 0 auto;
  text-align: center;
  p {
    margin: 0;
    color: ${theme.color.muted};
    line-height: 1.5;
  }
  label {
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
    width: 100%;
  }
  .actions button {
    width: 100%;
  }
  .wait {
    font-size: 14px;
  }
`;

/** The API's own words for a refusal (translated), when it gave some; not for 5xx or no answer. */
const refusalText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : '';

function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

export function CodeStep({
  id,
  phone,
  giftCertificate,
  pageIntl,
  onAccepted,
  onSessionEnded,
  onPromoRefused,
  onGiftRefused,
}: {
  id: number;
  phone: string;
  /** the gift certificate's code the order carries, as typed */
  giftCertificate?: string;
  /** the page's intl, which the accounts' texts (the code cells' names) are loaded into */
  pageIntl: IntlShape;
  /** the order confirmed, as verify answers it */
  onAccepted: (order: OrderDetail) => void;
  onSessionEnded: () => void;
  /** the order's promo code no longer applies: the order is to be placed again, with the API's words */
  onPromoRefused: (code: string, message: string) => void;
  /** the order's gift certificate no longer pays: the order is to be placed again, with the API's words */
  onGiftRefused: (code: string, message: string) => void;
}) {
  const intl = useIntl();
  const lng = useLng();
  const dispatch = useAppDispatch();
  const promoCode = useAppSelector(selectCartPromoCode);
  const authTexts = useAuthTexts(true);
  const [cells, setCells] = useState(emptyCode);
  const { trigger: verify, isMutating: sending } = useVerifyOrder(lng);
  const { trigger: resendCode } = useResendOrderCode(lng);
  const [problem, setProblem] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [wait, setWait] = useCountdown(RESEND_WAIT_SECONDS);
  const keys = useRef(new Map<string, string>());
  const busy = useRef(false);
  const input = useRef<CodeInputHandle>(null);

  // The step replaces the form the shopper submitted: without this the focus is on the page's body
  // and the code typed goes nowhere. The cells appear once the accounts' texts are in.
  useEffect(() => {
    if (authTexts) input.current?.focus();
  }, [authTexts]);

  const confirm = useCallback(
    async (code: string) => {
      if (busy.current) return;
      if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
        setProblem(intl.formatMessage({ id: 'checkout.code.invalid' }));
        return;
      }
      let key = keys.current.get(code);
      if (!key) {
        key = newIdempotencyKey();
        keys.current.set(code, key);
      }
      busy.current = true;
      setProblem(null);
      try {
        const order = await verify({ id, code, idempotencyKey: key });
        dispatch(cartCleared());
        onAccepted(order);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) onSessionEnded();
        else if (promoRefusal(error)) {
          dispatch(cartPromoDropped());
          onPromoRefused(promoCode ?? '', (error as ApiError).message);
          return;
        } else if (giftRefusal(error)) {
          onGiftRefused(giftCertificate ?? '', (error as ApiError).message);
          return;
        } else if (error instanceof ApiError && error.status === 400)
          setProblem(intl.formatMessage({ id: 'checkout.code.invalid' }));
        else if (refusalText(error)) setProblem(refusalText(error));
        else setProblem(intl.formatMessage({ id: 'checkout.error.somethingWrong' }));
        setCells(emptyCode());
        input.current?.focus();
      } finally {
        busy.current = false;
      }
    },
    [dispatch, giftCertificate, id, intl, onAccepted, onGiftRefused, onPromoRefused, onSessionEnded, promoCode, verify],
  );

  const onChange = (next: string[]) => {
    setCells(next);
    setProblem(null);
    if (next.every(Boolean)) void confirm(next.join(''));
  };

  async function resend() {
    setResent(false);
    setProblem(null);
    try {
      await resendCode(id);
      setResent(true);
      setWait(RESEND_WAIT_SECONDS);
      setCells(emptyCode());
      input.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onSessionEnded();
      else if (error instanceof ApiError && error.retryAfter) setWait(error.retryAfter);
      if (error instanceof ApiError && error.status === 429) {
        const { id: messageId, values } = tooManyRequests(error.retryAfter);
        setProblem(intl.formatMessage({ id: messageId }, values));
      } else if (refusalText(error)) setProblem(refusalText(error));
      else setProblem(intl.formatMessage({ id: 'checkout.error.somethingWrong' }));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm(cells.join(''));
  };

  return (
    <Box onSubmit={submit} noValidate data-testid="checkout-code" aria-busy={sending}>
      <h2>
        <Icon name="shield" /> <FormattedMessage id="checkout.code.title" />
      </h2>
      <p>
        <FormattedMessage id="checkout.code.text" values={{ id, phone: formatPhone(phone) }} />
      </p>
      <label id="checkout-code-label" htmlFor="order-code-0">
        <FormattedMessage id="checkout.code.label" />
      </label>
      {authTexts && (
        <RawIntlProvider value={pageIntl}>
          <CodeInput
            ref={input}
            name="order-code"
            cells={cells}
            onChange={onChange}
            labelledBy="checkout-code-label"
            describedBy={problem ? 'checkout-code-problem' : undefined}
            invalid={Boolean(problem)}
            disabled={sending}
          />
        </RawIntlProvider>
      )}
      {problem && (
        <Alert className="error" role="alert" id="checkout-code-problem" data-testid="code-problem">
          <Icon name="alert" />
          <p>{problem}</p>
        </Alert>
      )}
      {resent && !problem && (
        <p role="status">
          <FormattedMessage id="checkout.code.resent" />
        </p>
      )}
      <div className="actions">
        <Button type="submit" variant="primary" disabled={sending} data-testid="code-confirm">
          <FormattedMessage id="checkout.code.confirm" />
        </Button>
        <Button variant="ghost" disabled={wait > 0} onClick={() => void resend()} data-testid="code-resend">
          <FormattedMessage id="checkout.code.resend" />
        </Button>
        {wait > 0 && (
          <p className="wait" data-testid="code-wait">
            <FormattedMessage id="checkout.code.wait" values={{ seconds: wait }} />
          </p>
        )}
      </div>
    </Box>
  );
}
