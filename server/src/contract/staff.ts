/**
 * The staff's accounts, roles and audit trail (docs/adr/028): wire schemas of /admin/v1/session,
 * /admin/v1/staff and /admin/v1/audit, and the roles every staff route names.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Format, Id, NullableInteger, NullableString, Str, StringEnum } from './kit';

/**
 * - owner: everything, and the staff accounts and the audit trail
 * - catalogue: products, prices, stock, catalogue import, site builds and roll-backs
 * - orders: orders, their statuses, cancels and refunds, the messages sent to shoppers
 * - chat: the shoppers' chat (the operators' console)
 */
export const STAFF_ROLES = ['owner', 'catalogue', 'orders', 'chat'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A login: what a staff member signs in with, stored in lower case. */
export const STAFF_LOGIN_PATTERN = '^[a-z0-9._-]{3,40}$';
export const STAFF_NAME_MAX = 60;
/** A staff password is longer than a shopper's (accounts that can change prices and refund). */
export const STAFF_PASSWORD_MIN = 10;

export const StaffRoleSchema = StringEnum(STAFF_ROLES);

export const StaffSigninBody = Type.Object(
  {
    login: Str({ minLength: 1, maxLength: 60 }),
    password: Str({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type StaffSigninWire = Static<typeof StaffSigninBody>;

/** Who is signed in: what the staff app shows and which of its parts it offers. */
export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  name: Type.String(),
  roles: Type.Array(StaffRoleSchema),
});
export type StaffMemberWire = Static<typeof StaffMemberSchema>;

/** An account as owners see it: the member, whether it may sign in, and since when it exists. */
export const StaffAccountSchema = Type.Composite([
  StaffMemberSchema,
  Type.Object({ active: Type.Boolean(), createdAt: Type.String({ format: 'date-time' }) }),
]);
export type StaffAccountWire = Static<typeof StaffAccountSchema>;

export const StaffLoginParams = Type.Object(
  { login: Format('^[A-Za-z0-9._-]{1,60}$', { description: 'the login (stored in lower case)' }) },
  { additionalProperties: false },
);
export type StaffLoginParamsWire = Static<typeof StaffLoginParams>;

const Roles = Type.Array(StaffRoleSchema, { minItems: 1, maxItems: STAFF_ROLES.length, uniqueItems: true });

/** A new account: the owner gives the first password, which its holder should change. */
export const StaffCreateBody = Type.Object(
  {
    login: Str({ minLength: 1, maxLength: 60 }),
    name: Str({ minLength: 1, maxLength: STAFF_NAME_MAX, visible: true }),
    password: Str({ minLength: 1, maxLength: 200 }),
    roles: Roles,
  },
  { additionalProperties: false },
);
export type StaffCreateWire = Static<typeof StaffCreateBody>;

/** An owner's change to an account: its name, roles, a new password, or on/off. */
export const StaffChangeBody = Type.Object(
  {
    name: Type.Optional(Str({ minLength: 1, maxLength: STAFF_NAME_MAX, visible: true })),
    roles: Type.Optional(Roles),
    password: Type.Optional(Str({ minLength: 1, maxLength: 200 })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type StaffChangeWire = Static<typeof StaffChangeBody>;

/** What the audit trail records: one kind of change each. */
export const AUDIT_ACTIONS = [
  'staff.create',
  'staff.change',
  'staff.signout-everywhere',
  'product.change',
  'catalogue.import',
  'build.queue',
  'build.activate',
  'order.status',
  'promo.create',
  'promo.change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Format('^[A-Za-z0-9._-]{1,60}$', { description: 'a login' })),
    action: Type.Optional(StringEnum(AUDIT_ACTIONS)),
    subject: Type.Optional(Str({ minLength: 1, maxLength: 80, description: 'e.g. product:42 or staff:merjen' })),
    before: Type.Optional(Id({ description: 'entries older than this id (the next page)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  },
  { additionalProperties: false },
);
export type AuditQueryWire = Static<typeof AuditQuery>;

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** the staff member's login, or null for a call with the machine credential (ADMIN_TOKEN) */
  actor: NullableString('the login'),
  actorName: NullableString(),
  action: StringEnum(AUDIT_ACTIONS),
  subject: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntryWire = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = Type.Object({
  entries: Type.Array(AuditEntrySchema),
  /** the `before` of the next page, or null at the oldest entry */
  next: NullableInteger(),
});
export type AuditPageWire = Static<typeof AuditPageSchema>;
