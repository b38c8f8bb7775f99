import type { FastifyInstance } from 'fastify';
import { SuggestionsQuery } from '../../contract/requests';
import { SuggestionsSchema } from '../../contract/search';
import { searchSuggestions } from '../../services/search';
import { errorResponses } from '../schemas';

export default async function searchRoutes(app: FastifyInstance) {
  app.get<{ Querystring: SuggestionsQuery }>(
    '/search',
    {
      config: { cacheable: true },
      schema: {
        tags: ['search'],
        summary:
          'Search box suggestions in one call: categories, brands and products matching the text (any language or ' +
          'script, typos tolerated), best first, at most limit of each; groups without items are left out',
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsSchema, ...errorResponses },
      },
    },
    async (request) => searchSuggestions(app.db, request.lng, request.query.query, request.query.limit),
  );
}
