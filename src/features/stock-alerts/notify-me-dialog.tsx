/**
 * The notify-me dialog (spec §2, §3 subscription: push, email, fio; §8): this browser's desktop
 * notification and/or an e-mail, and the full name; prefilled for a signed-in shopper. Push needs
 * Notification and PushManager ('This browser does not support desktop notification' otherwise)
 * and the shopper's permission (its own message when denied). The browser's manage token goes to
 * the fcmToken cookie only with consent to optional cookies (lib/consent.ts).
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import {
  FULL_NAME_MAX_LENGTH,
  isEmail,
  nameCharactersNotAllowed,
  personNameProblem,
} from '../../../server/src/contract/identity-rules';
import { Button } from '../../components/ui/button';
import { Checkbox, TextField } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import type { Lng } from '../../lib/catalog-types';
import { useLaterTexts } from '../../lib/later-texts';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { useAuth } from '../auth';
import type { AlertProduct } from './alert-product';
import { keepPushToken, pushSupported, subscribeThisBrowser } from './push-subscription';
import { isRefusal, useSubscribeToProduct } from './stock-alerts-api';
import { STOCK_ALERT_TEXTS } from './stock-alerts-texts';

const Box = styled(ModalDialog)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  width: min(460px, 100%);
  p {
    margin: 0;
    color: ${theme.color.muted};
    line-height: 1.5;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(4)};
  }
  .note {
    margin-top: -${theme.space(2)};
    font-size: 14px;
    color: ${theme.color.danger};
  }
  [role='alert'] {
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: #fdecea;
    color: #8a1c1c;
  }
  button[type='submit'],
  .done {
    width: 100%;
    min-height: 50px;
  }
  /* the success text keeps its distance from the button below it */
  [role='status'] {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(4)};
  }
  [role='status'] h3 {
    margin: 0;
  }
