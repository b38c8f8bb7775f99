/**
 * The login dialog's rules (spec §5) as yup schemas, on the API's own phone, e-mail and code rules
 * (contract/identity-rules.ts). Messages are text ids (locales/*.json), so
 * the form shows them in the page's language. Part of the dialog's chunk, never the first load.
 */
import { object, string } from 'yup';
import { CODE_PATTERN, isEmail, isPhone, normalisePhone } from '../../../server/src/contract/identity-rules';
import type { AuthErrors } from './auth-slice';

export const MESSAGES = {
  identifier: 'auth.validation.identifier',
  credentials: 'auth.validation.credentials',
  code: 'auth.validation.code',
} as const;

const CODE = new RegExp(CODE_PATTERN);

/** spec §5: an identifier containing @ is an e-mail address, anything else a phone. */
export const isEmailIdentifier = (value: string) => value.includes('@');

export function isIdentifier(value: string): boolean {
  const trimmed = value.trim();
  return isEmailIdentifier(trimmed) ? isEmail(trimmed) : isPhone(trimmed);
}

/**
 * The request body's identifier: `{ email }` when it has an @, else `{ phone }` (spec §5) as the
 * one phone rule reads it (a local number is +993's, docs/adr/027), so the code step shows the
 * number the code went to.
 */
export function identifierBody(value: string): { phone: string } | { email: string } {
  const trimmed = value.trim();
  return isEmailIdentifier(trimmed) ? { email: trimmed } : { phone: normalisePhone(trimmed) ?? trimmed };
}

const identifier = string()
  .default('')
  .trim()
  .required(MESSAGES.identifier)
  .test('identifier', MESSAGES.identifier, (value) => isIdentifier(value ?? ''));

/** Password login: a valid identifier and a password that is not empty. */
export const passwordSignInSchema = object({
  identifier,
  password: string().default('').required(MESSAGES.credentials),
});

/** Code login ('sms login') and sign-up: the identifier alone. */
export const identifierSchema = object({ identifier });

/** The code step: exactly 4 digits. */
export const codeSchema = object({
  code: string().default('').required(MESSAGES.code).matches(CODE, MESSAGES.code),
});

/** The first broken rule of each field, as text ids; empty when the values pass. */
export function validate<T extends object>(
  schema: { validateSync: (value: unknown, options: { abortEarly: false }) => unknown },
  values: T,
): Partial<Record<keyof T, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Record<keyof T, string>> = {};
    for (const issue of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const field = issue.path as keyof T | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

/** Broken rules (text ids by field) as the form's messages. */
export const asErrors = (broken: Partial<Record<string, string>>): AuthErrors =>
  Object.fromEntries(Object.entries(broken).map(([field, id]) => [field, { id: id as string }]));
