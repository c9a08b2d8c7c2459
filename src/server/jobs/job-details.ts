import { inArray } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import { requestLoader } from '../graphql/request-loader.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { listedField } from '../graphql/listed-field.ts';
import { jobColumns, type jobListColumns, type GraphqlJob, type JobFields } from './job-mapper.ts';

const JOB_ROWS = Symbol('whole rows of listed jobs');

/** The Job type's fields that a list's row lacks (see jobListColumns). */
const JOB_TYPE_DETAILS = [
  'description',
  'address',
  'experience',
  'education',
  'requirement',
  'keyword',
  'subindustry',
  'language',
  'start',
  'applyUrl',
] as const;
/** Besides them, what the employer-jobs module adds to the Job type (for a company's employers). */
type DetailField = (typeof JOB_TYPE_DETAILS)[number] | 'reviewStatus' | 'reviewReason' | 'publishedAt';
// Every column but the search documents is either listed or a detail.
type Unaccounted = Exclude<keyof JobFields, keyof typeof jobListColumns | DetailField | 'searchVector' | 'titleVector'>;
const everyColumnAccounted: [Unaccounted] extends [never] ? true : Unaccounted = true;
void everyColumnAccounted;

/**
 * A Job field that a list's row may lack: as read, or from the job's whole row, read with the
 * other jobs of this response that are asked for more in one query.
 */
export const jobField = <K extends DetailField>(
  ctx: GraphqlContext,
  job: Pick<GraphqlJob, 'id'> & Partial<Pick<JobFields, DetailField>>,
  name: K,
): Promise<JobFields[K]> =>
  listedField<JobFields, K>(
    job,
    name,
    () =>
      requestLoader(ctx, JOB_ROWS, async (ids: readonly string[]) => {
        const rows = await ctx.db
          .select(jobColumns)
          .from(jobs)
          .where(inArray(jobs.id, [...ids]));
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }).load(job.id),
    'The job',
  );

type DetailResolvers = {
  [K in (typeof JOB_TYPE_DETAILS)[number]]: (
    job: GraphqlJob,
    args: unknown,
    ctx: GraphqlContext,
  ) => Promise<JobFields[K]>;
};

/** Resolvers for the Job type's fields that a list's row lacks. */
export const jobDetailResolvers = Object.fromEntries(
  JOB_TYPE_DETAILS.map((name) => [
    name,
    (job: GraphqlJob, _args: unknown, ctx: GraphqlContext) => jobField(ctx, job, name),
  ]),
) as DetailResolvers;
