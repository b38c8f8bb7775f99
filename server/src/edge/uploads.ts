import type { FastifyRequest } from 'fastify';
import { RefusedRequest } from './refused-request';

/** @fastify/multipart's refusals that keep their own answer: the limits (413) and a body that is not multipart. */
const KEPT = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const NOT_MULTIPART = 'FST_INVALID_MULTIPART_CONTENT_TYPE';

export interface Upload {
  bytes: Buffer;
}

/**
 * The one file of a multipart request (@fastify/multipart registered on the route's plugin), read
 * whole; undefined when the request holds none. Every route that takes files reads them here, so a
 * body the multipart parser cannot read (no boundary, a boundary that does not match or is longer
 * than 256 characters, a part cut off, no closing delimiter, bare LF line ends) is one refusal, 400
 * 'uploadMalformed' in the caller's language: busboy reports these as plain errors without a code
 * or status, which the app's error handler would otherwise answer as a 500.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload | undefined> {
  try {
    const file = await request.file();
    if (!file) return undefined;
    return { bytes: await file.toBuffer() };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && (KEPT.has(code) || code === NOT_MULTIPART)) throw error;
    throw new RefusedRequest(400, 'uploadMalformed');
  }
}
