import { describe, expect, it } from '@jest/globals';
import { ValidationError } from 'yup';
import { meetsPasswordRule, passwordChangeSchema, passwordStrength } from './password-rules';

/** The message ids a schema gives for a value, by field. */
async function problems(schema: ReturnType<typeof passwordChangeSchema>, value: object) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

describe('the password rule (spec §5)', () => {
  it('needs 6 characters with a letter, a digit and one of !#$%&?', () => {
    expect(meetsPasswordRule('abc1!x')).toBe(true);
    expect(meetsPasswordRule('ab1!x')).toBe(false); // 5 characters
    expect(meetsPasswordRule('abcdef!')).toBe(false); // no digit
    expect(meetsPasswordRule('123456!')).toBe(false); // no letter
    expect(meetsPasswordRule('abc1234')).toBe(false); // no special
    expect(meetsPasswordRule('abc123@')).toBe(false); // @ is not one of the specials
    expect(meetsPasswordRule('şäher7?')).toBe(true); // Turkmen letters are letters
    expect(meetsPasswordRule('пароль1#')).toBe(true);
  });

  it('rates weak, medium and strong', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abc1!x')).toBe('medium');
    expect(passwordStrength('abcdefgh1!')).toBe('medium'); // long, one case, one special
    expect(passwordStrength('Abcdefgh1!')).toBe('strong'); // long, mixed case
    expect(passwordStrength('abcdefg1!?')).toBe('strong'); // long, two specials
    expect(passwordStrength('Abc1!x')).toBe('medium'); // mixed case but short
  });
});

describe('the change-password schema', () => {
  it("names the spec's messages: fill in all fields, the rule, the passwords don't match", async () => {
    const schema = passwordChangeSchema(true);
    expect(await problems(schema, { old: '', new: '', confirm: '' })).toEqual({
      old: 'profile.form.required',
      new: 'profile.form.required',
      confirm: 'profile.form.required',
    });
    expect(await problems(schema, { old: 'x', new: 'short1!', confirm: 'short1?' })).toEqual({
      confirm: 'profile.password.mismatch',
    });
    expect(await problems(schema, { old: 'x', new: 'abcdefg', confirm: 'abcdefg' })).toEqual({
      new: 'profile.password.rule',
    });
    expect(await problems(schema, { old: 'x', new: 'abc1!x', confirm: 'abc1!x' })).toEqual({});
  });

  it('does not ask for the old password of an account that has none', async () => {
    expect(await problems(passwordChangeSchema(false), { old: '', new: 'abc1!x', confirm: 'abc1!x' })).toEqual({});
  });
});
