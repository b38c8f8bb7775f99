import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AuditPageSchema,
  AuditQuery,
  StaffAccountSchema,
  StaffChangeBody,
  StaffCreateBody,
  StaffLoginParams,
  type AuditQueryWire,
  type StaffChangeWire,
  type StaffCreateWire,
  type StaffLoginParamsWire,
} from '../contract/staff';
import { readAudit } from '../services/staff/audit';
import { changeStaff, createStaff, listStaff } from '../services/staff/manage';
import { errorAnswer } from './schemas';

const tags = ['staff'];
const refusals = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };

/**
 * The owners' calls (docs/adr/028): the staff accounts (list, add, change name, roles, password,
 * on/off) and the audit trail. Registered inside the admin routes, whose check (edge/staff-access.ts)
 * lets owners and the machine credential through.
 */
export default async function adminStaffRoutes(app: FastifyInstance) {
  const now = () => app.config.now();

  app.get(
    '/staff',
    {
      config: { staffRole: 'owner' },
      schema: {
        tags,
        summary: 'The staff accounts: login, name, roles, active or not',
        response: { 200: Type.Array(StaffAccountSchema), ...refusals },
      },
    },
    async () => listStaff(app.db),
  );

  app.post<{ Body: StaffCreateWire }>(
    '/staff',
    {
      config: { staffRole: 'owner' },
      schema: {
        tags,
        summary: 'Add a staff account with its roles and first password',
        body: StaffCreateBody,
        response: { 200: StaffAccountSchema, ...refusals },
      },
    },
    async (request) => createStaff(app.db, request.staff!, request.body, now()),
  );

  app.patch<{ Params: StaffLoginParamsWire; Body: StaffChangeWire }>(
    '/staff/:login',
    {
      config: { staffRole: 'owner' },
      schema: {
        tags,
        summary:
          "Change an account's name, roles or password, or turn it off or on (new roles, a new password or off end its sessions)",
        params: StaffLoginParams,
        body: StaffChangeBody,
        response: { 200: StaffAccountSchema, ...refusals },
      },
    },
    async (request) => changeStaff(app.db, request.staff!, request.params.login, request.body, now()),
  );

  app.get<{ Querystring: AuditQueryWire }>(
    '/audit',
    {
      config: { staffRole: 'owner' },
      schema: {
        tags,
        summary:
          'The audit trail, newest first: who changed what, when, before and after; filtered by who, what or on what',
        querystring: AuditQuery,
        response: { 200: AuditPageSchema, ...refusals },
      },
    },
    async (request) => readAudit(app.db, request.query),
  );
}
