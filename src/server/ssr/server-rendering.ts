import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientPathName } from '../../domain/client-paths.ts';
import type { Language } from '../../domain/enums.ts';
import { COOKIE_CONSENT_COOKIE } from '../../domain/constants.ts';
import { cookieValue, pageLanguage } from './page-language.ts';
import { documentParts, documentTail } from './ssr-document.ts';

/** What the client's SSR build (src/client/entry-server.tsx, built to dist/ssr/) offers. */
interface SsrModule {
  renderPage(input: {
    url: string;
    language: Language;
    viewportWidth: number;
    cookieBanner: boolean;
  }): Promise<{ styles: string; html: string; payloadScript: string }>;
  installApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  guessViewportWidth(hints: { userAgent?: string; mobileHint?: string }): number;
}

export interface ServerRendering {
  /** Whether a page of the client is rendered here (the public ones), rather than left to the browser. */
  renders(page: ClientPathName | undefined): boolean;
  /** Answers with the page rendered into `template` (index.html with the page's head tags). */
  send(request: FastifyRequest, reply: FastifyReply, template: string, status: number): FastifyReply;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The best encoding the browser takes for a page made on the fly. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Loads the server renderer when the client's SSR build is there (dist/ssr next to dist/client),
 * and answers the pages' API calls in-process as a guest, charged to the page request's address.
 * Without the build, pages are served as before: the empty shell the browser fills.
 */
export async function createServerRendering(
  app: FastifyInstance,
  { ssrDir, pages }: { ssrDir: string; pages: readonly ClientPathName[] },
): Promise<ServerRendering | undefined> {
  const entry = path.join(ssrDir, 'entry-server.cjs');
  if (!existsSync(entry)) return undefined;
  // Node's own require, also under the test runner: its module loader would give the renderer a
  // second copy of React and Emotion (their development builds), and MUI's styles would then miss
  // the page's style cache.
  const ssr = createRequire(import.meta.url)(entry) as SsrModule;

  // The page request a render's API calls belong to (they run inside its handler's async context).
  const pageRequest = new AsyncLocalStorage<FastifyReply>();
  ssr.installApiTransport(async (apiPath, init) => {
    const reply = pageRequest.getStore();
    if (!reply || apiPath !== '/graphql' || init.method !== 'POST' || typeof init.body !== 'string') {
      return json({ message: 'Only GraphQL queries are answered while a page renders.' }, 404);
    }
    try {
      const { query, variables } = JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> };
      const result = (await app.guestGraphql(query, variables, reply)) as { errors?: unknown[] };
      if (result.errors?.length) reply.log.warn({ errors: result.errors }, 'a query of a server-rendered page failed');
      return json(result);
    } catch (error) {
      // Refused before running (rate limit, cost): the page shows the same state the browser would.
      const e = error as { message?: string; code?: string; extensions?: { code?: string } };
      reply.log.warn({ err: error }, 'a query of a server-rendered page was refused');
      return json({ errors: [{ message: e.message ?? 'Error', extensions: { code: e.extensions?.code ?? e.code } }] });
    }
  });

  return {
    renders: (page) => page !== undefined && pages.includes(page),

    send(request, reply, template, status) {
      const query = request.query as Record<string, unknown> | undefined;
      const language = pageLanguage({
        query: typeof query?.lang === 'string' ? query.lang : undefined,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const parts = documentParts(template, language);
      if (!parts) return reply.code(status).type('text/html; charset=utf-8').send(template);
      const cookieBanner = cookieValue(request.headers.cookie, COOKIE_CONSENT_COOKIE) === undefined;
      const viewportWidth = ssr.guessViewportWidth({
        userAgent: request.headers['user-agent'],
        mobileHint: request.headers['sec-ch-ua-mobile'] as string | undefined,
      });

      // Streamed: the head (scripts, preloads) leaves at once and the browser fetches the code
      // while the server queries and renders; compressed here, flushed after the head.
      const body = new PassThrough();
      const encoding = encodingFor(request.headers['accept-encoding']);
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : encoding === 'gzip'
            ? createGzip({ level: 6 })
            : undefined;
      const out: Writable = compressor ?? body;
      if (compressor) compressor.pipe(body);
      const flush = () => compressor?.flush();

      reply
        .code(status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      // Chromium sends the mobile hint on every request once asked; the next page's guess is then sure.
      reply.header('Accept-CH', 'Sec-CH-UA-Mobile');

      out.write(parts.head);
      flush();
      void pageRequest
        .run(reply, () => ssr.renderPage({ url: request.url, language, viewportWidth, cookieBanner }))
        .then(
          (page) => documentTail(parts.tail, page),
          (error: unknown) => {
            // The browser renders the page itself, as it did before server rendering.
            request.log.error({ err: error }, 'server rendering failed');
            return documentTail(parts.tail);
          },
        )
        .then((tail) => out.end(tail));
      return reply.send(body);
    },
  };
}
