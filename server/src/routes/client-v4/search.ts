import type { FastifyInstance } from 'fastify';
import { errorResponses, searchText } from '../schemas';
import { searchSuggestions } from '../../services/search';

const item = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    icon: { type: ['string', 'null'] },
    type: { type: 'string', enum: ['category', 'brand', 'product'] },
  },
} as const;

export default async function searchRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { query: string; limit: number } }>('/search', {
    config: { cacheable: true },
    schema: {
      tags: ['search'],
      summary: 'Search box suggestions in one call: categories, brands and products matching the text (any language or '
        + 'script, typos tolerated), best first, at most limit of each; groups without items are left out',
      querystring: {
        type: 'object',
        required: ['query'],
        additionalProperties: false,
        properties: {
          query: searchText,
          limit: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
        },
      },
      response: {
        200: {
          type: 'object',
          properties: {
            groups: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  label: { type: 'string', enum: ['categories', 'brands', 'products'] },
                  items: { type: 'array', items: item },
                },
              },
            },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => searchSuggestions(app.db, request.lng, request.query.query, request.query.limit));
}
