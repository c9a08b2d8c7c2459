import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, jobs } from '../db/schema/index.ts';
import { openNowCondition } from '../policies/job-visibility.ts';
import { plainText, truncate } from './job-posting.ts';
import { escapeHtml } from '../lib/html.ts';
import { escapeXml } from './markup.ts';

export const SITE_NAME = 'CPA Careers';
/** Pages every visitor can reach without searching (SPEC section 2). */
export const STATIC_PATHS = [
  '/',
  '/job/search/all',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/help/languages',
] as const;
/** A sitemap holds at most 50,000 URLs; beyond that the newest open jobs win. */
export const SITEMAP_MAX_JOBS = 49_000;
export const RSS_ITEMS = 50;

export const jobUrl = (publicUrl: string, id: string) => `${publicUrl}/job/info/${id}`;

export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const rows = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(openNowCondition())
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(SITEMAP_MAX_JOBS);
  const entry = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((p) => entry(`${publicUrl}${p === '/' ? '/' : p}`)),
    ...rows.map((r) => entry(jobUrl(publicUrl, r.id), r.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export async function buildRss(db: Db, publicUrl: string): Promise<string> {
  const rows = await db
    .select({ job: jobs, companyName: companies.name })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyJobsId))
    .where(and(openNowCondition()))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(RSS_ITEMS);
  const items = rows.map(({ job, companyName }) => {
    const url = jobUrl(publicUrl, job.id);
    const company = companyName ?? job.companyName;
    const where = job.location ? ` (${job.location})` : '';
    return [
      '    <item>',
      `      <title>${escapeXml(`${job.position} - ${company}${where}`)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${job.createdAt.toUTCString()}</pubDate>`,
      ...(job.industry ? [`      <category>${escapeXml(job.industry)}</category>`] : []),
      // RSS readers show a description as HTML: the plain text is escaped for HTML and then for
      // XML, so a "<b>" the employer wrote as text stays text.
      `      <description>${escapeXml(escapeHtml(truncate(plainText(job.description), 500)))}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = rows[0]?.job.createdAt ?? new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${SITE_NAME}: newest jobs`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/job/search/all`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/jobs.rss`)}" rel="self" type="application/rss+xml" />`,
    '    <description>The newest open jobs in accounting, audit, tax and finance.</description>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
