import { and, desc, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { jobColumns, type JobFields } from './job-mapper.ts';
import { openNowCondition } from './job-visibility.ts';

export const jobSearchFilterSchema = z
  .strictObject({
    location: z.string().trim().max(100).nullish(),
    type: z.array(z.enum(JOB_TYPES)).max(10).nullish(),
    experienceLevel: z.array(z.enum(EXPERIENCE_LEVELS)).max(10).nullish(),
    industry: z.array(z.string().max(100)).max(20).nullish(),
    salaryMin: z.number().int().min(0).nullish(),
    salaryMax: z.number().int().min(0).nullish(),
    requiresCPA: z.boolean().nullish(),
    remote: z.boolean().nullish(),
    postedWithinDays: z.number().int().min(1).max(365).nullish(),
    companyId: z.uuid({ error: 'companyId is not a valid id' }).nullish(),
  })
  .refine((f) => f.salaryMin == null || f.salaryMax == null || f.salaryMin <= f.salaryMax, {
    message: 'The minimum salary cannot be above the maximum salary',
    path: ['salaryMin'],
  });
export type JobSearchFilter = z.infer<typeof jobSearchFilterSchema>;

export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export interface JobSearchParams {
  query?: string | null;
  filter?: JobSearchFilter | null;
  sort?: JobSort | null;
  limit: number;
  offset: number;
}

export interface Facet {
  value: string;
  count: number;
}

export interface JobSearchResult {
  rows: JobFields[];
  total: number;
  facets: { type: Facet[]; experienceLevel: Facet[]; industry: Facet[] };
}

const titleText = sql`lower(${jobs.position} || ' ' || ${jobs.companyName})`;

/** A query in any of the three languages: each stemmer's reading of it, plus the plain words. */
const tsQuery = (q: string) =>
  sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('turkish', ${q}) || websearch_to_tsquery('arabic', ${q}) || websearch_to_tsquery('simple', ${q}))`;

function conditions(params: JobSearchParams): SQL[] {
  const where: SQL[] = [openNowCondition()];
  const q = params.query?.trim();
  if (q) {
    // Full-text match on the weighted document, or a close trigram match on title/company for
    // typos: two index lookups joined by id rather than one OR, which would make PostgreSQL
    // re-check `@@` row by row against each row's large out-of-line document.
    where.push(sql`${jobs.id} in (select j.id from ${jobs} j where j.search_vector @@ ${tsQuery(q)}
      union select j.id from ${jobs} j where lower(j.position || ' ' || j.company_name) %> ${q.toLowerCase()})`);
  }
  const f = params.filter;
  if (f) {
    if (f.location) {
      const pattern = `%${f.location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(jobs.location, pattern), ilike(jobs.address, pattern)) as SQL);
    }
    if (f.type?.length) where.push(inArray(jobs.type, f.type));
    if (f.experienceLevel?.length) where.push(inArray(jobs.experienceLevel, f.experienceLevel));
    if (f.industry?.length) where.push(inArray(jobs.industry, f.industry));
    if (f.salaryMin != null) where.push(sql`coalesce(${jobs.salaryEnd}, ${jobs.salaryStart}) >= ${f.salaryMin}`);
    if (f.salaryMax != null) where.push(lte(jobs.salaryStart, f.salaryMax));
    if (f.requiresCPA != null) where.push(sql`${jobs.requiresCpa} = ${f.requiresCPA}`);
    if (f.remote != null) where.push(sql`${jobs.remote} = ${f.remote}`);
    if (f.postedWithinDays) where.push(gte(jobs.createdAt, sql`now() - make_interval(days => ${f.postedWithinDays})`));
    if (f.companyId) where.push(sql`${jobs.companyJobsId} = ${f.companyId}`);
  }
  return where;
}

function ordering(params: JobSearchParams): SQL[] {
  const q = params.query?.trim();
  const sort = params.sort ?? (q ? 'relevance' : 'newest');
  if (sort === 'salary') return [sql`coalesce(${jobs.salaryEnd}, ${jobs.salaryStart}) desc nulls last`, desc(jobs.createdAt), desc(jobs.id)];
  if (sort === 'relevance' && q) {
    // Text rank plus title similarity, boosted for fresh jobs (halving over about a month).
    const rank = sql`(ts_rank_cd(${jobs.titleVector}, ${tsQuery(q)}, 32) + word_similarity(${q.toLowerCase()}, ${titleText}) * 0.5)
      * (1 + 1 / (1 + extract(epoch from now() - ${jobs.createdAt}) / 2592000))`;
    return [sql`${rank} desc`, desc(jobs.createdAt), desc(jobs.id)];
  }
  return [desc(jobs.createdAt), desc(jobs.id)];
}

export async function searchJobs(db: Db, params: JobSearchParams): Promise<JobSearchResult> {
  const where = and(...conditions(params));
  // PostgreSQL prices `@@` as cheap and ignores reading each document back, so for common words
  // it would scan the whole table; every condition here has an index, so full scans are off for
  // these two statements only.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return runSearch(tx as unknown as Db, where, params);
  });
}

async function runSearch(db: Db, where: SQL | undefined, params: JobSearchParams): Promise<JobSearchResult> {
  const [rows, facetRows] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .where(where)
      .orderBy(...ordering(params))
      .limit(params.limit + 1)
      .offset(params.offset),
    // One scan for all three facets and the total.
    db.execute<{ type: string | null; experience_level: string | null; industry: string | null; g: number; count: string }>(sql`
      select ${jobs.type} as type, ${jobs.experienceLevel} as experience_level, ${jobs.industry} as industry,
             grouping(${jobs.type}, ${jobs.experienceLevel}, ${jobs.industry}) as g, count(*) as count
      from ${jobs} where ${where}
      group by grouping sets ((${jobs.type}), (${jobs.experienceLevel}), (${jobs.industry}))`),
  ]);
  const facets: JobSearchResult['facets'] = { type: [], experienceLevel: [], industry: [] };
  let total = 0;
  for (const r of facetRows.rows) {
    const count = Number(r.count);
    // grouping() bits: 4 = type rolled up, 2 = level rolled up, 1 = industry rolled up.
    if (r.g === 3) {
      total += count;
      if (r.type) facets.type.push({ value: r.type, count });
    } else if (r.g === 5 && r.experience_level) facets.experienceLevel.push({ value: r.experience_level, count });
    else if (r.g === 6 && r.industry) facets.industry.push({ value: r.industry, count });
  }
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { rows, total, facets };
}
