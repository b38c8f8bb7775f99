import type { FastifyInstance } from 'fastify';
import { ProductListingSchema } from '../../contract/products';
import { ProductFilterBody, ProductFilterQuery } from '../../contract/requests';
import { listProducts } from '../../services/products';
import { badRequest } from '../replies';
import { errorResponses } from '../schemas';
import { priceBoundsProblem } from './listing';

/**
 * The spec's "POST to a listing path" (body brands and parameters): the filter of a listing page in
 * a body, for filters too long for a URL. Same answer as GET /products.
 */
export default async function productFilterRoutes(app: FastifyInstance) {
  app.post<{ Querystring: ProductFilterQuery; Body: ProductFilterBody }>(
    '/products/filter',
    {
      config: { cacheable: true },
      schema: {
        tags: ['products'],
        summary: 'Product cards under a filter given in the body; facets=true adds the price range and facet counts',
        querystring: ProductFilterQuery,
        body: ProductFilterBody,
        response: { 200: ProductListingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const problem = priceBoundsProblem(body.priceMin, body.priceMax, request.lng);
      if (problem) return badRequest(reply, problem);
      const { limit, offset, facets } = request.query;
      return listProducts(
        app.db,
        request.lng,
        {
          categoryIds: [...new Set(body.categories ?? [])],
          brandIds: [...new Set(body.brands ?? [])],
          parameterValueIds: body.parameters ?? [],
          query: body.query?.trim() || undefined,
          priceMin: body.priceMin,
          priceMax: body.priceMax,
          inStock: body.inStock,
        },
        { limit, offset, sort: body.sort },
        facets === true,
        (key, compute) => app.responseCache.remember(key, compute),
      );
    },
  );
}
