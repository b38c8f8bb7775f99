import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Whether the request carries `x-admin-token: $ADMIN_TOKEN` (compared in constant time); never without a token set. */
export function hasAdminToken(headers: IncomingHttpHeaders, token: string | undefined): boolean {
  const given = headers['x-admin-token'];
  if (!token || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
