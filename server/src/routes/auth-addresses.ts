/**
 * The shopper's saved addresses (/auth/v2/addresses), in the accounts routes' scope: their hooks
 * (no caching, trusted origins, the error handler) apply, and every call needs the session.
 */
import type { FastifyInstance } from 'fastify';
import { AddressBodySchema, AddressIdParams, AddressSchema, DoneSchema, type AddressBody } from '../contract/auth';
import { RefTo } from '../contract/kit';
import { RefusedRequest } from '../edge/refused-request';
import { addAddress, editAddress, listAddresses, removeAddress } from '../services/accounts/addresses';
import type { SessionCache } from '../services/accounts/session-cache';
import { requireSession } from './auth-request';

export interface AddressRoutesOptions {
  sessions: SessionCache;
  now: () => Date;
  refusals: Record<number, unknown>;
  tags: string[];
}

export function addressRoutes(app: FastifyInstance, { sessions, now, refusals, tags }: AddressRoutesOptions) {
  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: "The shopper's addresses",
        response: { 200: { type: 'array', items: RefTo(AddressSchema) }, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      return listAddresses(app.db, user.id);
    },
  );

  app.post<{ Body: AddressBody }>(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Add an address (at most 20)',
        body: AddressBodySchema,
        response: { 200: RefTo(AddressSchema), ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      return addAddress(app.db, user.id, request.body);
    },
  );

  app.put<{ Params: { id: number }; Body: AddressBody }>(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: "Change one of the shopper's addresses (another shopper's id: 404)",
        params: AddressIdParams,
        body: AddressBodySchema,
        response: { 200: RefTo(AddressSchema), ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      const address = await editAddress(app.db, user.id, request.params.id, request.body);
      if (!address) throw new RefusedRequest(404, 'addressNotFound');
      return address;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: "Remove one of the shopper's addresses (another shopper's id: 404)",
        params: AddressIdParams,
        response: { 200: DoneSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await requireSession(app.db, sessions, request, now());
      if (!(await removeAddress(app.db, user.id, request.params.id))) throw new RefusedRequest(404, 'addressNotFound');
      return { status: 200 as const };
    },
  );
}
