import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BANK_CODES } from '../services/payments/banks';

/** The banks' logos (server/media/payments/<bank>.svg), named by orders/extras' payment types. */
export const PAYMENT_LOGO_DIR = join(__dirname, '..', '..', 'media', 'payments');

/**
 * /payments/<bank>.svg: the three banks' logos, read once at start-up. Embedded by the checkout,
 * which may live on another origin, so they are media (edge/security-headers.ts); cached a day and
 * revalidated, since a logo may be redrawn under the same name.
 */
export default async function paymentLogoRoutes(app: FastifyInstance) {
  for (const bank of BANK_CODES) {
    const body = readFileSync(join(PAYMENT_LOGO_DIR, `${bank}.svg`));
    app.get(`/payments/${bank}.svg`, { schema: { hide: true } }, (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body),
    );
  }
}
