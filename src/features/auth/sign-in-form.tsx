/**
 * The 'sign in' tab (spec §4): an identifier (e-mail or phone) and a password, or with 'sms login'
 * on, no password: a send button beside the identifier, a check once the code went out (editing
 * the identifier brings the button back), and the four-cell code.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/field-kit';
import { Icon } from '../../components/ui/icons';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { codeSchema, identifierSchema, passwordSignInSchema, validate, asErrors } from './auth-schemas';
import { selectAuth, verificationReset } from './auth-actions';
import type { AuthErrors, AuthField } from './auth-slice';
import { CodeInput, emptyCode, type CodeInputHandle } from './code-input';
import { Actions, Field, FieldWarning, Form, Hint, InputRow } from './dialog-parts';
import { useLoginFlows } from './login-flows';

export function SignInForm({ identifierRef }: { identifierRef: RefObject<HTMLInputElement> }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flows = useLoginFlows();
  const { verification, errors: serverErrors, submitting } = useAppSelector(selectAuth);
  const [sms, setSms] = useState(false);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [cells, setCells] = useState(emptyCode);
  const [local, setLocal] = useState<AuthErrors>({});
  const code = useRef<CodeInputHandle>(null);
  const id = useId();
  const sent = sms && verification?.purpose === 'signin';
  const errors: AuthErrors = { ...local, ...serverErrors };
  const describe = (field: AuthField) => (errors[field] ? `${id}-${field}-error` : undefined);

  // spec §8: a password login answered without auth sent a code: the code cells take over.
  useEffect(() => {
    if (verification?.purpose === 'signin') setSms(true);
  }, [verification]);
  // A code went out: the cells are next. A wrong code: empty cells, focus on the first.
  useEffect(() => {
    if (sent) code.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (serverErrors?.code) {
      setCells(emptyCode());
      code.current?.focus();
    } else if (serverErrors?.identifier || serverErrors?.form) {
      // the inputs were disabled while the request ran, which took the focus away
      identifierRef.current?.focus();
    }
  }, [serverErrors, identifierRef]);

  const forget = () => {
    setLocal({});
    dispatch(verificationReset());
  };

  const sendCode = () => {
    const broken = validate(identifierSchema, { identifier });
    setLocal(asErrors(broken));
    if (broken.identifier) {
      identifierRef.current?.focus();
      return;
    }
    setCells(emptyCode());
    void flows.sendSignInCode(identifier);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!sms) {
      const broken = validate(passwordSignInSchema, { identifier, password });
      setLocal(asErrors(broken));
      if (broken.identifier) identifierRef.current?.focus();
      if (!broken.identifier && !broken.password) void flows.signInWithPassword(identifier, password);
      return;
    }
    if (!sent) return sendCode();
    const broken = validate(codeSchema, { code: cells.join('') });
    setLocal(asErrors(broken));
    if (broken.code) code.current?.focus();
    else void flows.submitCode(cells.join(''));
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <fieldset disabled={submitting}>
        <Field>
          <label htmlFor={`${id}-identifier`}>
            <FormattedMessage id="auth.field.identifier" />
          </label>
          <InputRow>
            <input
              ref={identifierRef}
              id={`${id}-identifier`}
              type="text"
              name="username"
              autoComplete="username"
              placeholder={intl.formatMessage({ id: 'auth.field.identifier.placeholder' })}
              value={identifier}
              aria-invalid={Boolean(errors.identifier) || undefined}
              aria-describedby={describe('identifier')}
              onChange={(event) => {
                setIdentifier(event.target.value);
                if (sent || serverErrors || local.identifier) forget();
              }}
            />
            {sms &&
              (sent ? (
                <span className="sent" role="status" data-testid="code-sent">
                  <Icon name="check" size={20} />
                  <span className="visually-hidden">
                    <FormattedMessage id="auth.code.sent" />
                  </span>
                </span>
              ) : (
                <Button variant="secondary" onClick={sendCode}>
                  <FormattedMessage id="auth.code.send" />
                </Button>
              ))}
          </InputRow>
          <FieldWarning id={`${id}-identifier-error`} message={errors.identifier} />
        </Field>

        <Checkbox>
          <input
            type="checkbox"
            checked={sms}
            onChange={(event) => {
              setSms(event.target.checked);
              setCells(emptyCode());
              forget();
            }}
          />
          {/* the code goes by e-mail to an address: the box does not promise an SMS then */}
          <FormattedMessage id={identifier.includes('@') ? 'auth.signIn.sms.email' : 'auth.signIn.sms'} />
        </Checkbox>

        {sms ? (
          <Field>
            <span className="label" id={`${id}-code-label`}>
              <FormattedMessage id="auth.field.code" />
            </span>
            <CodeInput
              ref={code}
              name={`${id}-code`}
              cells={cells}
              onChange={(next) => {
                setCells(next);
                if (errors.code) {
                  setLocal({});
                }
                // the fourth digit, typed or pasted, signs in (as the order's code step confirms)
                if (sent && next.every(Boolean) && !submitting) void flows.submitCode(next.join(''));
              }}
              labelledBy={`${id}-code-label`}
              describedBy={describe('code')}
              invalid={Boolean(errors.code)}
              disabled={!sent}
            />
            <FieldWarning id={`${id}-code-error`} message={errors.code} />
            {!sent && (
              <Hint>
                <FormattedMessage id="auth.signIn.sms.hint" />
              </Hint>
            )}
          </Field>
        ) : (
          <Field>
            <label htmlFor={`${id}-password`}>
              <FormattedMessage id="auth.field.password" />
            </label>
            <input
              id={`${id}-password`}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={Boolean(errors.password) || undefined}
              aria-describedby={describe('password')}
              onChange={(event) => {
                setPassword(event.target.value);
                if (local.password || serverErrors) forget();
              }}
            />
            <FieldWarning id={`${id}-password-error`} message={errors.password} />
            <Hint>
              <FormattedMessage
                id="auth.signIn.noPassword"
                values={{
                  sms: (text: ReactNode[]) => (
                    <button
                      type="button"
                      onClick={() => {
                        setSms(true);
                        forget();
                      }}
                    >
                      {text}
                    </button>
                  ),
                }}
              />
            </Hint>
          </Field>
        )}

        <FieldWarning id={`${id}-form-error`} message={errors.form} notice />
        <Actions>
          <Button type="submit">
            {/* in SMS mode before a code went out, this sends it (Enter in the phone field does too) */}
            <FormattedMessage id="auth.signIn.submit" />
          </Button>
        </Actions>
      </fieldset>
    </Form>
  );
}
