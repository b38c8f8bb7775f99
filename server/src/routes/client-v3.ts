import type { FastifyInstance } from 'fastify';
import { CompareAnswerSchema, type CompareAnswerWire } from '../contract/products';
import { CompareCalls, CompareQuery } from '../contract/requests';
import { compareProducts } from '../services/compare';
import { errorResponses } from './schemas';

/**
 * The older batch endpoint: a list of calls, each answered under its resKey. The shop uses it for
 * one call only, products.getCompare; other classes and functions are refused by the schema.
 */
export default async function clientV3Routes(app: FastifyInstance) {
  app.post<{ Body: CompareCalls }>(
    '/',
    {
      config: { cacheable: true },
      schema: {
        tags: ['comparison'],
        summary: 'Batch call (?json): products.getCompare answers the comparison table under resKey',
        querystring: CompareQuery,
        body: CompareCalls,
        response: { 200: CompareAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const answer: CompareAnswerWire = {};
      for (const call of request.body) answer[call.resKey] = await compareProducts(app.db, request.lng, call.props.ids);
      return answer;
    },
  );
}
