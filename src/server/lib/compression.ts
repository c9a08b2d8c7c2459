import fastifyCompress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the app compresses with, best first; `identity` when the client takes neither. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this are sent as they are: compressing them saves too little. */
export const COMPRESS_THRESHOLD = 1024;

// These answers are made per request, so the CPU spent must stay small next to the work behind
// them. Measured on a page of search results (9.7 KB of JSON): quality 3 takes 0.10 ms for
// 2,815 bytes, 4 takes 0.27 ms for 2,714 (4 is where Brotli starts its costlier matching), and
// gzip's level 6 0.19 ms for 2,771.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Compresses answers made on the fly (the app's HTML, GraphQL and REST JSON, the sitemap) with
 * Brotli or gzip, whichever the browser takes, and says `Vary: Accept-Encoding`. Built assets are
 * compressed once at build time and sent as they are (the plugin leaves an answer that already has
 * a Content-Encoding alone; so does a kept search answer, see jobs/search-responses.ts).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    // Answers up to 64 KB (a page of search results is about 14 KB) are compressed in one
    // synchronous call rather than through a stream pipeline: on two cores the plugin's default
    // ceiling is 8 KB, and the pipeline (streams, chunked writes) cost a search more CPU than the
    // compression itself. Streamed pages (server rendering) keep the pipeline.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding an answer goes out in for this Accept-Encoding header, as the plugin chooses it. */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  return acceptEncoding ? (negotiator.negotiate(acceptEncoding) ?? 'identity') : 'identity';
}

/** `body` compressed as the plugin would (the same settings), for an answer kept compressed. */
export function compressAnswer(body: Buffer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, BROTLI_OPTIONS);
  if (encoding === 'gzip') return gzipSync(body, GZIP_OPTIONS);
  return body;
}
