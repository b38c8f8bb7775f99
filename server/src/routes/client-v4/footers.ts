import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { errorResponses } from '../schemas';
import { localized } from '../../lib/lng';
import { rowsOf } from '../../services/rows';

export default async function footerRoutes(app: FastifyInstance) {
  app.get('/footers', {
    config: { cacheable: true },
    schema: {
      tags: ['footers'],
      summary: 'The info pages listed in the footer',
      response: {
        200: {
          type: 'object',
          properties: {
            rows: { type: 'array', items: { type: 'object', properties: { uuid: { type: 'string' }, name: { type: 'string' } } } },
            count: { type: 'integer' },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => {
    const rows = await rowsOf<{ uuid: string; name: string }>(app.db,
      sql`select uuid, ${localized(sql`name`, request.lng)} as name from footer_pages order by position, slug`);
    return { rows, count: rows.length };
  });

  app.get<{ Params: { uuid: string } }>('/footers/:uuid', {
    config: { cacheable: true },
    schema: {
      tags: ['footers'],
      summary: 'One info page; content paragraphs are separated by blank lines, list items start with "- "',
      params: {
        type: 'object',
        required: ['uuid'],
        properties: { uuid: { type: 'string', format: 'uuid' } },
      },
      response: {
        200: { type: 'object', properties: { uuid: { type: 'string' }, name: { type: 'string' }, content: { type: 'string' } } },
        ...errorResponses,
      },
    },
  }, async (request, reply) => {
    const rows = await rowsOf<{ uuid: string; name: string; content: string }>(app.db,
      sql`select uuid, ${localized(sql`name`, request.lng)} as name, ${localized(sql`content`, request.lng)} as content
        from footer_pages where uuid = ${request.params.uuid}`);
    if (!rows.length) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No page ${request.params.uuid}` });
    return rows[0];
  });
}
