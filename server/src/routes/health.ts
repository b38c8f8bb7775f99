import type { FastifyInstance } from 'fastify';
import { HealthSchema, ReadinessSchema } from '../contract/service';
import { readiness } from '../services/health';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: answers without touching the database (the benchmark ceiling)',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessSchema },
      },
    },
    async () => readiness(app.db),
  );
}
