import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  OperatorAccountSchema,
  OperatorLoginParams,
  OperatorSavedSchema,
  OperatorSaveSchema,
  type OperatorLoginParamsWire,
  type OperatorSaveWire,
} from '../contract/admin-operators';
import { disableOperator, listOperators, OperatorInputError, saveOperator } from '../services/staff/accounts';
import { errorAnswer } from './schemas';

/**
 * Operator accounts through the API (docs/operations.md, Chat operators): `npm run operator:*`
 * calls these when an API runs on the embedded database, whose files only the API may open
 * (docs/adr/012). Registered inside the admin routes: every call needs the admin token.
 */
export default async function adminOperatorRoutes(app: FastifyInstance) {
  app.get(
    '/operators',
    {
      config: { staffRole: 'owner' },
      schema: {
        tags: ['admin'],
        summary: 'The chat operators: login, name, active or disabled',
        response: { 200: Type.Array(OperatorAccountSchema), 401: errorAnswer },
      },
    },
    async () =>
      (await listOperators(app.db)).map((row) => ({ login: row.login, name: row.name, active: !row.disabledAt })),
  );

  app.put<{ Params: OperatorLoginParamsWire; Body: OperatorSaveWire }>(
    '/operators/:login',
    {
      config: { staffRole: 'owner' },
      schema: {
        tags: ['admin'],
        summary: "Add an operator, or (reset) set an existing one's password and name (their consoles are signed out)",
        params: OperatorLoginParams,
        body: OperatorSaveSchema,
        response: { 200: OperatorSavedSchema, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      try {
        const { operator, created } = await saveOperator(
          app.db,
          { login: request.params.login, ...request.body },
          request.staff!,
        );
        return { login: operator.login, name: operator.name, created };
      } catch (error) {
        if (!(error instanceof OperatorInputError)) throw error;
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: error.message });
      }
    },
  );

  app.post<{ Params: OperatorLoginParamsWire }>(
    '/operators/:login/disable',
    {
      config: { staffRole: 'owner' },
      schema: {
        tags: ['admin'],
        summary: 'Disable an operator: no more sign-ins; open consoles stop at their next action',
        params: OperatorLoginParams,
        response: { 200: Type.Object({ login: Type.String() }), 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      if (await disableOperator(app.db, request.params.login, request.staff!))
        return { login: request.params.login.toLowerCase() };
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `no operator '${request.params.login}'` });
    },
  );
}
