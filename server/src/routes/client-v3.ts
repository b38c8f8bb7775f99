import type { FastifyInstance } from 'fastify';
import { errorResponses } from './schemas';
import { compareProducts, MAX_COMPARED } from '../services/compare';

interface Call { class: 'products'; fn: 'getCompare'; props: { ids: number[] }; resKey: string }

/**
 * The older batch endpoint: a list of calls, each answered under its resKey. The shop uses it for
 * one call only, products.getCompare; other classes and functions are refused by the schema.
 */
export default async function clientV3Routes(app: FastifyInstance) {
  app.post<{ Body: Call[] }>('/', {
    config: { cacheable: true },
    schema: {
      tags: ['comparison'],
      summary: 'Batch call (?json): products.getCompare answers the comparison table under resKey',
      querystring: { type: 'object', properties: { json: { type: 'string' } } },
      body: {
        type: 'array',
        minItems: 1,
        maxItems: 5,
        items: {
          type: 'object',
          required: ['class', 'fn', 'props', 'resKey'],
          additionalProperties: false,
          properties: {
            class: { type: 'string', const: 'products' },
            fn: { type: 'string', const: 'getCompare' },
            props: {
              type: 'object',
              required: ['ids'],
              additionalProperties: false,
              properties: {
                ids: { type: 'array', maxItems: MAX_COMPARED, items: { type: 'integer', minimum: 0, maximum: 2147483647 } },
              },
            },
            resKey: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]{0,31}$' },
          },
        },
      },
      response: {
        200: { type: 'object', additionalProperties: true, description: 'one key per call: { [resKey]: { groups, missing } }' },
        ...errorResponses,
      },
    },
  }, async (request) => {
    const answer: Record<string, unknown> = {};
    for (const call of request.body) answer[call.resKey] = await compareProducts(app.db, request.lng, call.props.ids);
    return answer;
  });
}
