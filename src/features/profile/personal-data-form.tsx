/**
 * Personal data (spec §4): name and surname, saved with POST /auth/v2/profile, and the account's
 * phone and e-mail, each shown and changeable (or added) with a code sent to the new one
 * (identifier-change.tsx, docs/adr/027). Success hands the API's user up (the app refreshes
 * currentUser with it); failure shows 'error while saving' and keeps what the shopper typed.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { object, string } from 'yup';
import {
  nameCharactersNotAllowed,
  personNameProblem,
  type NameProblem,
} from '../../../server/src/contract/identity-rules';
import type { UserWire } from '../../../server/src/contract/auth';
import { Button } from '../../components/ui/button';
import { useLng } from '../../lib/lng-context';
import { sessionEnded, useSaveProfile } from './account-api';
import { FormActions, FormSection, Fields, FormAlert, TextField } from '../../components/ui/field-kit';
import type { AccountSectionProps } from './account-section';
import { IdentifierChange } from './identifier-change';
import { useSchemaForm } from './use-schema-form';

const NAME_MESSAGES: Record<NameProblem, string> = {
  required: 'profile.form.required',
  tooLong: 'profile.form.tooLong',
  invalid: 'profile.form.nameInvalid',
};

/**
 * The contract's person-name rule (docs/adr/023), its problem as the form's text id; characters
 * the rule does not take are named (the field's `errorValues`).
 */
const personName = string()
  .default('')
  .test('name', NAME_MESSAGES.invalid, function (value) {
    const problem = personNameProblem(value ?? '');
    if (problem === 'invalid' && nameCharactersNotAllowed(value ?? '').length) {
      return this.createError({ message: 'common.nameChars' });
    }
    return problem ? this.createError({ message: NAME_MESSAGES[problem] }) : true;
  })
  .trim();

const personalSchema = object({ name: personName, surname: personName });

export function PersonalDataForm({ user, onUserChanged, onSessionEnded }: AccountSectionProps) {
  const lng = useLng();
  const form = useSchemaForm(personalSchema, { name: user.name, surname: user.surname });
  const { trigger: saveProfile, isMutating: saving } = useSaveProfile(lng);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  /** What every field of this form takes from the form by its name. */
  const field = (name: keyof typeof form.values) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    errorValues: { chars: nameCharactersNotAllowed(form.values[name]).join(' ') },
    disabled: saving,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.change({ [name]: event.target.value }),
  });

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

  const section = { user, onUserChanged, onSessionEnded };
  return (
    <FormSection aria-labelledby="profile-personal" id="personal">
      <h2 id="profile-personal">
        <FormattedMessage id="profile.section.personal" />
      </h2>
      <form onSubmit={submit} noValidate>
        <Fields>
          <TextField labelId="profile.me.name" autoComplete="given-name" {...field('name')} />
          <TextField labelId="profile.me.surname" autoComplete="family-name" {...field('surname')} />
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
      <IdentifierChange kind="phone" {...section} />
      <IdentifierChange kind="email" {...section} />
    </FormSection>
  );
}
