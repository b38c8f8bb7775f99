/**
 * The 'sign up' tab (spec §4): the identifier (e-mail or phone) gets a code; then the code step,
 * with a back button to the identifier. The verified code creates the account and signs in.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { formatPhone } from '../../lib/phone-format';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { codeSchema, identifierSchema, validate, asErrors } from './auth-schemas';
import { selectAuth, verificationReset } from './auth-actions';
import type { AuthErrors, AuthField } from './auth-slice';
import { CodeInput, emptyCode, type CodeInputHandle } from './code-input';
import { Actions, Field, FieldWarning, Form, Hint } from './dialog-parts';
import { useLoginFlows } from './login-flows';

export function SignUpForm({ identifierRef }: { identifierRef: RefObject<HTMLInputElement> }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flows = useLoginFlows();
  const { verification, errors: serverErrors, submitting } = useAppSelector(selectAuth);
  const [identifier, setIdentifier] = useState('');
  const [cells, setCells] = useState(emptyCode);
  const [local, setLocal] = useState<AuthErrors>({});
  const code = useRef<CodeInputHandle>(null);
  const id = useId();
  const codeStep = verification?.purpose === 'register';
  const errors: AuthErrors = { ...local, ...serverErrors };
  const describe = (field: AuthField) => (errors[field] ? `${id}-${field}-error` : undefined);

  useEffect(() => {
    if (codeStep) code.current?.focus();
    else identifierRef.current?.focus();
  }, [codeStep, identifierRef]);
  useEffect(() => {
    if (serverErrors?.code) {
      setCells(emptyCode());
      code.current?.focus();
    } else if (serverErrors?.identifier || serverErrors?.form) {
      identifierRef.current?.focus();
    }
  }, [serverErrors, identifierRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!codeStep) {
      const broken = validate(identifierSchema, { identifier });
      setLocal(asErrors(broken));
      if (broken.identifier) identifierRef.current?.focus();
      else {
        setCells(emptyCode());
        void flows.startSignUp(identifier);
      }
      return;
    }
    const broken = validate(codeSchema, { code: cells.join('') });
    setLocal(asErrors(broken));
    if (broken.code) code.current?.focus();
    else void flows.submitCode(cells.join(''));
  };

  if (!codeStep) {
    return (
      <Form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <fieldset disabled={submitting}>
          <Field>
            <label htmlFor={`${id}-identifier`}>
              <FormattedMessage id="auth.field.identifier" />
            </label>
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
                if (local.identifier || serverErrors) {
                  setLocal({});
                  dispatch(verificationReset());
                }
              }}
            />
            <FieldWarning id={`${id}-identifier-error`} message={errors.identifier} />
            <Hint>
              <FormattedMessage id="auth.signUp.hint" />
            </Hint>
          </Field>
          <FieldWarning id={`${id}-form-error`} message={errors.form} notice />
          <Actions>
            <Button type="submit">
              <FormattedMessage id="auth.code.send" />
            </Button>
          </Actions>
        </fieldset>
      </Form>
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <fieldset disabled={submitting}>
        <Hint>
          <FormattedMessage
            id="auth.signUp.codeSent"
            values={
              verification?.email
                ? { kind: 'email', to: verification.email }
                : { kind: 'phone', to: formatPhone(verification?.phone ?? identifier) }
            }
          />
        </Hint>
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
              if (local.code) setLocal({});
              // the fourth digit, typed or pasted, sends the code (as the order's code step does)
              if (next.every(Boolean) && !submitting) void flows.submitCode(next.join(''));
            }}
            labelledBy={`${id}-code-label`}
            describedBy={describe('code')}
            invalid={Boolean(errors.code)}
          />
          <FieldWarning id={`${id}-code-error`} message={errors.code} />
        </Field>
        <FieldWarning id={`${id}-form-error`} message={errors.form} notice />
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              setLocal({});
              dispatch(verificationReset());
            }}
          >
            <Icon name="arrowLeft" size={18} />
            <FormattedMessage id="auth.signUp.back" />
          </Button>
          <Button type="submit">
            <FormattedMessage id="auth.signUp.submit" />
          </Button>
        </Actions>
      </fieldset>
    </Form>
  );
}
