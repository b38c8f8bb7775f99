import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  BuildListQuery,
  BuildListSchema,
  BuildParams,
  BuildSchema,
  RebuildAnswerSchema,
  RebuildRequestSchema,
  type RebuildRequestWire,
} from '../contract/site-builds';
import { RefusedRequest } from '../edge/refused-request';
import { activeBuildId, lastBuildDurationMs, listBuilds } from '../services/site-builds/queue';
import type { SiteBuilds } from '../services/site-builds/site-builds';
import { toWire } from '../services/site-builds/wire';
import { notFound } from './replies';
import { errorAnswer, errorResponses } from './schemas';

/**
 * Editors' rebuilds (docs/adr/018): queue a build, follow the builds, read a build's log, roll back.
 * Registered inside the admin routes, so every call needs the admin token. A server without
 * SITE_BUILDS_DIR lists the builds (from the shared database) and answers 409 to a rebuild; the
 * calls on one build exist only where builds do.
 */
export default async function adminBuildRoutes(app: FastifyInstance) {
  const builds = (): SiteBuilds => {
    if (!app.siteBuilds) throw new RefusedRequest(409, 'siteBuildsOff');
    return app.siteBuilds;
  };

  app.post<{ Body: RebuildRequestWire }>(
    '/rebuild',
    {
      config: { staffRole: 'catalogue' },
      // The body may be left out (`curl -X POST`): read as an empty request.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['admin'],
        summary:
          'Queue a site build; while one waits, requests join it (one follow-up build for all the requests made during a build)',
        body: RebuildRequestSchema,
        response: { 202: RebuildAnswerSchema, 401: errorAnswer, 409: errorAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const service = builds();
      const note = request.body.note?.trim();
      const { build, coalesced } = await service.queue(
        { kind: 'editor', at: new Date().toISOString(), ...(note ? { note } : {}) },
        request.staff!,
      );
      const answer = await service.get(build.id);
      if (!answer) throw new Error(`build ${build.id} vanished as it was queued`);
      return reply.code(202).send({ coalesced, build: answer });
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/builds',
    {
      config: { staffRole: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Site builds, newest first: queued, running (with progress), succeeded, failed',
        querystring: BuildListQuery,
        response: { 200: BuildListSchema, 401: errorAnswer, ...errorResponses },
      },
    },
    async (request) => {
      if (app.siteBuilds) return app.siteBuilds.list(request.query.limit);
      const [rows, active, expectedMs] = await Promise.all([
        listBuilds(app.db, request.query.limit),
        activeBuildId(app.db),
        lastBuildDurationMs(app.db),
      ]);
      return { enabled: false, activeBuildId: active, rows: rows.map((row) => toWire(row, active, expectedMs)) };
    },
  );

  if (!app.siteBuilds) return;

  app.get<{ Params: { id: number } }>(
    '/builds/:id',
    {
      config: { staffRole: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'One site build',
        params: BuildParams,
        response: { 200: BuildSchema, 401: errorAnswer, 409: errorAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const build = await builds().get(request.params.id);
      return build ?? notFound(reply, request.lng, 'build', request.params.id);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/builds/:id/log',
    {
      config: { staffRole: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: "A build's whole log (plain text), while its folder is kept (the last 10 failed builds)",
        params: BuildParams,
        response: {
          200: Type.String({ description: 'the log, text/plain' }),
          401: errorAnswer,
          409: errorAnswer,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      // The path is built from the validated whole number, never from the request's text.
      const file = builds().logFile(request.params.id);
      const found = await stat(file).then(
        (stats) => stats.isFile(),
        () => false,
      );
      if (!found) return notFound(reply, request.lng, 'build', request.params.id);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(createReadStream(file));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/builds/:id/activate',
    {
      config: { staffRole: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Serve an earlier successful build whose files are kept (a rollback), from the next request on',
        params: BuildParams,
        response: { 200: BuildSchema, 401: errorAnswer, 409: errorAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const service = builds();
      const outcome = await service.activate(request.params.id, request.staff!);
      if (outcome === 'missing') return notFound(reply, request.lng, 'build', request.params.id);
      if (outcome === 'unavailable') throw new RefusedRequest(409, 'buildNotAvailable');
      if (outcome === 'pagesOnly') throw new RefusedRequest(409, 'buildPagesOnly');
      return service.get(request.params.id);
    },
  );
}
