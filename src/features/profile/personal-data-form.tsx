/**
 * Personal data (spec §4): name and surname, saved with POST /auth/v2/profile. Success hands the
 * API's user up (the app refreshes currentUser with it); failure shows 'error while saving' and
 * keeps what the shopper typed.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { object, string } from 'yup';
import type { UserWire } from '../../../server/src/contract/auth';
import { Button } from '../../components/ui/button';
import { useLng } from '../../lib/lng-context';
import { sessionEnded, useSaveProfile } from './account-api';
import { FormActions, FormSection, Fields, FormAlert, TextField } from '../../components/ui/field-kit';
import type { AccountSectionProps } from './account-section';
import { useSchemaForm } from './use-schema-form';

const personName = string()
  .trim()
  .required('profile.form.fillAll')
  .max(100, 'profile.form.tooLong')
  .matches(/^\p{L}[\p{L}\p{M} '’.-]*$/u, 'profile.form.nameInvalid');

const personalSchema = object({ name: personName, surname: personName });

export function PersonalDataForm({ user, onUserChanged, onSessionEnded }: AccountSectionProps) {
  const lng = useLng();
  const form = useSchemaForm(personalSchema, { name: user.name, surname: user.surname });
  const { trigger: saveProfile, isMutating: saving } = useSaveProfile(lng);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const values = form.validate();
    if (!values) return;
    try {
      const saved: UserWire = await saveProfile({ name: values.name, surname: values.surname });
      onUserChanged(saved);
      form.reset({ name: saved.name, surname: saved.surname });
      setOutcome('saved');
    } catch (error) {
      if (sessionEnded(error)) onSessionEnded();
      setOutcome('failed');
    }
  }

  return (
    <FormSection aria-labelledby="profile-personal" id="personal">
      <h2 id="profile-personal">
        <FormattedMessage id="profile.section.personal" />
      </h2>
      <form onSubmit={submit} noValidate>
        <Fields>
          <TextField
            labelId="profile.me.name"
            name="name"
            autoComplete="given-name"
            value={form.values.name}
            error={form.errors.name}
            disabled={saving}
            onChange={(event) => form.change({ name: event.target.value })}
          />
          <TextField
            labelId="profile.me.surname"
            name="surname"
            autoComplete="family-name"
            value={form.values.surname}
            error={form.errors.surname}
            disabled={saving}
            onChange={(event) => form.change({ surname: event.target.value })}
          />
        </Fields>
        <FormActions>
          <Button type="submit" variant="primary" disabled={saving}>
            <FormattedMessage id={saving ? 'profile.form.saving' : 'profile.form.save'} />
          </Button>
        </FormActions>
        {outcome === 'failed' && (
          <FormAlert>
            <FormattedMessage id="profile.form.saveError" />
          </FormAlert>
        )}
        {outcome === 'saved' && (
          <FormAlert success>
            <FormattedMessage id="profile.personal.saved" />
          </FormAlert>
        )}
      </form>
    </FormSection>
  );
}
