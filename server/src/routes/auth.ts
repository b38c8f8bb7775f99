import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthAnswerSchema,
  ChangePasswordBodySchema,
  CodeSentSchema,
  DoneSchema,
  ProfileBodySchema,
  RegisterBodySchema,
  SessionAnswerSchema,
  SigninBodySchema,
  UserAnswerSchema,
  VerifyCodeBodySchema,
  type ChangePasswordBody,
  type ProfileBody,
  type RegisterBody,
  type SigninBody,
  type VerifyCodeBody,
} from '../contract/auth';
import { message } from '../lib/messages';
import type { Database } from '../db/client';
import { ACCOUNTS_CHANGED, accountsChanged, SessionCache } from '../services/accounts/session-cache';
import { checkCode, sendCode, withPasswordLimit } from '../services/accounts/codes';
import { identifierOf, refusedPhone, type Identifier } from '../services/accounts/identifiers';
import { PHOTO_MAX_BYTES, replacePhoto, squarePhoto } from '../services/accounts/photo';
import { hashPassword, passwordAcceptable, passwordMatches } from '../services/accounts/passwords';
import { personNameRefusal } from '../edge/error-text';
import { RefusedRequest } from '../edge/refused-request';
import { readUpload } from '../edge/uploads';
import {
  createSession,
  deviceIdOf,
  revokeOtherSessions,
  revokeSession,
  type SessionKind,
  type UserRow,
} from '../services/accounts/sessions';
import { findOrCreateUser, findUser, updateUser, userWire } from '../services/accounts/users';
import { deliverCodeIn, messengersFrom } from '../services/messaging/code-delivery';
import {
  clearSessionCookies,
  clientAddressOf,
  credentialsOf,
  fromTrustedOrigin,
  requireSession,
  sessionOf,
  setSessionCookies,
} from './auth-request';
import { addressRoutes } from './auth-addresses';
import { identifierRoutes } from './auth-identifier';
import { errorAnswer } from './schemas';

export interface AuthRoutesOptions {
  /** the database's LISTEN (db/client.ts): other processes' sign-outs and changes empty the session cache */
  listen: Database['listen'];
}

const refusals = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 429: errorAnswer };
const tags = ['auth'];

/**
 * Accounts (spec §7 /auth/v2, docs/adr/015): sign-up and sign-in by password or one-time code,
 * sessions, the profile and the shopper's addresses.
 */
