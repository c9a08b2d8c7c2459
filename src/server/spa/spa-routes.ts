import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CLIENT_NOT_BUILT, indexTemplate } from './index-template.ts';

export interface SpaOptions {
  clientDir: string;
}

/**
 * Serves the built client: hashed assets with a long cache, and the SPA's index.html for
 * every other non-API path so the client router decides (including its 404 page). Installed
 * at the root (not as an encapsulated plugin) because it owns the app-wide not-found handler.
 */
export async function installSpa(app: FastifyInstance, { clientDir }: SpaOptions): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // One route per built file; everything else falls through to index.html below.
      wildcard: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
    const html = built ? await indexTemplate(clientDir) : undefined;
    if (html === undefined) return reply.code(503).type('text/plain').send(CLIENT_NOT_BUILT);
    // From memory (see index-template.ts); the job pages add their meta tags to the same template.
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
