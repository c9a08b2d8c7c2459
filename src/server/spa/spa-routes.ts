import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { matchClientPath, type ClientPathMatch } from '../../domain/client-paths.ts';
import { isId } from '../../domain/ids.ts';
import type { Db } from '../db/client.ts';
import { companies, jobs } from '../db/schema/index.ts';
import { visibleCompanies } from '../policies/companies.ts';
import { publishedCondition } from '../policies/job-visibility.ts';
import type { ServerRendering } from '../ssr/index.ts';
import { CLIENT_NOT_BUILT, indexTemplate } from './index-template.ts';

export interface SpaOptions {
  clientDir: string;
  db: Db;
  /** Renders the public pages on the server, when the client's SSR build is there. */
  rendering: ServerRendering | undefined;
}

/** A path that names a file (its last segment has an extension), not a page. */
const looksLikeFile = (pathname: string) => pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);

/**
 * Whether the page's subject exists for the public. The request carries no bearer token (the
 * client keeps it in memory), so this is what a guest may open; a page a signed-in owner may
 * still see (their pending company) gets its 404 status but the client still shows it.
 */
async function pageExists(db: Db, page: ClientPathMatch): Promise<boolean> {
  if (page.name === 'notFound') return false;
  if (page.name === 'jobInfo') {
    // /job/info/:jobId itself is answered by the SEO routes (with the job's head tags); this is
    // its other spellings (a trailing slash, other case).
    const id = page.params.jobId ?? '';
    if (!isId(id)) return false;
    const [row] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id), publishedCondition()))
      .limit(1);
    return row !== undefined;
  }
  if (page.name === 'company') {
    const id = page.params.companyId ?? '';
    if (!isId(id)) return false;
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, id), visibleCompanies(undefined)))
      .limit(1);
    return row !== undefined;
  }
  return true;
}

/**
 * Serves the built client: hashed assets with a long cache, and the SPA's index.html for the
 * client's pages (src/domain/client-paths.ts) with 200, or with 404 for any other path and for a
 * company that does not exist, so the client shows its 404 screen and crawlers see the truth.
 * A missing file is a plain 404, never the page: a stale chunk after a deploy then fails as a
 * load error the client recovers from (main.tsx) instead of running HTML as a script. Installed
 * at the root (not as an encapsulated plugin) because it owns the app-wide not-found handler.
 */
export async function installSpa(app: FastifyInstance, { clientDir, db, rendering }: SpaOptions): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // One route per built file; everything else falls through to index.html below.
      wildcard: false,
      // The build writes .br and .gz copies of every text asset (scripts/vite-precompress.ts):
      // sent as they are to a browser that takes them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's would be `max-age=0` and win.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A cache between us and the browser keeps the Brotli and the plain copy apart.
        res.setHeader('Vary', 'Accept-Encoding');
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
    const pathname = request.url.split('?')[0] ?? '/';
    const page = matchClientPath(pathname);
    if (!page && looksLikeFile(pathname)) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    }
    const html = built ? await indexTemplate(clientDir, page?.name) : undefined;
    if (html === undefined) return reply.code(503).type('text/plain').send(CLIENT_NOT_BUILT);
    const status = page && (await pageExists(db, page)) ? 200 : 404;
    if (request.method === 'GET' && rendering?.renders(page?.name)) return rendering.send(request, reply, html, status);
    // From memory (see index-template.ts); the job pages add their meta tags to the same template.
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
