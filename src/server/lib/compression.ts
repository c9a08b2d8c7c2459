import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers made on the fly (the app's HTML, GraphQL and REST JSON, the sitemap) with
 * Brotli or gzip, whichever the browser takes, and says `Vary: Accept-Encoding`. Built assets are
 * compressed once at build time and sent as they are (the plugin leaves an answer that already has
 * a Content-Encoding alone). Brotli's quality 4 is about gzip's speed at a smaller size: these
 * answers are made per request, so the CPU spent must stay small next to the work behind them.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Answers up to 64 KB (a page of search results is about 14 KB) are compressed in one
    // synchronous call rather than through a stream pipeline: on two cores the plugin's default
    // ceiling is 8 KB, and the pipeline (streams, chunked writes) cost a search more CPU than the
    // compression itself. Streamed pages (server rendering) keep the pipeline.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
