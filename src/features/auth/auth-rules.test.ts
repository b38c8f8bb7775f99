import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api/api-client';
import { reactionTo, waitOf } from './auth-reactions';
import {
  codeSchema,
  identifierBody,
  identifierSchema,
  isIdentifier,
  passwordSignInSchema,
  validate,
} from './auth-schemas';

describe('identifier rule (spec §5)', () => {
  it.each([
    '+99361234567',
    '99361234567',
    '+993 61 23 45 67',
    '61234567',
    '8 61 23 45 67',
    '+123456789012345',
    'a@b.tm',
    'aman.g@mail.ru',
  ])('accepts %s', (value) => expect(isIdentifier(value)).toBe(true));
  it.each([
    '',
    '123456',
    '1234567',
    '+61234567',
    '+1234567890123456',
    '+993 61 23 45 6x',
    'a@b',
    '@b.tm',
    'a b@c.tm',
    'telefon',
  ])('refuses "%s"', (value) => expect(isIdentifier(value)).toBe(false));

  it('sends an identifier with @ as an e-mail and anything else as a phone, without spaces', () => {
    expect(identifierBody(' aman@mail.tm ')).toEqual({ email: 'aman@mail.tm' });
    expect(identifierBody('+993 61-23-45-67')).toEqual({ phone: '+99361234567' });
    expect(identifierBody('64579281')).toEqual({ phone: '+99364579281' });
  });
});

describe('the dialog schemas', () => {
  it('password login needs a valid identifier and a password', () => {
    expect(validate(passwordSignInSchema, { identifier: '+99361234567', password: 'x' })).toEqual({});
    expect(validate(passwordSignInSchema, { identifier: '12', password: '' })).toEqual({
      identifier: 'auth.validation.identifier',
      password: 'auth.validation.credentials',
    });
  });

  it('code login and sign-up need only the identifier', () => {
    expect(validate(identifierSchema, { identifier: 'a@b.tm' })).toEqual({});
    expect(validate(identifierSchema, { identifier: 'a@b' })).toEqual({ identifier: 'auth.validation.identifier' });
  });

  it('a code is exactly 4 digits', () => {
    expect(validate(codeSchema, { code: '0123' })).toEqual({});
    for (const code of ['', '123', '12345', '12a4'])
      expect(validate(codeSchema, { code })).toEqual({ code: 'auth.validation.code' });
  });
});

/** A refused call as the API client reports it (no message: an answer without one, or none at all). */
const refused = (
  status: number,
  { message = '', ...details }: { code?: string; message?: string; retryAfter?: number } = {},
) => new ApiError(status, message, details);

describe('reactions to refusals (spec §8)', () => {
  it('register: "User exists" warns at the identifier; another refusal shows the toast and the server\'s words', () => {
    expect(reactionTo(refused(400, { code: 'userExists', message: 'User exists' }), 'register')).toEqual({
      errors: { identifier: { id: 'auth.error.userExists' } },
      toast: false,
    });
    expect(reactionTo(refused(400, { code: 'invalidParameters', message: 'Invalid parameters' }), 'register')).toEqual({
      errors: { form: { id: 'auth.error.server', values: { message: 'Invalid parameters' } } },
      toast: true,
    });
  });

  it('sign-in: a wrong password asks for a valid identifier and password; other failures toast', () => {
    expect(reactionTo(refused(400, { code: 'passwordIncorrect' }), 'signin')).toEqual({
      errors: { form: { id: 'auth.validation.credentials' } },
      toast: false,
    });
    expect(reactionTo(refused(0), 'signin')).toEqual({ errors: {}, toast: true });
    expect(reactionTo(refused(500), 'sendCode')).toEqual({ errors: {}, toast: true });
  });

  it('verification: a wrong code and invalid parameters warn at the code', () => {
    expect(reactionTo(refused(400, { code: 'invalidCode' }), 'verify').errors).toEqual({
      code: { id: 'auth.validation.code' },
    });
    expect(reactionTo(refused(400, { code: 'invalidParameters' }), 'verify').errors).toEqual({
      code: { id: 'auth.error.somethingWrong' },
    });
  });

  it('rate limits and blocks say how long to wait, at any step', () => {
    expect(reactionTo(refused(429, { code: 'tooManyRequests', retryAfter: 42 }), 'sendCode').errors).toEqual({
      form: { id: 'auth.error.tooMany.wait', values: { unit: 'seconds', count: 42 } },
    });
    expect(reactionTo(refused(429), 'signin').errors).toEqual({ form: { id: 'auth.error.tooMany' } });
    expect(reactionTo(refused(403, { code: 'phoneBlocked', retryAfter: 86_400 }), 'verify')).toEqual({
      errors: { form: { id: 'auth.error.blocked.wait', values: { unit: 'hours', count: 24 } } },
      toast: false,
    });
  });

  it('rounds a wait up in the largest readable unit', () => {
    expect(waitOf(0.2)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitOf(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(waitOf(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitOf(3600)).toEqual({ unit: 'hours', count: 1 });
  });
});
