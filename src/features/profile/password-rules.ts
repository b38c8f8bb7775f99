/**
 * The password rule of spec §5 (at least 6 characters with a letter, a digit and one of !#$%&?),
 * the weak / medium / strong meter shown while typing, and the change-password form's schema.
 * The rule is the API's own (contract/identity-rules.ts); messages are message ids, translated where they are shown.
 */
import { object, ref, string } from 'yup';
import { meetsPasswordRule, passwordSpecialsIn } from '../../../server/src/contract/identity-rules';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export { meetsPasswordRule };

/**
 * weak: the rule is not met (the form refuses it); medium: the rule is met; strong: the rule is met
 * by a password of 10 or more characters that mixes upper and lower case or holds two specials.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRule(password)) return 'weak';
  const mixedCase = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  return password.length >= 10 && (mixedCase || passwordSpecialsIn(password) >= 2) ? 'strong' : 'medium';
}

/** `needsOld`: the account has a password (a shopper who only signed in by code sets a first one). */
export const passwordChangeSchema = (needsOld: boolean) =>
  object({
    old: needsOld ? string().required('profile.form.required') : string(),
    new: string()
      .required('profile.form.required')
      .test('rule', 'profile.password.rule', (value) => !value || meetsPasswordRule(value)),
    confirm: string()
      .required('profile.form.required')
      .oneOf([ref('new')], 'profile.password.mismatch'),
  });
