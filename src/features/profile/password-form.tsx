/**
 * Change password (spec §4, §5): old, new and confirmation, the §5 rule and the weak / medium /
 * strong meter while typing, 'the passwords don't match', and 'old password isn't true' when the
 * API refuses the old one. A shopper who only ever signed in by code (hasPassword false) sets a
 * first password without the old field. The form is disabled while saving (the loading flag);
 * the API ends every other session of the shopper, this one stays signed in.
 */
import styled from '@emotion/styled';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api/api-client';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { sessionEnded, useChangePassword } from './account-api';
import type { AccountSectionProps } from './account-section';
import { FormActions, FormSection, Fields, FormAlert, TextField } from '../../components/ui/field-kit';
import { passwordChangeSchema, passwordStrength, type PasswordStrength } from './password-rules';
import { useSchemaForm } from './use-schema-form';

const LEVELS: PasswordStrength[] = ['weak', 'medium', 'strong'];
const COLOURS: Record<PasswordStrength, string> = {
  weak: theme.color.danger,
  medium: '#c77700',
  strong: theme.color.success,
};

const Meter = styled.div<{ level: PasswordStrength }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  font-size: 14px;
  .bars {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 4px;
    width: 160px;
  }
  .bars span {
    height: 6px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.line};
  }
  .bars span.on {
    background: ${({ level }) => COLOURS[level]};
  }
  strong {
    color: ${({ level }) => COLOURS[level]};
  }
`;

function StrengthMeter({ password }: { password: string }) {
  const intl = useIntl();
  const level = passwordStrength(password);
  const label = intl.formatMessage({ id: `profile.password.${level}` });
  return (
    <Meter level={level} data-testid="password-strength" data-level={level}>
      <span className="bars" aria-hidden="true">
        {LEVELS.map((step, index) => (
          <span key={step} className={index <= LEVELS.indexOf(level) ? 'on' : undefined} />
        ))}
      </span>
      <span>
        <FormattedMessage id="profile.password.strength" values={{ level: <strong>{label}</strong> }} />
      </span>
    </Meter>
  );
}

const EMPTY = { old: '', new: '', confirm: '' };

export function PasswordForm({ user, onUserChanged, onSessionEnded }: AccountSectionProps) {
  const lng = useLng();
  const needsOld = user.hasPassword;
  const schema = useMemo(() => passwordChangeSchema(needsOld), [needsOld]);
  const form = useSchemaForm(schema, EMPTY);
  const { trigger: changePassword, isMutating: loading } = useChangePassword(lng);
  const [shown, setShown] = useState(false);
  const [outcome, setOutcome] = useState<{ done: 'changed' | 'set' } | { failed: string; messageId?: string } | null>(
    null,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const values = form.validate();
    if (!values) return;
    try {
      const body = { ...(needsOld ? { old: values.old } : {}), new: values.new, confirm: values.confirm };
      const changed = await changePassword(body);
      form.reset(EMPTY);
      onUserChanged(changed);
      // a first password is set, not changed (the user now has one, so needsOld is about to flip)
      setOutcome({ done: needsOld ? 'changed' : 'set' });
    } catch (error) {
      if (sessionEnded(error)) onSessionEnded();
      // The API names its refusal; one without a name (an older API) is about the old password
      // too, as the form has checked the rule and the confirmation itself.
      if (
        error instanceof ApiError &&
        (error.code === 'passwordIncorrect' || (error.code === undefined && error.status === 400 && needsOld))
      )
        setOutcome({ failed: '', messageId: 'profile.password.oldWrong' });
      else if (error instanceof ApiError && error.status > 0 && error.status !== 401 && error.message)
        setOutcome({ failed: error.message });
      else setOutcome({ failed: '', messageId: 'profile.form.saveError' });
    }
  }

  const type = shown ? 'text' : 'password';
  return (
    <FormSection aria-labelledby="profile-password" id="password">
      <h2 id="profile-password">
        <FormattedMessage id={needsOld ? 'profile.section.password' : 'profile.section.setPassword'} />
      </h2>
      {!needsOld && (
        <p>
          <FormattedMessage id="profile.password.noPassword" />
        </p>
      )}
      <form onSubmit={submit} noValidate aria-busy={loading}>
        <Fields>
          {needsOld && (
            <TextField
              className="wide"
              labelId="profile.password.old"
              type={type}
              name="old"
              autoComplete="current-password"
              value={form.values.old}
              error={form.errors.old}
              disabled={loading}
              onChange={(event) => form.change({ old: event.target.value })}
            />
          )}
          <TextField
            labelId="profile.password.new"
            type={type}
            name="new"
            autoComplete="new-password"
            value={form.values.new}
            error={form.errors.new}
            hint={<FormattedMessage id="profile.password.rule" />}
            disabled={loading}
            onChange={(event) => form.change({ new: event.target.value })}
          />
          <TextField
            labelId="profile.password.confirm"
            type={type}
            name="confirm"
            autoComplete="new-password"
            value={form.values.confirm}
            error={form.errors.confirm}
            disabled={loading}
            onChange={(event) => form.change({ confirm: event.target.value })}
          />
          {form.values.new && (
            <div className="wide">
              <StrengthMeter password={form.values.new} />
            </div>
          )}
        </Fields>
        <FormActions>
          <Button type="submit" variant="primary" disabled={loading}>
            <FormattedMessage
              id={loading ? 'profile.form.saving' : needsOld ? 'profile.password.save' : 'profile.password.set'}
            />
          </Button>
          <Button variant="ghost" aria-pressed={shown} onClick={() => setShown(!shown)}>
            <FormattedMessage id={shown ? 'profile.password.hide' : 'profile.password.show'} />
          </Button>
        </FormActions>
        {outcome && 'done' in outcome && (
          <FormAlert success>
            <FormattedMessage id={outcome.done === 'set' ? 'profile.password.isSet' : 'profile.password.changed'} />
          </FormAlert>
        )}
        {outcome && 'failed' in outcome && (
          <FormAlert>{outcome.messageId ? <FormattedMessage id={outcome.messageId} /> : outcome.failed}</FormAlert>
        )}
      </form>
    </FormSection>
  );
}
