import type { FastifyReply } from 'fastify';
import type { Lng } from '../contract/constants';
import type { ErrorWire } from '../contract/catalogue';
import { message } from '../lib/messages';

/** What a 404 of a route can be about. */
export type Missing = 'product' | 'brand' | 'category' | 'page' | 'image' | 'group' | 'build';

/** A 404 in the API's error shape, worded in the caller's language, naming what was asked for. */
export function notFound(reply: FastifyReply, lng: Lng, missing: Missing, key: string | number) {
  const body: ErrorWire = {
    statusCode: 404,
    error: 'Not Found',
    message: `${message(`${missing}NotFound`, lng)}: ${key}`,
  };
  return reply.code(404).send(body);
}

/** A 400 in the API's error shape, for checks a JSON schema cannot express. */
export function badRequest(reply: FastifyReply, text: string) {
  const body: ErrorWire = { statusCode: 400, error: 'Bad Request', message: text };
  return reply.code(400).send(body);
}
