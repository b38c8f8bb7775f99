/**
 * /gift-certificates: anyone checks a certificate's balance by its code (POST
 * /client/v4/gift-certificates/balance, no session): the balance and the day it ends, or the API's
 * own words for a code it refuses (unknown, expired) and for too many wrong codes (429). What was
 * typed stays in the field. Its texts come with its chunk; its own frame and title rather than the
 * list screens' (see stock-alerts-screen.tsx: sharing those would add a chunk every catalogue page
 * loads).
 */
import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { giftCodeKey } from '../../../server/src/contract/gift-rules';
import { Button } from '../../components/ui/button';
import { FieldBox, controlProps } from '../../components/ui/field-kit';
import { ApiError } from '../../lib/api/api-client';
import { useLaterTexts } from '../../lib/later-texts';
import { useLng } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { theme } from '../../lib/theme';
import { giftDay, useGiftBalance, type GiftBalanceWire } from './gift-api';
import { GIFT_TEXTS } from './gift-texts';

const Frame = styled.div`
  max-width: 560px;
  min-height: 240px;
  padding: ${theme.space(6)} 0;
  h1 {
    margin: ${theme.space(2)} 0 ${theme.space(3)};
    font-size: 30px;
    letter-spacing: -0.02em;
  }
  .lead {
    margin: 0 0 ${theme.space(5)};
    color: ${theme.color.muted};
    line-height: 1.5;
  }
  form .row {
    display: flex;
    gap: ${theme.space(2)};
  }
  form .row input {
    flex: 1;
    min-width: 0;
  }
  && form .row button {
    width: auto;
    flex: none;
  }
  .answer {
    margin-top: ${theme.space(5)};
    padding: ${theme.space(4)};
    border: 1px solid ${theme.color.success};
    border-radius: ${theme.radius.md};
  }
  .answer p {
    margin: 0;
    line-height: 1.6;
  }
  .answer strong {
    font-size: 22px;
  }
  ${theme.media.mobile} {
    h1 {
      font-size: 23px;
    }
    form .row {
      flex-direction: column;
    }
    && form .row button {
      width: 100%;
    }
  }
`;

type Message = { text: string } | { id: string };

function BalanceCheck() {
  const lng = useLng();
  const id = useId();
  const { trigger, isMutating } = useGiftBalance(lng);
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState<GiftBalanceWire | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  async function check(event: FormEvent) {
    event.preventDefault();
    const code = typed.trim();
    setAnswer(null);
    // the contract's one reading of a code: what cannot be one is not sent
    if (!giftCodeKey(code)) return setMessage({ id: code ? 'gift.check.invalid' : 'gift.check.empty' });
    setMessage(null);
    try {
      setAnswer(await trigger({ code }));
    } catch (error) {
      setMessage(
        error instanceof ApiError && error.status > 0 && error.status < 500 && error.message
          ? { text: error.message }
          : { id: 'gift.check.failed' },
      );
    }
  }

  return (
    <>
      <form onSubmit={(event) => void check(event)} noValidate aria-busy={isMutating}>
        <FieldBox>
          <label htmlFor={id}>
            <FormattedMessage id="gift.check.label" />
          </label>
          <div className="row">
            <input
              {...controlProps(id, message ? 'refused' : null)}
              aria-describedby={message ? `${id}-message` : undefined}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setMessage(null);
              }}
              data-testid="gift-check-input"
            />
            <Button type="submit" variant="primary" disabled={isMutating} data-testid="gift-check-submit">
              <FormattedMessage id={isMutating ? 'gift.check.checking' : 'gift.check.submit'} />
            </Button>
          </div>
          {message && (
            <p className="field-message" id={`${id}-message`} role="alert" data-testid="gift-check-message">
              {'text' in message ? message.text : <FormattedMessage id={message.id} />}
            </p>
          )}
        </FieldBox>
      </form>
      {answer && (
        <div className="answer" role="status" data-testid="gift-check-answer">
          <p>
            <FormattedMessage
              id="gift.check.balance"
              values={{ balance: <strong>{formatPrice(answer.balance)}</strong> }}
            />
          </p>
          <p>
            <FormattedMessage id="gift.check.expires" values={{ day: giftDay(answer.expiresAt, lng) }} />
          </p>
        </div>
      )}
    </>
  );
}

export function GiftBalanceScreen() {
  const texts = useLaterTexts('gift', GIFT_TEXTS);
  // the static shell is the empty frame: the browser's first render matches it, then fills in
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!texts.intl || !hydrated)
    return (
      <Frame aria-busy={texts.failed ? undefined : true}>
        {texts.failed && (
          <Button variant="secondary" onClick={texts.retry}>
            <FormattedMessage id="lists.retry" />
          </Button>
        )}
      </Frame>
    );
  return (
    <RawIntlProvider value={texts.intl}>
      <Frame data-testid="gift-balance-screen">
        <h1>
          <FormattedMessage id="gift.route.title" />
        </h1>
        <p className="lead">
          <FormattedMessage id="gift.route.text" />
        </p>
        <BalanceCheck />
      </Frame>
    </RawIntlProvider>
  );
}
