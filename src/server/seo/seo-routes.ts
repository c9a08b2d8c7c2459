import { jobColumns } from '../jobs/index.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { companies, jobs } from '../db/schema/index.ts';
import { isOpenNow } from '../policies/job-visibility.ts';
import { CLIENT_NOT_BUILT, indexTemplate } from '../spa/index.ts';
import type { ServerRendering } from '../ssr/index.ts';
import { jobPostingJsonLd, plainText, truncate } from './job-posting.ts';
import { withHeadTags } from './markup.ts';
import { buildRss, buildSitemap, jobUrl, SITE_NAME } from './seo-feeds.ts';
import { idSchema } from '../../domain/ids.ts';

export interface SeoOptions {
  db: Db;
  publicUrl: string;
  clientDir: string;
  /** Renders the job page on the server, when the client's SSR build is there. */
  rendering: ServerRendering | undefined;
}

const jobIdSchema = idSchema;

/** index.html for /job/info/:jobId: the job's own head tags, and JSON-LD while it is open. */
async function jobPageHtml(
  db: Db,
  publicUrl: string,
  template: string,
  jobId: string,
): Promise<{ html: string; inlineScripts: string[]; found: boolean }> {
  const plain = { html: template, inlineScripts: [], found: false };
  if (!jobIdSchema.safeParse(jobId).success) return plain;
  const [row] = await db
    .select({ job: jobColumns, company: companies })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyJobsId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  // Unknown and draft jobs: the plain page with 404 (the client shows its not-found state).
  if (!row || row.job.status === 'draft') return plain;
  const { job } = row;
  const company = row.company ?? undefined;
  const companyName = company?.name ?? job.companyName;
  const url = jobUrl(publicUrl, job.id);
  const open = isOpenNow(job);
  const where = job.location ? `, ${job.location}` : '';
  const page = withHeadTags(template, {
    title: `${job.position} - ${companyName}${where} | ${SITE_NAME}`,
    description: truncate(`${job.position} at ${companyName}${where}. ${plainText(job.description)}`, 160),
    url,
    image: company?.logo ? new URL(company.logo, `${publicUrl}/`).toString() : undefined,
    siteName: SITE_NAME,
    // Search engines must not list a job that can no longer be applied to.
    jsonLd: open ? jobPostingJsonLd(job, company, url, publicUrl) : undefined,
  });
  return { ...page, found: true };
}

/** /sitemap.xml, /jobs.rss, /robots.txt and the job page's meta tags and JSON-LD. */
export async function installSeo(
  app: FastifyInstance,
  { db, publicUrl, clientDir, rendering }: SeoOptions,
): Promise<void> {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const xml = await buildSitemap(db, publicUrl);
    return reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/jobs.rss', { config: { access: 'public' } }, async (_request, reply) => {
    const xml = await buildRss(db, publicUrl);
    return reply.header('Cache-Control', 'public, max-age=600').type('application/rss+xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nDisallow: /api/\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  app.get<{ Params: { jobId: string } }>(
    '/job/info/:jobId',
    { config: { access: 'public' } },
    async (request, reply) => {
      const template = await indexTemplate(clientDir, 'jobInfo');
      if (template === undefined) return reply.code(503).type('text/plain').send(CLIENT_NOT_BUILT);
      const { html, inlineScripts, found } = await jobPageHtml(db, publicUrl, template, request.params.jobId);
      reply.allowInlineScripts(inlineScripts);
      if (rendering?.renders('jobInfo')) return rendering.send(request, reply, html, found ? 200 : 404);
      return reply
        .code(found ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
