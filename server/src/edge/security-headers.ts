/**
 * Security headers on every answer of the API's origin: pages, the build's files, API answers,
 * errors (docs/adr/011-headers-and-delivery.md). A page arrives with its own Content-Security-Policy
 * (set by site.ts from the build's script hashes); every other answer gets the policy of its kind
 * here. Answers written before Fastify has a request (431 and other malformed requests) take the
 * same headers from ../lib/client-errors.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Sent with every answer. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // frame-ancestors 'none' in the policies; this for browsers that predate it.
  'x-frame-options': 'DENY',
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

const MEDIA_PATH = /^\/(images|videos)(\/|$)/;
const DOCS_PATH = /^\/docs(\/|$)/;

function policyFor(path: string): string {
  if (MEDIA_PATH.test(path)) return MEDIA_POLICY;
  if (DOCS_PATH.test(path)) return DOCS_POLICY;
  return API_POLICY;
}

/** The route the request matched ('/images/:key'), as the router decoded it; else its raw path. */
const pathOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url.split('?', 1)[0];

async function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request);
    reply.headers(COMMON_HEADERS);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policyFor(path));
    // Images and videos are embedded by pages that may live on another origin (a CDN).
    reply.header('cross-origin-resource-policy', MEDIA_PATH.test(path) ? 'cross-origin' : 'same-origin');
    // Meaningful only over TLS (browsers ignore it on plain HTTP); a TLS proxy may add it instead.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
