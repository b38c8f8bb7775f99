/**
 * The rules of who a shopper is (spec §5, §9): phone, e-mail, password and verification code. The
 * forms' yup schemas, the API's TypeBox schemas and its services all read them from here, so a rule
 * changes in one place (docs/adr/023). No TypeBox here: the browser bundle takes the file whole.
 */

/** §9: verification codes have 4 digits. */
export const CODE_LENGTH = 4;
export const CODE_PATTERN = `^[0-9]{${CODE_LENGTH}}$`;

/** §5: an optional plus and 7 to 15 digits, once the display format's spaces, dashes and brackets are left out. */
export const PHONE_PATTERN = '^\\+?[0-9]{7,15}$';
/** The longest phone as typed ('+993 (61) 23-45-67' and the like), before its digits are taken. */
export const PHONE_MAX_LENGTH = 32;
const PHONE = new RegExp(PHONE_PATTERN);

/** A phone as the API reads it: spaces, dashes and brackets of the display format left out. */
export const phoneDigits = (value: string) => value.replace(/[\s\-()]/g, '');

export const isPhone = (value: string) => PHONE.test(phoneDigits(value));

/**
 * §5's simple pattern, something@something.something, narrowed to the addresses a mailer delivers
 * exactly as stored (services/messaging/email.ts): RFC 5322's dot-atom local part, which needs no quoting (letters of
 * any script, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~, dots only between them; RFC 6531
 * allows the non-ASCII letters), at most 64 characters (RFC 5321), and a domain of two or more
 * labels (letters, digits, inner hyphens). Quotes, angle brackets, spaces, commas, semicolons,
 * brackets, backslashes and comments are what nodemailer's address parser reads as a display name,
 * a group or a list, so an address holding one would go to another mailbox: none is accepted.
 * Written for the `u` flag (ajv's unicodeRegExp, on by default; EMAIL below).
 */
const ATOM = "[\\p{L}\\p{M}\\p{Nd}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{Nd}](?:[\\p{L}\\p{M}\\p{Nd}-]*[\\p{L}\\p{M}\\p{Nd}])?';
const EMAIL_PATTERN = `^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`;
export const EMAIL_MIN_LENGTH = 3;
/** RFC 5321's longest path. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

/** An e-mail address as typed, already trimmed. */
export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);

/** §5: at least 6 characters, with a letter, a digit and one of these. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_SPECIALS = '!#$%&?';

export const passwordSpecialsIn = (password: string) =>
  [...password].filter((char) => PASSWORD_SPECIALS.includes(char)).length;

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    passwordSpecialsIn(password) > 0
  );
}
