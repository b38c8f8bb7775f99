import type { FastifyInstance } from 'fastify';
import { errorResponses, groupCode, idParams, listResponse, pagingProperties, productListingResponse, searchText } from '../schemas';
import { groupInfo, listProducts, productsByIds, SORTS, type ProductFilter, type Sort } from '../../services/products';
import { productDetail } from '../../services/product-detail';
import { parseIdList } from './id-list';
import { badRequest, priceBoundsProblem } from './listing';

interface ListQuery {
  limit: number; offset: number; sort?: Sort; query?: string; group?: string; categories?: string;
  categoryId?: number; brands?: string; parameters?: string; priceMin?: number; priceMax?: number; inStock?: boolean;
  offerto?: number; sameto?: number; facets?: boolean;
}

const idList = { type: 'string', pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$', description: 'comma-separated ids' } as const;
const anId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export default async function productRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>('/products', {
    config: { cacheable: true },
    schema: {
      tags: ['products'],
      summary: 'Product cards: by text (ranked by relevance), group (popular, sales, new, weekly), category, brand, '
        + 'parameter options, price; or linked to a product. facets=true adds the price range and facet counts',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...pagingProperties(20, 1000),
          sort: { type: 'string', enum: [...SORTS] },
          query: searchText,
          group: groupCode,
          categories: idList,
          categoryId: anId,
          brands: idList,
          parameters: { ...idList, description: 'parameter option ids: options of one parameter OR-ed, parameters AND-ed' },
          priceMin: { type: 'number', minimum: 0 },
          priceMax: { type: 'number', minimum: 0 },
          inStock: { type: 'boolean' },
          offerto: { ...anId, description: 'products recommended with this product' },
          sameto: { ...anId, description: 'products similar to this product' },
          facets: { type: 'boolean', description: 'also answer priceRange and facets (brands, the category\'s parameters)' },
        },
      },
      response: { 200: productListingResponse, ...errorResponses },
    },
  }, async (request, reply) => {
    const q = request.query;
    const problem = priceBoundsProblem(q.priceMin, q.priceMax);
    if (problem) return badRequest(reply, problem);
    const categoryIds = [...parseIdList(q.categories), ...(q.categoryId ? [q.categoryId] : [])];
    const filter: ProductFilter = {
      categoryIds,
      brandIds: parseIdList(q.brands),
      parameterValueIds: parseIdList(q.parameters),
      group: q.group,
      query: q.query?.trim() || undefined,
      priceMin: q.priceMin,
      priceMax: q.priceMax,
      inStock: q.inStock,
    };
    if (q.offerto) filter.linkedTo = { kind: 'offerto', productId: q.offerto };
    else if (q.sameto) filter.linkedTo = { kind: 'sameto', productId: q.sameto };
    let group;
    if (q.group) {
      group = await groupInfo(app.db, request.lng, q.group);
      if (!group) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No product group '${q.group}'` });
    }
    const result = await listProducts(app.db, request.lng, filter, { limit: q.limit, offset: q.offset, sort: q.sort }, q.facets === true);
    return group ? { ...result, group } : result;
  });

  app.post<{ Querystring: { limit: number }; Body: { ids: number[] } }>('/products', {
    config: { cacheable: true },
    schema: {
      tags: ['products'],
      summary: 'Product cards for a list of ids (cart, favourites), in the order given; [0] stands for none',
      querystring: {
        type: 'object', additionalProperties: false, properties: { limit: pagingProperties(100, 1000).limit },
      },
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: { ids: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 0, maximum: 2147483647 } } },
      },
      response: { 200: listResponse('productCard'), ...errorResponses },
    },
  }, async (request) => {
    const rows = await productsByIds(app.db, request.lng, request.body.ids, request.query.limit);
    return { rows, count: rows.length };
  });

  app.get<{ Params: { id: number }; Querystring: { includeParameters?: boolean; includeLinks?: boolean } }>('/products/:id', {
    config: { cacheable: true },
    schema: {
      tags: ['products'],
      summary: 'One product with its gallery, features and, on request, parameters and linked products',
      params: idParams,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { includeParameters: { type: 'boolean' }, includeLinks: { type: 'boolean' } },
      },
      response: { 200: { $ref: 'productDetail#' }, ...errorResponses },
    },
  }, async (request, reply) => {
    const detail = await productDetail(app.db, request.lng, request.params.id, {
      parameters: request.query.includeParameters === true,
      links: request.query.includeLinks === true,
    });
    if (!detail) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No product ${request.params.id}` });
    return detail;
  });
}
