/**
 * The rules of who a shopper is (spec §5, §9): phone, e-mail, password and verification code. The
 * forms' yup schemas, the API's TypeBox schemas and its services all read them from here, so a rule
 * changes in one place (docs/adr/023). No TypeBox here: the browser bundle takes the file whole.
 */

/** §9: verification codes have 4 digits. */
export const CODE_LENGTH = 4;
export const CODE_PATTERN = `^[0-9]{${CODE_LENGTH}}$`;

/**
 * The one phone rule (docs/adr/027). Shoppers in Turkmenistan type their number as they say it:
 * the 8 local digits, or with the trunk 0 or 8 before them, or after 993; all of those mean +993.
 * A number of another country needs its country code after + or 00 (§5: 7 to 15 digits). What is
 * neither is refused, never sent abroad: 7 digits alone, 10 digits alone, or + before 8 bare
 * digits ('+64579281', a local number with a stray plus, which would reach New Zealand).
 */
export const HOME_COUNTRY_CODE = '993';
export const LOCAL_PHONE_DIGITS = 8;
/** The longest phone as typed ('+993 (61) 23-45-67', '00 993 61 23 45 67' and the like). */
export const PHONE_MAX_LENGTH = 32;
/** What the schemas say of a phone field (the rule itself is `normalisePhone`). */
export const PHONE_DESCRIPTION =
  '8 local digits (or 0/8/993 before them) mean +993; another country: + or 00, its code, 7 to 15 digits in all';

/** The separators of the display format, left out before the digits are read. */
const SEPARATORS = /[\s\-().]/g;
/** A local number: 8 digits, the first not 0 (a trunk prefix, never a number's start). */
const LOCAL_NUMBER = `[1-9][0-9]{${LOCAL_PHONE_DIGITS - 1}}`;
const LOCAL = new RegExp(`^(?:${HOME_COUNTRY_CODE}|[08])?(${LOCAL_NUMBER})$`);
const HOME_INTERNATIONAL = new RegExp(`^${HOME_COUNTRY_CODE}${LOCAL_NUMBER}$`);
const INTERNATIONAL = /^[1-9][0-9]{6,14}$/;

/**
 * A typed phone in its one stored form, '+' and its digits ('+99361234567'), or null when the rule
 * refuses it. The forms, the API's schemas' services and every place a phone enters call this.
 */
export function normalisePhone(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, '');
  const international = /^(?:\+|00)/.exec(compact);
  if (!international) {
    const local = LOCAL.exec(compact);
    return local ? `+${HOME_COUNTRY_CODE}${local[1]}` : null;
  }
  const digits = compact.slice(international[0].length);
  if (digits.startsWith(HOME_COUNTRY_CODE)) return HOME_INTERNATIONAL.test(digits) ? `+${digits}` : null;
  if (digits.length === LOCAL_PHONE_DIGITS || !INTERNATIONAL.test(digits)) return null;
  return `+${digits}`;
}

export const isPhone = (typed: string) => normalisePhone(typed) !== null;

/**
 * A phone as the shop shows it (§5: '+993 xx xx xx xx'): a Turkmen number in pairs after +993,
 * another as + and its digits. Takes a stored or normalised phone (its digits, with or without +),
 * not a typed one: normalisePhone reads those.
 */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (HOME_INTERNATIONAL.test(digits)) {
    return `+${HOME_COUNTRY_CODE} ${digits
      .slice(HOME_COUNTRY_CODE.length)
      .match(/[0-9]{2}/g)
      ?.join(' ')}`;
  }
  return digits ? `+${digits}` : phone;
}

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

/**
 * A person's name (the profile's name and surname, the quick order's and the back-in-stock alert's
 * full name): letters of any script first, then letters, combining marks, spaces, apostrophes,
 * dots and hyphens ("Aýna", "Ogulgerek Berdiýewa", "O'Neil", "Jean-Luc"). Digits and emoji are
 * not a name the shop can call a person by.
 */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** What the API's schemas say of a name field (the rule itself is `personNameProblem`). */
export const PERSON_NAME_DESCRIPTION =
  "a person's name: letters of any script first, then letters, spaces, apostrophes, dots and hyphens";
/** The longest name and surname (the profile's, the quick order's full name). */
export const PERSON_NAME_MAX_LENGTH = 100;
/** The longest full name of a back-in-stock alert (spec §3 fio). */
export const FULL_NAME_MAX_LENGTH = 120;

export type NameProblem = 'required' | 'tooLong' | 'invalid';

/** One character as the shopper sees it: an emoji with its skin tone or joiners stays whole. */
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
const NAME_CHARACTER = /^[\p{L}\p{M} '’.-]+$/u;

/**
 * The characters of a typed name the rule does not take (each once, in the order typed), so a
 * form can say what to remove ("😀", "2") instead of only that the name is wrong.
 */
export function nameCharactersNotAllowed(typed: string): string[] {
  const found = graphemes(typed.trim())
    .map(({ segment }) => segment)
    .filter((segment) => !NAME_CHARACTER.test(segment));
  return [...new Set(found)];
}

/** What is wrong with a typed name (trimmed first), or null; an empty one only where it is `required`. */
export function personNameProblem(
  typed: string,
  { required = true, maxLength = PERSON_NAME_MAX_LENGTH }: { required?: boolean; maxLength?: number } = {},
): NameProblem | null {
  const name = typed.trim();
  if (!name) return required ? 'required' : null;
  if (name.length > maxLength) return 'tooLong';
  return PERSON_NAME.test(name) ? null : 'invalid';
}
