import type { FastifyInstance } from 'fastify';
import { RefTo } from '../contract/kit';
import {
  OrderStatusChangeSchema,
  StaffOrderListQuery,
  StaffOrderListSchema,
  StaffOrderSchema,
  type OrderStatusChange,
  type StaffOrderListQueryWire,
} from '../contract/orders';
import { IdParams } from '../contract/requests';
import { hasAdminToken } from '../edge/admin-token';
import { RefusedRequest } from '../edge/refused-request';
import { message } from '../lib/messages';
import { changeOrderStatus, staffOrders } from '../services/orders/staff';
import { errorAnswer, errorResponses } from './schemas';

/** Staff's view of the orders (docs/adr/017): the list with filters, and moving an order on. */
export default async function adminOrderRoutes(app: FastifyInstance) {
  // The editors' token, checked before the body is read, as for every /admin/v1 call (routes/admin.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (!hasAdminToken(request, app.config.adminToken)) {
      return reply
        .code(401)
        .send({ statusCode: 401, error: 'Unauthorized', message: message('adminTokenRequired', request.lng) });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: StaffOrderListQueryWire & { limit: number; offset: number } }>(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, by status and by the day placed (Asia/Ashgabat)',
        querystring: StaffOrderListQuery,
        response: { 200: StaffOrderListSchema, 401: errorAnswer, ...errorResponses },
      },
    },
    (request) => staffOrders(app.db, request.query),
  );

  app.patch<{ Params: { id: number }; Body: OrderStatusChange }>(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move an order on: accepted -> delivering -> delivered, or cancel it (its pieces go back to stock)',
        params: IdParams,
        body: OrderStatusChangeSchema,
        response: { 200: RefTo(StaffOrderSchema), 401: errorAnswer, 409: errorAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const changed = await changeOrderStatus(app.db, request.params.id, request.body, app.config.now());
      if (!changed) throw new RefusedRequest(404, 'orderNotFound');
      return changed;
    },
  );
}
