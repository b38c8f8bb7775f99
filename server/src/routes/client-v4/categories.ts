import type { FastifyInstance } from 'fastify';
import { errorResponses, groupCode, idParams, listResponse, pagingProperties, searchText } from '../schemas';
import { categoryDetail, listCategories } from '../../services/categories';

interface ListQuery {
  limit: number; offset: number; group?: string; onlyglobal?: boolean; inclucesubcategories?: boolean; parentId?: number;
  query?: string;
}

const crumb = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

export default async function categoryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>('/categories', {
    config: { cacheable: true },
    schema: {
      tags: ['categories'],
      summary: 'Categories: all, a group, the top level (onlyglobal) with or without subcategories, the children of parentId, '
        + 'or by text in any language (ranked by relevance)',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...pagingProperties(10000, 10000),
          group: groupCode,
          onlyglobal: { type: 'boolean' },
          inclucesubcategories: { type: 'boolean', description: 'spelled as the shop client spells it; with onlyglobal, rows carry items' },
          parentId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          query: searchText,
        },
      },
      response: { 200: listResponse('categoryRow'), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const filter = { group: q.group, onlyGlobal: q.onlyglobal, parentId: q.parentId, query: q.query?.trim() || undefined };
    return listCategories(app.db, request.lng, filter,
      { limit: q.limit, offset: q.offset }, q.inclucesubcategories === true);
  });

  app.get<{ Params: { id: number }; Querystring: { includeParameters?: boolean } }>('/categories/:id', {
    config: { cacheable: true },
    schema: {
      tags: ['categories'],
      summary: 'One category with its subcategories, breadcrumbs and, on request, its filterable parameters',
      params: idParams,
      querystring: {
        type: 'object', additionalProperties: false, properties: { includeParameters: { type: 'boolean' } },
      },
      response: {
        200: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            icon: { type: ['string', 'null'] },
            parentId: { type: ['integer', 'null'] },
            position: { type: 'integer' },
            countProduct: { type: 'integer' },
            items: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, icon: { type: ['string', 'null'] }, countProduct: { type: 'integer' } } } },
            parent: { anyOf: [crumb, { type: 'null' }] },
            breadcrumbs: { type: 'array', items: crumb },
            parameters: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  code: { type: 'string' },
                  name: { type: 'string' },
                  options: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: { id: { type: 'integer' }, code: { type: 'string' }, value: { type: 'string' }, count: { type: 'integer' } },
                    },
                  },
                },
              },
            },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request, reply) => {
    const detail = await categoryDetail(app.db, request.lng, request.params.id, request.query.includeParameters === true);
    if (!detail) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No category ${request.params.id}` });
    return detail;
  });
}
