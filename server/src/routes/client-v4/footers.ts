import type { FastifyInstance } from 'fastify';
import { FooterListSchema, FooterPageSchema } from '../../contract/catalogue';
import { UuidParams } from '../../contract/requests';
import { footerLinks, footerPage } from '../../services/footers';
import { notFound } from '../replies';
import { errorResponses } from '../schemas';

export default async function footerRoutes(app: FastifyInstance) {
  app.get(
    '/footers',
    {
      config: { cacheable: true },
      schema: {
        tags: ['footers'],
        summary: 'The info pages listed in the footer',
        response: { 200: FooterListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await footerLinks(app.db, request.lng);
      return { rows, count: rows.length };
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/footers/:uuid',
    {
      config: { cacheable: true },
      schema: {
        tags: ['footers'],
        summary: 'One info page; content paragraphs are separated by blank lines, list items start with "- "',
        params: UuidParams,
        response: { 200: FooterPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await footerPage(app.db, request.lng, request.params.uuid);
      if (!page) return notFound(reply, request.lng, 'page', request.params.uuid);
      return page;
    },
  );
}
