import type { FastifyInstance } from 'fastify';
import { importCatalogue } from '../catalogue/import';
import { importProblemsMessage, problemInLanguage } from '../catalogue/problem-texts';
import { IMPORT_LIMITS, refuseUnholdable } from '../catalogue/structure';
import { ImportedSchema, ImportRefusedSchema } from '../contract/service';
import { RefusedRequest } from '../edge/refused-request';
import { errorAnswer } from './schemas';

const MB = 1024 * 1024;

/**
 * POST /admin/v1/catalogue: import a catalogue file (docs/catalogue.md), queueing a site build.
 * Its cost is bounded by what the shop can hold (catalogue/structure.ts), not by what it is sent:
 * a body over IMPORT_LIMITS.bytes is refused from its Content-Length, a file of an absurd shape
 * before it is parsed, and a bad file's checking stops at the first MAX_PROBLEMS problems.
 */
export default async function adminCatalogueRoutes(app: FastifyInstance) {
  // This plugin's own JSON parser (the app's, edge/request-body.ts, checks only the nesting): the
  // file's lists, records, texts, nesting and values are measured first, yielding to the event
  // loop, then the text is parsed.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'ignore',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    refuseUnholdable(text).then(
      (refusal) => (refusal ? done(refusal, undefined) : parseJson(request, text, done)),
      (error: unknown) => done(error as Error, undefined),
    );
  });

  app.post(
    '/catalogue',
    {
      config: { staffRole: 'catalogue' },
      bodyLimit: IMPORT_LIMITS.bytes,
      // A declared length over the limit is refused before a byte of the body is read, with the
      // import's own message (Fastify's bodyLimit still stops a chunked body at the same size).
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > IMPORT_LIMITS.bytes)
          throw new RefusedRequest(413, 'importTooLarge', { limit: IMPORT_LIMITS.bytes / MB });
      },
      schema: {
        tags: ['admin'],
        summary: `Import a catalogue file (see docs/catalogue.md): all or nothing, at most ${String(IMPORT_LIMITS.bytes / MB)} MB`,
        response: {
          200: ImportedSchema,
          400: errorAnswer,
          401: errorAnswer,
          413: errorAnswer,
          422: ImportRefusedSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await importCatalogue(app.db, request.body, request.staff!);
      if (!result.ok) {
        return reply.code(422).send({
          message: importProblemsMessage(request.lng, result.problems.length, result.complete),
          problems: result.problems.map((problem) => problemInLanguage(problem, request.lng)),
          complete: result.complete,
        });
      }
      if (!app.siteBuilds) return result.summary;
      const { build, coalesced } = await app.siteBuilds.queue({
        kind: 'import',
        at: new Date().toISOString(),
        note: importNote(result.summary),
        counts: { ...result.summary },
      });
      return { ...result.summary, rebuild: { buildId: build.id, coalesced } };
    },
  );
}

/** '12 products, 3 brands': what an import brought, for the build it queued. */
function importNote(summary: object): string {
  return Object.entries(summary)
    .filter(([, count]) => typeof count === 'number' && count > 0)
    .map(([kind, count]) => `${String(count)} ${kind}`)
    .join(', ')
    .slice(0, 200);
}
