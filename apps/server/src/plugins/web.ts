import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@ongi/shared';

/** apps/web/dist, found from the sources and from the bundled server alike. */
export function findWebDist(configured?: string): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and any unknown non-API path answered with index.html so the
 * client router can draw it.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build leaves .br and .gz copies of scripts and styles: sent as they are to browsers that take them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && webDist) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ message: request.url.startsWith('/api') ? messages.common.apiNotFound : messages.common.notFound });
  });
}