`;

type Problem =
  | { id: 'stockAlerts.error.unsupported' | 'stockAlerts.error.denied' | 'stockAlerts.error.email' }
  | { id: 'stockAlerts.error.fio' | 'stockAlerts.error.channel' | 'stockAlerts.error.somethingWrong' }
  | { id: 'stockAlerts.error.pushFailed' }
  | { id: 'common.nameChars'; values: { chars: string } }
  | { text: string };

/** Why this browser's notifications could not be turned on. */
type PushFailure = 'unsupported' | 'denied' | 'failed';

const PUSH_ONLY_PROBLEM = {
  unsupported: 'stockAlerts.error.unsupported',
  denied: 'stockAlerts.error.denied',
  failed: 'stockAlerts.error.pushFailed',
} as const;

const EMAIL_ONLY_NOTE = {
  unsupported: 'stockAlerts.success.emailOnly.unsupported',
  denied: 'stockAlerts.success.emailOnly.denied',
  failed: 'stockAlerts.success.emailOnly.failed',
} as const;

interface PushAttempt {
  subscription?: Exclude<Awaited<ReturnType<typeof subscribeThisBrowser>>, string>;
  failure?: PushFailure;
}

/** The browser's subscription, or why it failed: a failure here must never cost the e-mail alert. */
async function tryPush(lng: Lng): Promise<PushAttempt> {
  try {
    const browser = await subscribeThisBrowser(lng);
    return typeof browser === 'string' ? { failure: browser } : { subscription: browser };
  } catch {
    return { failure: 'failed' };
  }
}

function NotifyMeBox({ product, onClose }: { product: AlertProduct; onClose: () => void }) {
  const intl = useIntl();
  const lng = useLng();
  const { user } = useAuth();
  const first = useRef<HTMLInputElement>(null);
  const [supported] = useState(pushSupported);
  // Push is the shopper's choice to make: the browser then asks for permission, which nobody should
  // meet unasked; e-mail is ticked when the shopper's address is known or push cannot work here.
  const [push, setPush] = useState(false);
  const [byEmail, setByEmail] = useState(Boolean(user?.email) || !supported);
  const [email, setEmail] = useState(user?.email ?? '');
  const [fio, setFio] = useState(user ? `${user.name} ${user.surname}`.trim() : '');
  // the whole send: the browser's permission and push subscription, then the API's call
  const [sending, setSending] = useState(false);
  const { trigger: subscribe } = useSubscribeToProduct(lng);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<{ cookieKept: boolean; pushFailure?: PushFailure } | null>(null);
  // The session check at start may answer after the dialog opened: the shopper's name and e-mail
  // then fill the fields still empty, and never replace what the shopper typed.
  const userId = user?.id;
  const userFio = user ? `${user.name} ${user.surname}`.trim() : '';
  const userEmail = user?.email ?? '';
  const emailTouched = useRef(false);
  useEffect(() => {
    if (userId === undefined) return;
    setFio((typed) => typed || userFio);
    if (userEmail && !emailTouched.current) {
      setEmail(userEmail);
      setByEmail(true);
    }
  }, [userId, userFio, userEmail]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!push && !byEmail) return setProblem({ id: 'stockAlerts.error.channel' });
    if (byEmail && !isEmail(email.trim())) return setProblem({ id: 'stockAlerts.error.email' });
    // the contract's name rule (docs/adr/023); the full name may stay empty
    if (personNameProblem(fio, { required: false, maxLength: FULL_NAME_MAX_LENGTH })) {
      const chars = nameCharactersNotAllowed(fio);
      return setProblem(
        chars.length ? { id: 'common.nameChars', values: { chars: chars.join(' ') } } : { id: 'stockAlerts.error.fio' },
      );
    }
    setProblem(null);
    setSending(true);
    try {
      const browser: PushAttempt = push ? await tryPush(lng) : {};
      if (browser.failure && !byEmail) {
        setProblem({ id: PUSH_ONLY_PROBLEM[browser.failure] });
        return;
      }
      const answer = await subscribe({
        productId: product.id,
        ...(byEmail ? { email: email.trim() } : {}),
        ...(fio.trim() ? { fio: fio.trim() } : {}),
        ...(browser.subscription ? { push: browser.subscription } : {}),
      });
      setDone({
        cookieKept: answer.token ? keepPushToken(answer.token) : true,
        ...(browser.failure ? { pushFailure: browser.failure } : {}),
      });
    } catch (error) {
      setProblem(isRefusal(error) ? { text: error.message } : { id: 'stockAlerts.error.somethingWrong' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      title={<FormattedMessage id="stockAlerts.title" />}
      closeLabel={intl.formatMessage({ id: 'stockAlerts.close' })}
      onClose={onClose}
      initialFocus={first}
      data-testid="notify-me"
    >
      {done ? (
        <div role="status" data-testid="notify-me-done">
          <h3>
            <FormattedMessage id="stockAlerts.success.title" />
          </h3>
          <p>
            <FormattedMessage id="stockAlerts.success.text" values={{ product: product.name }} />
          </p>
          {done.pushFailure && (
            <p data-testid="notify-me-push-failed">
              <FormattedMessage id={EMAIL_ONLY_NOTE[done.pushFailure]} />
            </p>
          )}
          {!done.cookieKept && (
            <p>
              <FormattedMessage id="stockAlerts.success.noCookie" />
            </p>
          )}
          <Button variant="primary" className="done" onClick={onClose}>
            <FormattedMessage id="stockAlerts.close" />
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={sending}>
          <p>
            <FormattedMessage id="stockAlerts.text" values={{ product: product.name }} />
          </p>
          <Checkbox>
            <input
              ref={first}
              type="checkbox"
              checked={push}
              disabled={sending || !supported}
              onChange={(event) => setPush(event.target.checked)}
              data-testid="notify-me-push"
            />
            <FormattedMessage id="stockAlerts.push" />
          </Checkbox>
          {!supported && (
            <p className="note" data-testid="notify-me-unsupported">
              <FormattedMessage id="stockAlerts.error.unsupported" />
            </p>
          )}
          <Checkbox>
            <input
              type="checkbox"
              checked={byEmail}
              disabled={sending}
              onChange={(event) => {
                emailTouched.current = true;
                setByEmail(event.target.checked);
              }}
              data-testid="notify-me-by-email"
            />
            <FormattedMessage id="stockAlerts.email" />
          </Checkbox>
          {byEmail && (
            <TextField
              labelId="stockAlerts.emailLabel"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              disabled={sending}
              onChange={(event) => {
                emailTouched.current = true;
                setEmail(event.target.value);
              }}
            />
          )}
          <TextField
            labelId="stockAlerts.fio"
            autoComplete="name"
            maxLength={FULL_NAME_MAX_LENGTH}
            value={fio}
            disabled={sending}
            onChange={(event) => setFio(event.target.value)}
          />
          {problem && (
            <div role="alert" data-testid="notify-me-error">
              {'text' in problem ? (
                problem.text
              ) : (
                <FormattedMessage id={problem.id} values={'values' in problem ? problem.values : undefined} />
              )}
            </div>
          )}
          <Button type="submit" variant="primary" disabled={sending} data-testid="notify-me-submit">
            <FormattedMessage id={sending ? 'stockAlerts.sending' : 'stockAlerts.submit'} />
          </Button>
        </form>
      )}
    </Box>
  );
}

/** The dialog once its texts are in. */
export function NotifyMeDialog({ product, onClose }: { product: AlertProduct; onClose: () => void }) {
  const texts = useLaterTexts('stockAlerts', STOCK_ALERT_TEXTS);
  if (!texts.intl) return null;
  return (
    <RawIntlProvider value={texts.intl}>
      <NotifyMeBox product={product} onClose={onClose} />
    </RawIntlProvider>
  );
}
