/**
 * Security headers on every answer of the API's origin: pages, the build's files, API answers,
 * errors (docs/adr/011-headers-and-delivery.md). A page arrives with its own Content-Security-Policy
 * (set by site.ts from the build's script hashes); every other answer gets the policy of its kind
 * here. Answers written before Fastify has a request (431 and other malformed requests) take the
 * same headers from ../lib/client-errors.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Sent with every answer: no answer is read as another type, or shown in another site's frame. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // frame-ancestors 'none' in the policies; this for browsers that predate it.
  'x-frame-options': 'DENY',
};

/**
 * Sent with documents only (pages, /docs, the refusal pages): browsers apply these to a document
 * and ignore them on JSON, scripts and images, which would carry about 300 bytes each for nothing.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  // Search words and filter states in our URLs stay on the site; other sites see only the origin.
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Powers the shop never uses, refused to any script that might ask (features Chromium knows:
  // an unknown name would be a console error on every page).
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
};

/** API answers are data, never documents: a JSON body opened as a page can run or load nothing. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** An image or video opened on its own still shows. */
export const MEDIA_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'none'";
/** Swagger UI (/docs): its own scripts, its inline styles, data: icons, calls to /docs/json. */
export const DOCS_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const MEDIA_PATH = /^\/(images|videos|payments)(\/|$)/;
const DOCS_PATH = /^\/docs(\/|$)/;

/** The route the request matched ('/images/:key'), as the router decoded it; else its raw path. */
const pathOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url.split('?', 1)[0];

/** Every header an answer of each kind gets, built once: the hook runs on every answer. */
const headersOf = (base: Readonly<Record<string, string>>, policy: string, resourcePolicy: string) =>
  Object.freeze({
    ...base,
    'content-security-policy': policy,
    'cross-origin-resource-policy': resourcePolicy,
  });
const MEDIA_HEADERS = headersOf(COMMON_HEADERS, MEDIA_POLICY, 'cross-origin');
const DOCS_HEADERS = headersOf(DOCUMENT_HEADERS, DOCS_POLICY, 'same-origin');
const API_HEADERS = headersOf(COMMON_HEADERS, API_POLICY, 'same-origin');
const { 'content-security-policy': _policy, ...PAGE_HEADERS } = headersOf(DOCUMENT_HEADERS, '', 'same-origin');

function headersFor(path: string, hasPolicy: boolean): Readonly<Record<string, string>> {
  // Images, videos and the banks' logos are embedded by pages that may live on another origin (a CDN).
  if (MEDIA_PATH.test(path)) return MEDIA_HEADERS;
  // A page arrives with its own policy (site.ts); everything else gets the API's.
  if (hasPolicy) return PAGE_HEADERS;
  return DOCS_PATH.test(path) ? DOCS_HEADERS : API_HEADERS;
}

async function securityHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer and awaits nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headersFor(pathOf(request), reply.hasHeader('content-security-policy')));
    // Meaningful only over TLS (browsers ignore it on plain HTTP); a TLS proxy may add it instead.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
