/**
 * Who may call a staff route (docs/adr/028). Every /admin/v1 route names the role it needs in its
 * config (`staffRole`); a route that names none is the owners' alone, so a route added without a
 * thought is closed rather than open. A call is let through with:
 * - the machine credential, `x-admin-token: $ADMIN_TOKEN` (scripts, CI, the site build): every role;
 * - a staff member's session cookie, from the shop's own origin for anything but a read: the roles
 *   of the account, an owner's being every role.
 * Checked at onRequest, after the rate limit and before the body is read (docs/adr/009).
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../contract/staff';
import { message } from '../lib/messages';
import { fromTrustedOrigin } from '../routes/auth-request';
import { mayAct, operatorOfToken } from '../services/staff/accounts';
import { MACHINE_LOGIN, type StaffActor } from '../services/staff/audit';
import { hasAdminToken } from './admin-token';
import { RefusedRequest } from './refused-request';

/** The staff app's session cookie: HttpOnly, SameSite=Strict, sent to /admin paths only. */
export const STAFF_COOKIE = 'StaffToken';

declare module 'fastify' {
  interface FastifyRequest {
    /** who makes this staff call (set by `staffOnly`'s check) */
    staff: StaffActor | null;
  }
  interface FastifyContextConfig {
    /** the role a staff route needs ('any': a signed-in staff member of any role); none: owners only */
    staffRole?: StaffRole | 'any';
  }
}

const MACHINE: StaffActor = {
  id: null,
  login: MACHINE_LOGIN,
  name: MACHINE_LOGIN,
  roles: [...STAFF_ROLES],
};

const ROLE_NAMES = {
  owner: 'roleOwner',
  catalogue: 'roleCatalogue',
  orders: 'roleOrders',
  chat: 'roleChat',
} as const;

/** The role's name in the request's language, for a refusal. */
export const roleName = (role: StaffRole, request: FastifyRequest) => message(ROLE_NAMES[role], request.lng);

/** Checks every route of this plugin's context (and its children) as the module comment says. */
export async function staffOnly(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const needed = request.routeOptions.config.staffRole ?? 'owner';
    if (hasAdminToken(request, app.config.adminToken)) {
      request.staff = MACHINE;
      return;
    }
    const member = await operatorOfToken(app.db, request.cookies[STAFF_COOKIE], app.config.now());
    if (!member) throw new RefusedRequest(401, 'staffSignInFirst');
    if (request.method !== 'GET' && request.method !== 'HEAD' && !fromTrustedOrigin(request, app.config.trustedOrigins))
      throw new RefusedRequest(403, 'foreignOrigin');
    if (needed !== 'any' && !mayAct(member.roles, needed))
      throw new RefusedRequest(403, 'staffRoleMissing', { role: roleName(needed, request) });
    request.staff = { id: member.id, login: member.login, name: member.name, roles: member.roles };
  });
}
