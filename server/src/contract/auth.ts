/**
 * The wire of /auth/v2 (spec §3, §5, §7): bodies with the spec's names, answers with its fields
 * (auth, token, device, verification, status, message), and the session constants (docs/adr/015).
 * The rules of phones, e-mails, passwords and codes are in identity-rules.ts, of addresses in
 * address-rules.ts (docs/adr/023).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SavedAddressFields } from './address';
import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from './identity-rules';
import { Id, NullableString, OptionalText, PersonName, Phone, Str } from './kit';

/** §9: session lifetimes in days, by how the shopper signed in. */
export const SESSION_DAYS = { password: 15, code: 60 } as const;
/** The cookies the API sets (HttpOnly) and the headers it also accepts (spec §6). */
export const TOKEN_COOKIE = 'Token';
export const DEVICE_COOKIE = 'Device';
export const TOKEN_HEADER = 'token';
export const DEVICE_HEADER = 'device';

const Email = Str({
  minLength: EMAIL_MIN_LENGTH,
  maxLength: EMAIL_MAX_LENGTH,
  description: 'an e-mail address',
});

export const RegisterBodySchema = Type.Object(
  { phone: Type.Optional(Phone()), email: Type.Optional(Email) },
  { additionalProperties: false, description: 'phone or email (one of them)' },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const SigninBodySchema = Type.Object(
  {
    phone: Type.Optional(Phone()),
    email: Type.Optional(Email),
    password: Type.Optional(OptionalText(PASSWORD_MAX_LENGTH, 'omitted in SMS mode: a code is sent instead')),
  },
  { additionalProperties: false },
);
export type SigninBody = Static<typeof SigninBodySchema>;

export const VerifyCodeBodySchema = Type.Object(
  {
    code: OptionalText(16, `${CODE_LENGTH} digits`),
    verification: Str({ minLength: 1, maxLength: 128, description: 'from register or signin' }),
    phone: Type.Optional(Phone()),
    email: Type.Optional(Email),
  },
  { additionalProperties: false },
);
export type VerifyCodeBody = Static<typeof VerifyCodeBodySchema>;

export const ProfileBodySchema = Type.Object(
  {
    name: Type.Optional(PersonName(PERSON_NAME_MAX_LENGTH, { required: false })),
    surname: Type.Optional(PersonName(PERSON_NAME_MAX_LENGTH, { required: false })),
    phone: Type.Optional(Phone()),
    email: Type.Optional(Email),
  },
  {
    additionalProperties: false,
    description:
      'fields merged into the current user; a phone or e-mail only as the account already has it (a change goes through /identifier and its code)',
  },
);
export type ProfileBody = Static<typeof ProfileBodySchema>;

/**
 * A new phone or e-mail for the signed-in account (docs/adr/027): one of them; a code goes to it,
 * and the confirmation names it again with the code and the verification token.
 */
export const IdentifierChangeBodySchema = RegisterBodySchema;
export type IdentifierChangeBody = RegisterBody;
export const IdentifierConfirmBodySchema = VerifyCodeBodySchema;
export type IdentifierConfirmBody = VerifyCodeBody;

export const ChangePasswordBodySchema = Type.Object(
  {
    old: Type.Optional(OptionalText(PASSWORD_MAX_LENGTH, 'may be empty when no password is set yet')),
    new: OptionalText(PASSWORD_MAX_LENGTH),
    confirm: OptionalText(PASSWORD_MAX_LENGTH),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    phone: NullableString('digits only, as verified'),
    email: NullableString(),
    photo: NullableString('image URL (/images/{key}?w=…), or null'),
    hasPassword: Type.Boolean({ description: 'false for accounts that only signed in by code' }),
  },
  { $id: 'user' },
);
export type UserWire = Static<typeof UserSchema>;

/** A signed-in answer: the user, and the token and device the cookies also carry. */
export const AuthAnswerSchema = Type.Object({
  status: Type.Literal(200),
  auth: Type.Unsafe<UserWire>(Type.Ref('user')),
  token: Type.String(),
  device: Type.String(),
});
export type AuthAnswerWire = Static<typeof AuthAnswerSchema>;

/** A code was sent: the token to send back with it to /verifycode. */
export const CodeSentSchema = Type.Object({
  status: Type.Literal(200),
  verification: Type.String(),
  message: Type.String(),
});
export type CodeSentWire = Static<typeof CodeSentSchema>;

export const SessionAnswerSchema = Type.Object({
  auth: Type.Unsafe<UserWire | null>({ anyOf: [Type.Ref('user'), Type.Null()] }),
});
export type SessionAnswerWire = Static<typeof SessionAnswerSchema>;

export const UserAnswerSchema = Type.Object({
  status: Type.Literal(200),
  auth: Type.Unsafe<UserWire>(Type.Ref('user')),
});
export type UserAnswerWire = Static<typeof UserAnswerSchema>;

export const DoneSchema = Type.Object({ status: Type.Literal(200) });

/** Spec §3: a saved address, under the one address rule (contract/address-rules.ts). */
export const AddressBodySchema = Type.Object(SavedAddressFields, { additionalProperties: false });
export type AddressBody = Static<typeof AddressBodySchema>;

export const AddressSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    welayat: Type.String(),
    etrap: Type.String(),
    city: NullableString(),
    street: Type.String(),
    building: NullableString(),
    home: NullableString(),
  },
  { $id: 'address' },
);
export type AddressWire = Static<typeof AddressSchema>;

export const AddressIdParams = Type.Object({ id: Id() });
