import type { FastifyInstance } from 'fastify';
import { errorResponses, groupCode, idParams, listResponse, pagingProperties, searchText } from '../schemas';
import { listBrands } from '../../services/brands';

interface ListQuery { limit: number; offset: number; group?: string; query?: string; categoryId?: number }

export default async function brandRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>('/brands', {
    config: { cacheable: true },
    schema: {
      tags: ['brands'],
      summary: 'Brands with their product count: all, a group (popular), by name, or those present in a category',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...pagingProperties(10000, 10000),
          group: groupCode,
          query: searchText,
          categoryId: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
      response: { 200: listResponse('brandRow'), ...errorResponses },
    },
  }, async (request) => {
    const { limit, offset, group, query, categoryId } = request.query;
    return listBrands(app.db, { group, query: query?.trim() || undefined, categoryId }, { limit, offset });
  });

  app.get<{ Params: { id: number } }>('/brands/:id', {
    config: { cacheable: true },
    schema: {
      tags: ['brands'],
      summary: 'One brand',
      params: idParams,
      response: { 200: { $ref: 'brandRow#' }, ...errorResponses },
    },
  }, async (request, reply) => {
    const { rows } = await listBrands(app.db, { ids: [request.params.id] }, { limit: 1, offset: 0 });
    if (!rows.length) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No brand ${request.params.id}` });
    return rows[0];
  });
}
