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

  // A request refused before its body was read (401 or 429 at onRequest, 413 from Content-Length)
  // closes its connection: Node would otherwise read the rest of the body to reuse the socket, so a
  // 200 MB upload would still be received in full after its answer.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}

export default fp(requestBody, { name: 'request-body' });
