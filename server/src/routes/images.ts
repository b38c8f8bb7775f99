import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTHS } from '../contract/constants';
import { ImageParams, ImageQuery } from '../contract/requests';
import { snapWidth } from '../services/images';
import { notFound } from './replies';
import { errorResponses } from './schemas';

export default async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string }; Querystring: { w?: number } }>(
    '/images/:key',
    {
      schema: {
        tags: ['images'],
        summary: `A catalogue image as webp, ${IMAGE_WIDTHS.join(', ')} px wide; other widths snap to the nearest`,
        params: ImageParams,
        querystring: ImageQuery,
        response: { 200: { description: 'image/webp bytes' }, 304: { description: 'not modified' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const width = snapWidth(request.query.w);
      const image = await app.images.get(request.params.key, width);
      if (!image) return notFound(reply, request.lng, 'image', request.params.key);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/webp').send(image.body);
    },
  );
}
