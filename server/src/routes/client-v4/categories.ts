import type { FastifyInstance } from 'fastify';
import { CategoryDetailSchema, CategoryRowSchema } from '../../contract/catalogue';
import { ListOf, RefTo } from '../../contract/kit';
import { CategoryDetailQuery, CategoryListQuery, IdParams } from '../../contract/requests';
import { categoryDetail, listCategories } from '../../services/categories';
import { notFound } from '../replies';
import { errorResponses } from '../schemas';

export default async function categoryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CategoryListQuery }>(
    '/categories',
    {
      config: { cacheable: true },
      schema: {
        tags: ['categories'],
        summary:
          'Categories: all, a group, the top level (onlyglobal) with or without subcategories, the children of parentId, ' +
          'or by text in any language (ranked by relevance)',
        querystring: CategoryListQuery,
        response: { 200: ListOf(RefTo(CategoryRowSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = {
        group: q.group,
        onlyGlobal: q.onlyglobal,
        parentId: q.parentId,
        query: q.query?.trim() || undefined,
      };
      return listCategories(
        app.db,
        request.lng,
        filter,
        { limit: q.limit, offset: q.offset },
        q.inclucesubcategories === true,
      );
    },
  );

  app.get<{ Params: { id: number }; Querystring: { includeParameters?: boolean } }>(
    '/categories/:id',
    {
      config: { cacheable: true },
      schema: {
        tags: ['categories'],
        summary: 'One category with its subcategories, breadcrumbs and, on request, its filterable parameters',
        params: IdParams,
        querystring: CategoryDetailQuery,
        response: { 200: CategoryDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const detail = await categoryDetail(
        app.db,
        request.lng,
        request.params.id,
        request.query.includeParameters === true,
      );
      if (!detail) return notFound(reply, request.lng, 'category', request.params.id);
      return detail;
    },
  );
}
