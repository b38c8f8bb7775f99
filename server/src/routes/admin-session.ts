import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { StaffMemberSchema, StaffSigninBody, type StaffSigninWire } from '../contract/staff';
import { RefusedRequest } from '../edge/refused-request';
import { STAFF_COOKIE, staffOnly } from '../edge/staff-access';
import {
  createOperatorSession,
  endSessions,
  OPERATOR_SESSION_MS,
  revokeOperatorToken,
  signInOperator,
} from '../services/staff/accounts';
import { recordAudit } from '../services/staff/audit';
import { fromTrustedOrigin } from './auth-request';
import { errorAnswer } from './schemas';

const tags = ['staff'];
const refusals = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 429: errorAnswer };

const cookieOptions = (request: FastifyRequest) => ({
  path: '/admin',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

/**
 * A staff member's session (docs/adr/028): sign in with login and password (the shoppers'
 * wrong-password limit and lock-out), who is signed in, sign out here or everywhere. The session is
 * an HttpOnly, SameSite=Strict cookie sent to /admin paths only; the token's SHA-256 alone is kept.
 */
export default async function adminSessionRoutes(app: FastifyInstance) {
  const now = () => app.config.now();
  await app.register(async (open) => {
    await open.register(cookie);
    open.post<{ Body: StaffSigninWire }>(
      '/session',
      {
        schema: {
          tags,
          summary: "Sign a staff member in: sets the staff app's HttpOnly session cookie",
          body: StaffSigninBody,
          response: { 200: Type.Object({ staff: StaffMemberSchema }), ...refusals },
        },
      },
      async (request, reply: FastifyReply) => {
        if (!fromTrustedOrigin(request, app.config.trustedOrigins)) throw new RefusedRequest(403, 'foreignOrigin');
        const member = await signInOperator(app.db, request.body.login, request.body.password, now());
        const token = await createOperatorSession(app.db, member.id, now());
        reply.header('cache-control', 'no-store');
        reply.setCookie(STAFF_COOKIE, token, { ...cookieOptions(request), maxAge: OPERATOR_SESSION_MS / 1000 });
        return { staff: { id: member.id, login: member.login, name: member.name, roles: member.roles } };
      },
    );
  });

  await app.register(async (signedIn) => {
    await staffOnly(signedIn);
    signedIn.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    signedIn.get(
      '/session',
      {
        config: { staffRole: 'any' },
        schema: {
          tags,
          summary: 'Who is signed in, with their roles (the machine credential has every role)',
          response: { 200: Type.Object({ staff: StaffMemberSchema }), ...refusals },
        },
      },
      async (request) => {
        const { id, login, name, roles } = request.staff!;
        return { staff: { id: id ?? 0, login, name, roles } };
      },
    );

    signedIn.delete(
      '/session',
      {
        config: { staffRole: 'any' },
        schema: {
          tags,
          summary: 'Sign out: ends this session',
          response: { 200: Type.Object({ done: Type.Boolean() }), ...refusals },
        },
      },
      async (request, reply) => {
        await revokeOperatorToken(app.db, request.cookies[STAFF_COOKIE] ?? '', now());
        reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
        return { done: true };
      },
    );

    signedIn.post(
      '/session/everywhere',
      {
        config: { staffRole: 'any' },
        schema: {
          tags,
          summary:
            "Sign out everywhere: ends every session of the signed-in account (the staff app's and the chat console's)",
          response: { 200: Type.Object({ done: Type.Boolean() }), ...refusals },
        },
      },
      async (request, reply) => {
        const staff = request.staff!;
        if (staff.id !== null) {
          const id = staff.id;
          await app.db.transaction(async (tx) => {
            await endSessions(tx, id, now());
            await recordAudit(tx, staff, {
              action: 'staff.signout-everywhere',
              subject: `staff:${staff.login}`,
              before: null,
              after: null,
              at: now(),
            });
          });
        }
        reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
        return { done: true };
      },
    );
  });
}
