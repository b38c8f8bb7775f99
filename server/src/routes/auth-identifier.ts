/**
 * A signed-in shopper's new phone or e-mail (/auth/v2/identifier, docs/adr/027), in the accounts
 * routes' scope (no caching, trusted origins, their error handler): a code goes to the new one, and
 * its confirmation makes it the account's. Sessions stay; the old identifier works until then.
 */
import type { FastifyInstance } from 'fastify';
import {
  CodeSentSchema,
  IdentifierChangeBodySchema,
  IdentifierConfirmBodySchema,
  UserAnswerSchema,
  type IdentifierChangeBody,
  type IdentifierConfirmBody,
} from '../contract/auth';
import { message } from '../lib/messages';
import { RefusedRequest } from '../edge/refused-request';
import { confirmIdentifierChange, requestIdentifierChange } from '../services/accounts/identifier-change';
import { identifierOf, refusedPhone, type Identifier } from '../services/accounts/identifiers';
import type { SessionCache } from '../services/accounts/session-cache';
import { userWire } from '../services/accounts/users';
import type { DeliverCode } from '../services/accounts/codes';
import type { Lng } from '../lib/lng';
import { clientAddressOf, requireSession } from './auth-request';

export interface IdentifierRoutesOptions {
  sessions: SessionCache;
  now: () => Date;
  refusals: Record<number, unknown>;
  tags: string[];
  deliverIn: (lng: Lng) => DeliverCode;
  /** empties the session caches of every process: the session's user changed */
  changed: () => Promise<void>;
}

/** The body's one identifier, or the refusal that says what is wrong with it. */
function newIdentifier(body: { phone?: string; email?: string }): Identifier {
  const found = identifierOf(body);
  if (found) return found;
  if (refusedPhone(body)) throw new RefusedRequest(400, 'phoneInvalid');
  if (body.email?.trim() && !body.phone?.trim()) throw new RefusedRequest(400, 'emailInvalid');
  throw new RefusedRequest(400, 'invalidParameters');
}

export function identifierRoutes(app: FastifyInstance, options: IdentifierRoutesOptions) {
  const { sessions, now, refusals, tags } = options;

  app.post<{ Body: IdentifierChangeBody }>(
    '/identifier',
    {
      schema: {
        tags,
        summary: "Ask to make a phone or e-mail the account's: a code goes to it (another account's: 400 userExists)",
        body: IdentifierChangeBodySchema,
        response: { 200: CodeSentSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      const { verification } = await requestIdentifierChange(app.db, options.deliverIn(request.lng), {
        user,
        identifier: newIdentifier(request.body),
        clientAddress: clientAddressOf(request),
        sendsPerAddress: app.config.codeSendsPerAddress,
        now: now(),
      });
      return { status: 200 as const, verification, message: message('codeSent', request.lng) };
    },
  );

  app.post<{ Body: IdentifierConfirmBody }>(
    '/identifier/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the new phone or e-mail with its code (4 digits, 5 minutes, 3 tries); the account takes it',
        body: IdentifierConfirmBodySchema,
        response: { 200: UserAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      const updated = await confirmIdentifierChange(app.db, {
        user,
        identifier: newIdentifier(request.body),
        verification: request.body.verification,
        code: request.body.code,
        now: now(),
      }).catch((error: unknown) => {
        // two accounts confirming one identifier at once: the database's unique index decides
        if ((error as { code?: string }).code === '23505') throw new RefusedRequest(400, 'userExists');
        throw error;
      });
      await options.changed();
      return { status: 200 as const, auth: userWire(updated) };
    },
  );
}
