import type { FastifyInstance } from 'fastify';
import { RefTo } from '../../contract/kit';
import {
  ProductCardListSchema,
  ProductDetailListSchema,
  ProductDetailSchema,
  ProductListingSchema,
} from '../../contract/products';
import {
  IdParams,
  ProductDetailQuery,
  ProductDetailsQuery,
  ProductIdsBody,
  ProductIdsQuery,
  ProductListQuery,
} from '../../contract/requests';
import { groupInfo, listProducts, productsByIds, type ProductFilter } from '../../services/products';
import { productDetail, productDetails } from '../../services/product-detail';
import { badRequest, notFound } from '../replies';
import { errorResponses } from '../schemas';
import { parseIdList } from './id-list';
import { priceBoundsProblem } from './listing';

export default async function productRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ProductListQuery }>(
    '/products',
    {
      config: { cacheable: true },
      schema: {
        tags: ['products'],
        summary:
          'Product cards: by text (ranked by relevance), group (popular, sales, new, weekly), category, brand, ' +
          'parameter options, price; or linked to a product. facets=true adds the price range and facet counts',
        querystring: ProductListQuery,
        response: { 200: ProductListingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const problem = priceBoundsProblem(q.priceMin, q.priceMax, request.lng);
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
        if (!group) return notFound(reply, request.lng, 'group', q.group);
      }
      const result = await listProducts(
        app.db,
        request.lng,
        filter,
        { limit: q.limit, offset: q.offset, sort: q.sort },
        q.facets === true,
        (key, compute) => app.responseCache.remember(key, compute),
      );
      return group ? { ...result, group } : result;
    },
  );

  app.post<{ Querystring: { limit: number }; Body: ProductIdsBody }>(
    '/products',
    {
      config: { cacheable: true },
      schema: {
        tags: ['products'],
        summary: 'Product cards for a list of ids (cart, favourites), in the order given; [0] stands for none',
        querystring: ProductIdsQuery,
        body: ProductIdsBody,
        response: { 200: ProductCardListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await productsByIds(app.db, request.lng, request.body.ids, request.query.limit);
      return { rows, count: rows.length };
    },
  );

  app.get<{ Querystring: ProductDetailsQuery }>(
    '/products/details',
    {
      config: { cacheable: true },
      schema: {
        tags: ['products'],
        summary:
          'Several products as GET /products/{id} answers each, in the order asked (unknown ids left out): ' +
          "the site's build reads the catalogue this way",
        querystring: ProductDetailsQuery,
        response: { 200: ProductDetailListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await productDetails(app.db, request.lng, parseIdList(request.query.ids), {
        parameters: request.query.includeParameters === true,
        links: request.query.includeLinks === true,
      });
      return { rows, count: rows.length };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { includeParameters?: boolean; includeLinks?: boolean } }>(
    '/products/:id',
    {
      config: { cacheable: true },
      schema: {
        tags: ['products'],
        summary: 'One product with its gallery, features and, on request, parameters and linked products',
        params: IdParams,
        querystring: ProductDetailQuery,
        response: { 200: RefTo(ProductDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const detail = await productDetail(app.db, request.lng, request.params.id, {
        parameters: request.query.includeParameters === true,
        links: request.query.includeLinks === true,
      });
      if (!detail) return notFound(reply, request.lng, 'product', request.params.id);
      return detail;
    },
  );
}
