import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Whether the request carries `x-admin-token: $ADMIN_TOKEN` (editors' calls, site builds). Compared
 * in constant time; with no ADMIN_TOKEN configured no request has it.
 */
export function hasAdminToken(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers['x-admin-token'];
  if (!token || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
