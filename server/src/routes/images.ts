import type { FastifyInstance } from 'fastify';
import { errorResponses } from './schemas';
import { IMAGE_WIDTHS, snapWidth } from '../services/images';

export default async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string }; Querystring: { w?: number } }>('/images/:key', {
    config: { rateLimit: { max: app.config.rateLimitMax * 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['images'],
      summary: `A catalogue image as webp, ${IMAGE_WIDTHS.join(', ')} px wide; other widths snap to the nearest`,
      params: {
        type: 'object',
        required: ['key'],
        properties: { key: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$' } },
      },
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { w: { type: 'integer', minimum: 1, maximum: 10000 } },
      },
      response: { 200: { description: 'image/webp bytes' }, 304: { description: 'not modified' }, ...errorResponses },
    },
  }, async (request, reply) => {
    const width = snapWidth(request.query.w);
    const image = await app.images.get(request.params.key, width);
    if (!image) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No image ${request.params.key}` });
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type('image/webp').send(image.body);
  });
}
