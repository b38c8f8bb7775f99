import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const DIR = join(__dirname, '..', '..', 'operator-page');

/**
 * The page may run its own script and style sheet and talk to this origin (its socket included),
 * nothing else; the rest of an API answer's policy stays (docs/adr/011).
 */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const FILES = {
  'operator.js': 'text/javascript; charset=utf-8',
  'operator.css': 'text/css; charset=utf-8',
} as const;

/**
 * The operators' console (/operator, docs/operations.md): a small page of its own, apart from the
 * shop's bundles, as the editors' /admin is. The page itself is public (a sign-in form); the queue,
 * the conversations and the socket need an operator's session (routes/operator.ts).
 */
export default async function operatorPageRoutes(app: FastifyInstance) {
  const page = readFileSync(join(DIR, 'index.html'));
  const files = Object.fromEntries(Object.keys(FILES).map((name) => [name, readFileSync(join(DIR, name))])) as Record<
    keyof typeof FILES,
    Buffer
  >;

  app.get('/operator', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', PAGE_POLICY)
      .send(page),
  );
  for (const name of Object.keys(FILES) as (keyof typeof FILES)[]) {
    app.get(`/operator/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.type(FILES[name]).header('cache-control', 'no-cache').send(files[name]),
    );
  }
}
