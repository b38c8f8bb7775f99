import type { FastifyInstance } from 'fastify';
import { BrandRowSchema } from '../../contract/catalogue';
import { ListOf, RefTo } from '../../contract/kit';
import { BrandListQuery, IdParams } from '../../contract/requests';
import { listBrands } from '../../services/brands';
import { notFound } from '../replies';
import { errorResponses } from '../schemas';

export default async function brandRoutes(app: FastifyInstance) {
  app.get<{ Querystring: BrandListQuery }>(
    '/brands',
    {
      config: { cacheable: true },
      schema: {
        tags: ['brands'],
        summary: 'Brands with their product count: all, a group (popular), by name, or those present in a category',
        querystring: BrandListQuery,
        response: { 200: ListOf(RefTo(BrandRowSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, group, query, categoryId } = request.query;
      return listBrands(app.db, { group, query: query?.trim() || undefined, categoryId }, { limit, offset });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/brands/:id',
    {
      config: { cacheable: true },
      schema: {
        tags: ['brands'],
        summary: 'One brand',
        params: IdParams,
        response: { 200: RefTo(BrandRowSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows } = await listBrands(app.db, { ids: [request.params.id] }, { limit: 1, offset: 0 });
      if (!rows.length) return notFound(reply, request.lng, 'brand', request.params.id);
      return rows[0];
    },
  );
}
