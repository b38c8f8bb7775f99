import type { FastifyInstance } from 'fastify';
import { errorResponses, pagingProperties, productListingResponse, searchText } from '../schemas';
import { listProducts, SORTS, type Sort } from '../../services/products';
import { badRequest, priceBoundsProblem } from './listing';

interface FilterBody {
  categories?: number[]; brands?: number[]; parameters?: number[]; priceMin?: number; priceMax?: number;
  query?: string; sort?: Sort; inStock?: boolean;
}

const ids = (description: string) => ({
  type: 'array', maxItems: 100, description, items: { type: 'integer', minimum: 1, maximum: 2147483647 },
}) as const;

/**
 * The spec's "POST to a listing path" (body brands and parameters): the filter of a listing page in
 * a body, for filters too long for a URL. Same answer as GET /products.
 */
export default async function productFilterRoutes(app: FastifyInstance) {
  app.post<{ Querystring: { limit: number; offset: number; facets?: boolean }; Body: FilterBody }>('/products/filter', {
    config: { cacheable: true },
    schema: {
      tags: ['products'],
      summary: 'Product cards under a filter given in the body; facets=true adds the price range and facet counts',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...pagingProperties(20, 1000),
          facets: { type: 'boolean', description: 'also answer priceRange and facets (brands, the category\'s parameters)' },
        },
      },
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          categories: ids('category ids, subcategories included'),
          brands: ids('brand ids'),
          parameters: ids('parameter option ids: options of one parameter OR-ed, parameters AND-ed'),
          priceMin: { type: 'number', minimum: 0 },
          priceMax: { type: 'number', minimum: 0 },
          query: searchText,
          sort: { type: 'string', enum: [...SORTS] },
          inStock: { type: 'boolean' },
        },
      },
      response: { 200: productListingResponse, ...errorResponses },
    },
  }, async (request, reply) => {
    const body = request.body ?? {};
    const problem = priceBoundsProblem(body.priceMin, body.priceMax);
    if (problem) return badRequest(reply, problem);
    const { limit, offset, facets } = request.query;
    return listProducts(app.db, request.lng, {
      categoryIds: [...new Set(body.categories ?? [])],
      brandIds: [...new Set(body.brands ?? [])],
      parameterValueIds: body.parameters ?? [],
      query: body.query?.trim() || undefined,
      priceMin: body.priceMin,
      priceMax: body.priceMax,
      inStock: body.inStock,
    }, { limit, offset, sort: body.sort }, facets === true);
  });
}
