import { and, asc, inArray, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import type { Loaders } from '../graphql/module.ts';
import { jobColumns, toJob } from './job-mapper.ts';
import { openNowCondition } from '../policies/job-visibility.ts';

/** The jobs feature adds a company's open jobs to the Company type, so companies/ never reads the jobs table. */
export const companyJobsTypeDefs = /* GraphQL */ `
  extend type Company {
    "The company's open jobs, newest first."
    jobs(limit: Int): [Job!]!
    openJobCount: Int!
  }
`;

export const companyJobsLoaders: NonNullable<Loaders['Company']> = {
  jobs: async (queries, ctx) => {
    const ids = [...new Set(queries.map((q) => q.obj.id))];
    const limitOf = (q: (typeof queries)[number]) => Math.min(Math.max(q.params.limit ?? 50, 1), 200);
    const most = Math.max(...queries.map(limitOf));
    // Only each company's newest `most` open jobs leave the database (a company with
    // thousands of open jobs must not be read whole for a list of 10).
    const ranked = ctx.db
      .select({
        ...jobColumns,
        place:
          sql<number>`row_number() over (partition by ${jobs.companyJobsId} order by ${jobs.createdAt} desc, ${jobs.id} desc)`.as(
            'place',
          ),
      })
      .from(jobs)
      .where(and(inArray(jobs.companyJobsId, ids), openNowCondition()))
      .as('ranked');
    const rows = await ctx.db
      .select()
      .from(ranked)
      .where(sql`${ranked.place} <= ${most}`)
      .orderBy(asc(ranked.companyJobsId), asc(ranked.place));
    const byCompany = new Map<string, (typeof rows)[number][]>();
    for (const row of rows) {
      const list = byCompany.get(row.companyJobsId) ?? [];
      list.push(row);
      byCompany.set(row.companyJobsId, list);
    }
    return queries.map((q) =>
      (byCompany.get(q.obj.id) ?? []).slice(0, limitOf(q)).map(({ place: _place, ...job }) => toJob(job)),
    );
  },
  openJobCount: async (queries, ctx) => {
    const ids = queries.map((q) => q.obj.id);
    const rows = await ctx.db
      .select({ id: jobs.companyJobsId, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(inArray(jobs.companyJobsId, ids), openNowCondition()))
      .groupBy(jobs.companyJobsId);
    const counts = new Map(rows.map((r) => [r.id, r.count]));
    return queries.map((q) => counts.get(q.obj.id) ?? 0);
  },
};
