/**
 * Requests Node refuses before Fastify sees them: headers over MAX_HEADER_BYTES (431, mostly a
 * browser carrying too many cookies for the site), a malformed request (400), one that did not
 * arrive in time (408). A page request gets a small page in the shopper's language that says what
 * to do; an API path gets the API's JSON error. Both carry the security headers (docs/adr/011).
 *
 * Node hands over only the chunk of bytes it was parsing (`rawPacket`), so the path and the
 * language are read from it when they are in it; a page in Turkmen is the answer otherwise.
 */
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { DEFAULT_LNG, LNGS, type Lng } from '../contract/constants';
import { message, type MessageId } from '../lib/messages';
import { API_POLICY, COMMON_HEADERS, DOCUMENT_HEADERS } from './security-headers';

/**
 * The most request-header bytes the server reads (request line and headers), twice Node's 16 KB
 * default: a browser allows 4 KB per cookie, our own cookies take under 4 KB together, and 32 KB is
 * what common CDNs and proxies accept in front of the shop, so a shopper is refused here no sooner
 * than there. Larger headers get the page below.
 */
export const MAX_HEADER_BYTES = 32 * 1024;

/** What Node passes (fastify's type misnames rawPacket: it is the Buffer being parsed). */
type ClientError = Pick<ConnectionError, 'code'> & { rawPacket?: unknown };

interface Refusal {
  status: number;
  reason: string;
  title: MessageId;
  help: MessageId;
}

function refusalFor(code: string | undefined): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      title: 'requestTooLarge',
      help: 'requestTooLargeHelp',
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', title: 'requestTimeout', help: 'requestTimeoutHelp' };
  return { status: 400, reason: 'Bad Request', title: 'requestUnreadable', help: 'requestUnreadableHelp' };
}

const API_PATH = /^\/(client|auth|admin|images|videos|docs|health)(\/|$)/;
const LOCALE_PREFIX = /^\/(ru|en)(\/|$)/;

const asLng = (raw: string | undefined): Lng | undefined => {
  const value = raw?.trim().toLowerCase();
  if (value === 'tk') return 'tm';
  return LNGS.find((lng) => lng === value);
};

/** What can be read of the refused request: its path and headers, as far as the chunk holds them. */
export function readRefusedRequest(raw: Buffer | undefined): { path?: string; header(name: string): string[] } {
  const text = raw?.toString('latin1') ?? '';
  const path = /(?:^|\n)[A-Z]+ (\/[^\s]*) HTTP\/1\.[01]\r?\n/.exec(text)?.[1];
  return {
    path,
    header: (name) =>
      [...text.matchAll(new RegExp(`(?:^|\\n)${name}:([^\\r\\n]*)`, 'gi'))].map((match) => match[1].trim()),
  };
}

/** The languages of an Accept-Language header, most wanted first. */
function acceptedLngs(values: string[]): Lng[] {
  return values
    .flatMap((value) => value.split(','))
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { lng: asLng(tag.split('-')[0]), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { lng: Lng; q: number; index: number } => entry.lng !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.lng);
}

/**
 * The shopper's language: the page's /ru or /en prefix, else the lng cookie (or the API's lng
 * header), else Accept-Language, else Turkmen.
 */
export function refusedRequestLng(request: ReturnType<typeof readRefusedRequest>): Lng {
  const prefixed = request.path && LOCALE_PREFIX.exec(request.path)?.[1];
  if (prefixed) return prefixed as Lng;
  const chosen = [
    ...request.header('lng'),
    ...request.header('cookie').flatMap((cookie) => [...cookie.matchAll(/(?:^|;)\s*lng=([^;]*)/g)].map((m) => m[1])),
  ]
    .map((value) => asLng(value))
    .find((lng) => lng !== undefined);
  return chosen ?? acceptedLngs(request.header('accept-language'))[0] ?? DEFAULT_LNG;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE =
  'body{margin:0;padding:48px 20px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#16202a;background:#f4f6f8}' +
  'main{max-width:560px;margin:0 auto;padding:28px;background:#fff;border-radius:12px}' +
  'h1{margin:0 0 12px;font-size:22px;line-height:1.3}p{margin:0 0 20px}a{display:inline-block;margin:0 16px 8px 0;color:#0a58b0}';
const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
const HTML_LANG: Record<Lng, string> = { tm: 'tk', ru: 'ru', en: 'en' };

/** The page itself: status, what happened, what to do, Home and Try again. */
export function clientErrorPage(refusal: Refusal, lng: Lng, path: string | undefined): string {
  const home = lng === DEFAULT_LNG ? '/' : `/${lng}/`;
  // Plainly a path of this site: not '//host/…', which a browser would open as another site.
  const again = path && /^\/(?!\/)[\w\-./~%?=&+,]*$/.test(path) ? path : home;
  return (
    `<!DOCTYPE html><html lang="${HTML_LANG[lng]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${refusal.status} ${escapeHtml(message(refusal.title, lng))}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${refusal.status} ${escapeHtml(message(refusal.title, lng))}</h1>` +
    `<p>${escapeHtml(message(refusal.help, lng))}</p>` +
    `<a href="${escapeHtml(again)}">${escapeHtml(message('tryAgain', lng))}</a>` +
    `<a href="${home}">${escapeHtml(message('homePage', lng))}</a></main></body></html>`
  );
}

/** The whole HTTP answer to a refused request. */
export function clientErrorResponse(error: ClientError): string {
  const refusal = refusalFor(error.code);
  const request = readRefusedRequest(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined);
  const lng = refusedRequestLng(request);
  const api = request.path !== undefined && API_PATH.test(request.path);
  const body = api
    ? JSON.stringify({ statusCode: refusal.status, error: refusal.reason, message: message(refusal.help, lng) })
    : clientErrorPage(refusal, lng, request.path);
  const headers: Record<string, string> = {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'content-language': HTML_LANG[lng],
    'cache-control': 'no-store',
    connection: 'close',
    ...(api ? COMMON_HEADERS : DOCUMENT_HEADERS),
    'content-security-policy': api ? API_POLICY : PAGE_POLICY,
    'cross-origin-resource-policy': 'same-origin',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n${head}\r\n\r\n${body}`;
}

/** Fastify's clientErrorHandler (Fastify calls it bound to the app). */
export function answerClientError(this: FastifyInstance | undefined, error: ConnectionError, socket: Socket) {
  // A reset or closed connection: nothing to write to.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  // An earlier answer on this connection is half written: another would corrupt it.
  if ((socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  this?.log.debug({ code: error.code }, 'request refused before routing');
  // A peer that never reads the answer does not keep the connection.
  socket.setTimeout(10_000, () => socket.destroy());
  socket.end(clientErrorResponse(error));
}