export default async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const sessions = new SessionCache();
  const unlisten = await options.listen(ACCOUNTS_CHANGED, () => sessions.clear());
  app.addHook('onClose', () => unlisten());
  const changed = () => accountsChanged(app.db, sessions);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const now = () => app.config.now();
  const messengers = messengersFrom(app.db, app.config, app.log);

  // Malformed bodies and uploads answer the spec's translated messages; refusals and anything else
  // go to the app's error handler.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_FILES_LIMIT' ||
      error.code === 'FST_PARTS_LIMIT'
    ) {
      return reply.code(413).send({
        statusCode: 413,
        error: 'Payload Too Large',
        message: message('photoInvalid', request.lng),
        code: 'photoInvalid',
      });
    }
    const badName = personNameRefusal(error);
    if (badName) throw badName;
    if (('validation' in error && error.validation) || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: message('invalidParameters', request.lng),
        code: 'invalidParameters',
      });
    }
    throw error;
  });

  // Answers carry tokens and personal data: no browser or CDN cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request) => {
    const changesState = request.method !== 'GET' || request.url.split('?')[0].endsWith('/signout');
    if (changesState && !fromTrustedOrigin(request, app.config.trustedOrigins)) {
      throw new RefusedRequest(403, 'foreignOrigin');
    }
  });

  const identifier = (body: { phone?: string; email?: string }): Identifier => {
    const found = identifierOf(body);
    // A phone outside the one phone rule is never sent a code (docs/adr/027): it says so.
    if (!found) throw new RefusedRequest(400, refusedPhone(body) ? 'phoneInvalid' : 'invalidParameters');
    return found;
  };

  const codeSent = (request: FastifyRequest, verification: string) => ({
    status: 200 as const,
    verification,
    message: message('codeSent', request.lng),
  });

  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, kind: SessionKind) {
    const credentials = credentialsOf(request);
    const device = deviceIdOf(credentials.device);
    const { token, ended } = await createSession(app.db, {
      userId: user.id,
      device,
      kind,
      now: now(),
      replaces: credentials.token,
    });
    // the replaced tokens may sit in this or another process's session cache
    if (ended > 0) await changed();
    setSessionCookies(request, reply, { token, device, kind });
    return { status: 200 as const, auth: userWire(user), token, device };
  }

  app.post<{ Body: RegisterBody }>(
    '/register',
    {
      schema: {
        tags,
        summary: 'Start a sign-up: a code goes to the phone (SMS) or e-mail; "User exists" when taken',
        body: RegisterBodySchema,
        response: { 200: CodeSentSchema, ...refusals },
      },
    },
    async (request) => {
      const who = identifier(request.body);
      if (await findUser(app.db, who)) throw new RefusedRequest(400, 'userExists');
      const { verification } = await sendCode(app.db, deliverCodeIn(messengers, request.lng), {
        identifier: who,
        purpose: 'register',
        clientAddress: clientAddressOf(request),
        sendsPerAddress: app.config.codeSendsPerAddress,
        now: now(),
      });
      return codeSent(request, verification);
    },
  );

  app.post<{ Body: SigninBody }>(
    '/signin',
    {
      schema: {
        tags,
        summary: 'Sign in with a password, or without one (SMS mode): a code is sent',
        body: SigninBodySchema,
        response: { 200: { anyOf: [AuthAnswerSchema, CodeSentSchema] }, ...refusals },
      },
    },
    async (request, reply) => {
      const who = identifier(request.body);
      const { password } = request.body;
      if (password === undefined) {
        // Unknown identifiers get a code too: verifying it creates the account, and the answer
        // does not tell whether one exists.
        const { verification } = await sendCode(app.db, deliverCodeIn(messengers, request.lng), {
          identifier: who,
          purpose: 'signin',
          clientAddress: clientAddressOf(request),
          sendsPerAddress: app.config.codeSendsPerAddress,
          now: now(),
        });
        return codeSent(request, verification);
      }
      const user = await findUser(app.db, who);
      const signedInUser = await withPasswordLimit<UserRow>(app.db, who.value, now(), async () => {
        const right = await passwordMatches(user?.passwordHash ?? null, password);
        return right && user ? { ok: true, value: user } : { ok: false };
      });
      return signedIn(request, reply, signedInUser, 'password');
    },
  );

  app.post<{ Body: VerifyCodeBody }>(
    '/verifycode',
    {
      schema: {
        tags,
        summary: 'Check a code (4 digits, 5 minutes, 3 tries) and sign in; a first code creates the account',
        body: VerifyCodeBodySchema,
        response: { 200: AuthAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const who = identifier(request.body);
      await checkCode(app.db, {
        identifier: who,
        verification: request.body.verification,
        code: request.body.code,
        now: now(),
      });
      const user = await findOrCreateUser(app.db, who, now());
      return signedIn(request, reply, user, 'code');
    },
  );

  app.get(
    '/verify',
    {
      schema: {
        tags,
        summary: 'The session check: the signed-in user, or auth null',
        response: { 200: SessionAnswerSchema },
      },
    },
    async (request) => {
      const session = await sessionOf(app.db, sessions, request, now());
      return { auth: session ? userWire(session.user) : null };
    },
  );

  app.get(
    '/signout',
    {
      schema: {
        tags,
        summary: 'End this session and clear its cookies',
        response: { 200: DoneSchema, 403: errorAnswer },
      },
    },
    async (request, reply) => {
      const session = await sessionOf(app.db, sessions, request, now());
      if (session) {
        await revokeSession(app.db, session.sessionId, now());
        await changed();
      }
      clearSessionCookies(request, reply);
      return { status: 200 as const };
    },
  );

  app.post<{ Body: ProfileBody }>(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Merge name and surname into the current user (a new phone or e-mail: POST /identifier)',
        body: ProfileBodySchema,
        response: { 200: UserAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      refuseIdentifierChanges(user, request.body);
      const changes = { name: request.body.name?.trim(), surname: request.body.surname?.trim() };
      const updated = await updateUser(app.db, user.id, changes, now());
      await changed();
      return { status: 200 as const, auth: userWire(updated) };
    },
  );

  /**
   * A profile save keeps the account's phone and e-mail: one sent as it is already is no change;
   * any other is refused, since an identifier signs in and changes only with a code sent to the
   * new one (POST /identifier, docs/adr/027).
   */
  function refuseIdentifierChanges(user: UserRow, body: ProfileBody) {
    for (const kind of ['phone', 'email'] as const) {
      const typed = body[kind]?.trim();
      if (!typed) continue;
      const who = identifierOf({ [kind]: typed });
      if (!who || user[kind] !== who.value) throw new RefusedRequest(400, 'invalidParameters');
    }
  }

  app.post<{ Body: ChangePasswordBody }>(
    '/changepassword',
    {
      schema: {
        tags,
        summary: 'Set a new password (spec §5 rule); every other session of the user ends',
        body: ChangePasswordBodySchema,
        response: { 200: UserAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { sessionId, user } = await requireSession(app.db, sessions, request, now());
      const body = request.body;
      if (body.new !== body.confirm) throw new RefusedRequest(400, 'passwordsDontMatch');
      if (!passwordAcceptable(body.new)) throw new RefusedRequest(400, 'passwordRule');
      if (user.passwordHash) {
        const stored = user.passwordHash;
        await withPasswordLimit(app.db, user.phone ?? user.email ?? String(user.id), now(), async () =>
          (await passwordMatches(stored, body.old ?? '')) ? { ok: true as const, value: true } : { ok: false as const },
        );
      }
      const updated = await updateUser(app.db, user.id, { passwordHash: await hashPassword(body.new) }, now());
      await revokeOtherSessions(app.db, user.id, sessionId, now());
      await changed();
      return { status: 200 as const, auth: userWire(updated) };
    },
  );

  app.post(
    '/photo',
    {
      schema: {
        tags,
        summary: 'Upload the profile photo (multipart, one file: JPEG, PNG or WebP up to 5 MB), stored as a square',
        consumes: ['multipart/form-data'],
        response: { 200: UserAnswerSchema, 413: errorAnswer, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      const upload = await readUpload(request);
      if (!upload) throw new RefusedRequest(400, 'photoInvalid');
      const square = await squarePhoto(upload.bytes);
      const updated = await replacePhoto(app.db, user, square, now());
      await changed();
      return { status: 200 as const, auth: userWire(updated) };
    },
  );

  app.delete(
    '/photo',
    { schema: { tags, summary: 'Remove the profile photo', response: { 200: UserAnswerSchema, ...refusals } } },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      const updated = await replacePhoto(app.db, user, null, now());
      await changed();
      return { status: 200 as const, auth: userWire(updated) };
    },
  );

  addressRoutes(app, { sessions, now, refusals, tags });
  identifierRoutes(app, {
    sessions,
    now,
    refusals,
    tags,
    deliverIn: (lng) => deliverCodeIn(messengers, lng),
    changed,
  });
}
