import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_LNGS } from '../contract/constants';
import { Str } from '../contract/kit';
import { OutboxRowSchema } from '../contract/outbox';
import { parseLng } from '../lib/lng';
import { message } from '../lib/messages';
import { latestOutbox } from '../services/messaging/outbox';

/** The page's one style sheet, allowed by its hash: API answers' policy (docs/adr/011) allows none. */
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}';
const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The messages the development providers "sent" (SMS_PROVIDER=outbox, e-mail without SMTP_URL), so a
 * person trying the shop can read their code, and tests can too. Not registered in production,
 * where the editors' page shows them behind its sign-in (routes/admin-outbox.ts, docs/adr/016).
 */
export default async function devOutboxRoutes(app: FastifyInstance) {
  if (app.config.production) return;

  app.get(
    '/outbox.json',
    {
      schema: {
        tags: ['development'],
        summary: 'Sent messages, newest first (not in production)',
        response: { 200: Type.Array(OutboxRowSchema) },
      },
    },
    () => latestOutbox(app.db),
  );

  app.get<{ Querystring: { lng?: string } }>(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Sent messages as a page, in TM, RU or EN (?lng= or the lng header; not in production)',
        querystring: Type.Object({ lng: Type.Optional(Str({ maxLength: 8 })) }),
      },
    },
    async (request, reply) => {
      const lng = request.query.lng ? parseLng(request.query.lng) : request.lng;
      const rows = await latestOutbox(app.db);
      const t = (id: Parameters<typeof message>[0]) => escapeHtml(message(id, lng));
      const switcher = API_LNGS.map((code) => `<a href="?lng=${code}" lang="${code.toLowerCase()}">${code}</a>`).join(
        ' · ',
      );
      const body = rows.length
        ? `<table><thead><tr><th>${t('outboxTime')}</th><th>${t('outboxChannel')}</th><th>${t('outboxTo')}</th><th>${t('outboxText')}</th></tr></thead><tbody>${rows
            .map(
              (row) =>
                `<tr><td><time datetime="${row.at}">${row.at.replace('T', ' ').slice(0, 19)}</time></td><td>${row.channel === 'sms' ? 'SMS' : 'e-mail'}</td><td>${escapeHtml(row.to)}</td><td>${row.subject ? `<strong>${escapeHtml(row.subject)}</strong><br>` : ''}${escapeHtml(row.text)}</td></tr>`,
            )
            .join('')}</tbody></table>`
        : `<p>${t('outboxEmpty')}</p>`;
      const page = `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>${t('outboxTitle')}</title><style>${STYLE}</style></head><body><nav>${switcher}</nav><h1>${t('outboxTitle')}</h1><p>${t('outboxNote')}</p>${body}</body></html>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_POLICY)
        .send(page);
    },
  );
}
