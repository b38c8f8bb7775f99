/**
 * Wire schemas of the operator accounts' admin calls (/admin/v1/operators): what `npm run
 * operator:*` asks a running API (docs/operations.md, Chat operators), so that no second process
 * opens the embedded database beside it (docs/adr/012).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Format, Str } from './kit';
import { StaffRoleSchema, STAFF_ROLES } from './staff';

export const OperatorLoginParams = Type.Object(
  { login: Format('^[A-Za-z0-9._-]{1,60}$', { description: 'the login (stored in lower case)' }) },
  { additionalProperties: false },
);
export type OperatorLoginParamsWire = Static<typeof OperatorLoginParams>;

export const OperatorSaveSchema = Type.Object(
  {
    name: Str({ minLength: 1, maxLength: 60, visible: true, description: 'what shoppers see' }),
    password: Str({ minLength: 1, maxLength: 200 }),
    reset: Type.Optional(Type.Boolean({ description: 'an existing operator: new password and name' })),
    roles: Type.Optional(
      Type.Array(StaffRoleSchema, {
        minItems: 1,
        maxItems: STAFF_ROLES.length,
        uniqueItems: true,
        description: "the account's roles (docs/adr/028); a new account without them is a chat operator",
      }),
    ),
  },
  { additionalProperties: false },
);
export type OperatorSaveWire = Static<typeof OperatorSaveSchema>;

export const OperatorAccountSchema = Type.Object({
  login: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
});
export type OperatorAccountWire = Static<typeof OperatorAccountSchema>;

export const OperatorSavedSchema = Type.Object({
  login: Type.String(),
  name: Type.String(),
  created: Type.Boolean(),
});
