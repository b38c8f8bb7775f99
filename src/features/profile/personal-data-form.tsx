/**
 * Personal data (spec §4): name and surname, and the phone or e-mail the account lacks (an account
 * made by phone can add an e-mail, one made by e-mail a phone; the API takes one no other account
 * uses, and a set one is changed only with a code), saved with POST /auth/v2/profile. Success hands
 * the API's user up (the app refreshes currentUser with it); failure shows 'error while saving'
 * (or that the identifier is another account's) and keeps what the shopper typed.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { object, string } from 'yup';
import { isEmail, isPhone, phoneDigits } from '../../../server/src/contract/identity-rules';
import type { UserWire } from '../../../server/src/contract/auth';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api/api-client';
import { useLng } from '../../lib/lng-context';
import { sessionEnded, useSaveProfile } from './account-api';
import { FormActions, FormSection, Fields, FormAlert, TextField } from '../../components/ui/field-kit';
import type { AccountSectionProps } from './account-section';
import { useSchemaForm } from './use-schema-form';

const personName = string()
  .trim()
  .required('profile.form.required')
  .max(100, 'profile.form.tooLong')
  .matches(/^\p{L}[\p{L}\p{M} '’.-]*$/u, 'profile.form.nameInvalid');

const optionalIdentifier = (rule: (value: string) => boolean, message: string) =>
  string()
    .trim()
    .test('identifier', message, (value) => !value || rule(value));

const personalSchema = object({
  name: personName,
  surname: personName,
  phone: optionalIdentifier((value) => isPhone(phoneDigits(value)), 'profile.form.phoneInvalid'),
  email: optionalIdentifier(isEmail, 'profile.form.emailInvalid'),
});

export function PersonalDataForm({ user, onUserChanged, onSessionEnded }: AccountSectionProps) {
  const lng = useLng();
  const form = useSchemaForm(personalSchema, { name: user.name, surname: user.surname, phone: '', email: '' });
  const { trigger: saveProfile, isMutating: saving } = useSaveProfile(lng);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | 'taken' | null>(null);

  /** What every field of this form takes from the form by its name. */
  const field = (name: keyof typeof form.values) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    disabled: saving,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.change({ [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const values = form.validate();
    if (!values) return;
    try {
      const saved: UserWire = await saveProfile({
        name: values.name,
        surname: values.surname,
        ...(!user.phone && values.phone ? { phone: values.phone } : {}),
        ...(!user.email && values.email ? { email: values.email } : {}),
      });
      onUserChanged(saved);
      form.reset({ name: saved.name, surname: saved.surname, phone: '', email: '' });
      setOutcome('saved');
    } catch (error) {
      if (sessionEnded(error)) onSessionEnded();
      setOutcome(error instanceof ApiError && error.code === 'userExists' ? 'taken' : 'failed');
    }
  }

  return (
    <FormSection aria-labelledby="profile-personal" id="personal">
      <h2 id="profile-personal">
        <FormattedMessage id="profile.section.personal" />
      </h2>
      <form onSubmit={submit} noValidate>
        <Fields>
          <TextField labelId="profile.me.name" autoComplete="given-name" {...field('name')} />
          <TextField labelId="profile.me.surname" autoComplete="family-name" {...field('surname')} />
          {!user.phone && (
            <TextField
              labelId="profile.personal.addPhone"
              type="tel"
              autoComplete="tel"
              placeholder="+993 xx xx xx xx"
              {...field('phone')}
            />
          )}
          {!user.email && (
            <TextField labelId="profile.personal.addEmail" type="email" autoComplete="email" {...field('email')} />
          )}
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
        {outcome === 'taken' && (
          <FormAlert>
            <FormattedMessage id="profile.personal.identifierTaken" />
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
