/**
 * Product videos (webm) from server/media/videos at /videos/{file}: byte ranges for seeking (a
 * player asks for parts of the file), cached for a day. Names are fixed files, no path from the URL
 * leaves the folder (@fastify/static resolves and confines them).
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const VIDEO_DIR = join(__dirname, '..', '..', 'media', 'videos');

export default async function videoRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: VIDEO_DIR,
    prefix: '/videos/',
    decorateReply: false,
    index: false,
    list: false,
    acceptRanges: true,
    cacheControl: true,
    maxAge: '1d',
    allowedPath: (pathName) => /^\/[a-z0-9-]+\.webm$/.test(pathName),
  });
}
