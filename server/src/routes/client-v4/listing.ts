import type { FastifyReply } from 'fastify';

/** A 400 in the API's error shape, for checks a JSON schema cannot express. */
export function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message });
}

export function priceBoundsProblem(priceMin: number | undefined, priceMax: number | undefined): string | null {
  return priceMin !== undefined && priceMax !== undefined && priceMin > priceMax ? 'priceMin must not be above priceMax' : null;
}
