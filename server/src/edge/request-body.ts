import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RefusedRequest } from './refused-request';

/**
 * The largest JSON body a call takes unless its route says otherwise (the catalogue import does):
 * the longest legitimate one, 1 000 ids of POST /products, is about 11 KB.
 */
export const MAX_BODY_BYTES = 64 * 1024;
/** Arrays and objects inside one another in a JSON body; the API's deepest body (an import) has 5. */
export const MAX_BODY_DEPTH = 32;

/** What is discarded of a body after its early answer, at most, before the connection closes. */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 2000;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * How deep the JSON text nests arrays and objects (brackets inside strings do not count), reading
 * no further than `limit` levels: one pass over the characters, no recursion, so a body of 10 000
 * '[' costs what its length costs and never the stack.
 */
export function nestingDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return deepest;
}

/** Reads and drops what is left of a request's body; closes its connection past LINGER_BYTES or LINGER_MS. */
function discardThenClose(incoming: IncomingMessage) {
  if (incoming.listenerCount('data') > 0) return;
  let discarded = 0;
  const close = () => incoming.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  incoming.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) close();
  });
  incoming.once('end', () => clearTimeout(timer));
}

/**
 * JSON bodies are measured before anything reads them: the size while they arrive (Fastify's
 * bodyLimit, 413), the nesting before parsing (400). So the response cache's key, validation and
 * handlers only ever see bodies of bounded size and depth (docs/adr/010).
 */
async function requestBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'ignore',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestingDepth(text, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      done(new RefusedRequest(400, 'bodyTooDeep', { limit: MAX_BODY_DEPTH }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // A request answered before its body arrived (401 or 429 at onRequest, 413 from Content-Length):
  // Node would read the rest of the body to reuse the connection, so a 200 MB upload would still be
  // received in full after its answer. Read it here instead, counting: a little more is discarded
  // (time for the client to read the answer; closing at once resets the connection and loses it),
  // then the connection closes.
  // (Fastify's own 413 asks for 'connection: close', which makes Node reset the connection.)
  // A callback hook: it runs on every answer and awaits nothing (bench:api).
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is false while a body is still arriving (true once read; absent on injected requests).
    if (request.raw.complete === false) {
      reply.removeHeader('connection');
      discardThenClose(request.raw);
    }
    done(null, payload);
  });
}

export default fp(requestBody, { name: 'request-body' });
