import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { build, type Plugin } from 'esbuild';
import { STAFF_APP_BASE, STAFF_APP_SCREENS, type StaffAppScreen } from '../contract/staff-app';
import { RefusedRequest } from '../edge/refused-request';

/** The repository's root: the staff app's source is src/staff-app, its texts locales/. */
const ROOT = join(__dirname, '..', '..', '..');
const ENTRY = join(ROOT, 'src', 'staff-app', 'main.tsx');
/** The admin calls' first segment under the app's address (/admin/v1/…): never the page. */
const ADMIN_API = 'v1';

interface Bundle {
  /** `app.<hash>.js`: a new name whenever the code changes, so the script is cached for good */
  name: string;
  body: Buffer;
}

/** Gatsby runs the catalogue, not the staff app: a kit module that reaches for it fails the bundle. */
export const noGatsby: Plugin = {
  name: 'no-gatsby',
  setup(builder) {
    builder.onResolve({ filter: /^gatsby($|\/)/ }, (args) => ({
      errors: [{ text: `${args.importer} imports ${args.path}: the staff app does not run on Gatsby (docs/adr/029)` }],
    }));
  },
};

async function bundle(): Promise<Bundle> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    minify: true,
    // A classic script: the page's nonce reaches emotion through document.currentScript.
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.GATSBY_API_URL': '""' },
    plugins: [noGatsby],
  });
  const body = Buffer.from(result.outputFiles[0].contents);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { name: `app.${hash}.js`, body };
}

let built: Promise<Bundle> | null = null;

/** The bundle, made once per process (a failed attempt is tried again at the next request). */
export function staffAppBundle(): Promise<Bundle> {
  built ??= bundle().catch((error: unknown) => {
    built = null;
    throw error;
  });
  return built;
}

const policy = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data: blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

/** The shop's mark, in the page itself: the browser asks no other address for it. */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#0b7a4b"/><path d="M27 8 14 27h9l-2 13 13-19h-9l2-13z" fill="#fff"/><circle cx="38" cy="10" r="4" fill="#f26a1b"/></svg>',
)}`;

const page = (script: string, nonce: string) => `<!doctype html>
<html lang="tk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Elektronika</title>
<link rel="icon" href="${ICON}">
</head>
<body>
<div id="staff-app" data-base="${STAFF_APP_BASE}"></div>
<script nonce="${nonce}" src="${STAFF_APP_BASE}/${script}"></script>
</body>
</html>
`;

/**
 * The staff app (docs/adr/029): its page at each screen's path, with a nonce for its script and
 * emotion's style elements, and its script, bundled from src/staff-app by the API itself so the app
 * is there whatever the state of the catalogue's site build. Any other address under the app that
 * is not an admin call (a mistyped or outdated link) gets the page too, as a 404: the app says there
 * is no such section and shows the way to the ones there are.
 */
export default async function staffAppRoutes(app: FastifyInstance) {
  // The page and its script count as the shop's files (edge/rate-limits.ts), not as admin calls.
  const route = { schema: { hide: true }, config: { rateLimitFamily: 'files' as const } };

  const sendPage = async (reply: FastifyReply, status: 200 | 404) => {
    const { name } = await staffAppBundle();
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', policy(nonce))
      .send(page(name, nonce));
  };

  const paths = [
    STAFF_APP_BASE,
    ...STAFF_APP_SCREENS.flatMap((screen) => [`${STAFF_APP_BASE}/${screen}`, `${STAFF_APP_BASE}/${screen}/*`]),
  ];
  for (const path of paths) app.get(path, route, async (_request, reply) => sendPage(reply, 200));

  app.get<{ Params: { name: string } }>(`${STAFF_APP_BASE}/:name`, route, async (request, reply) => {
    if (request.params.name === ADMIN_API) return reply.callNotFound();
    const { name, body } = await staffAppBundle();
    if (request.params.name === name)
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    // A script of an earlier build, or any other file: no page stands in for it.
    if (/\.\w+$/.test(request.params.name)) throw new RefusedRequest(404, 'notFound');
    return sendPage(reply, 404);
  });
  // Deeper addresses: counted as admin calls (rate-limits.ts), since the admin calls share the prefix.
  app.get<{ Params: { '*': string } }>(`${STAFF_APP_BASE}/*`, { schema: { hide: true } }, async (request, reply) => {
    if (request.params['*'].split('/', 1)[0] === ADMIN_API) return reply.callNotFound();
    return sendPage(reply, 404);
  });

  // The chat console's former address, kept in operators' bookmarks, leads to its screen.
  const chat: StaffAppScreen = 'chat';
  const hidden = { schema: { hide: true } };
  app.get('/operator', hidden, async (_request, reply) => reply.redirect(`${STAFF_APP_BASE}/${chat}`, 302));
  app.get('/operator/*', hidden, async (_request, reply) => reply.redirect(`${STAFF_APP_BASE}/${chat}`, 302));
}
