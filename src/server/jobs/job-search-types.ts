import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_TYPES, type JobSort } from '../../domain/enums.ts';
import { idNamed } from '../../domain/ids.ts';
import { salaryCurrencySchema } from '../../domain/salary-currency.ts';
import type { CompanyListRow } from '../companies/index.ts';
import type { JobListRow } from './job-mapper.ts';

// What a job search takes and gives back.

export const jobSearchFilterSchema = z
  .strictObject({
    location: z.string().trim().max(100).nullish(),
    type: z.array(z.enum(JOB_TYPES)).max(10).nullish(),
    experienceLevel: z.array(z.enum(EXPERIENCE_LEVELS)).max(10).nullish(),
    industry: z.array(z.string().max(100)).max(20).nullish(),
    salaryMin: z.number().int().min(0).nullish(),
    salaryMax: z.number().int().min(0).nullish(),
    salaryCurrency: salaryCurrencySchema.nullish(),
    requiresCPA: z.boolean().nullish(),
    remote: z.boolean().nullish(),
    postedWithinDays: z.number().int().min(1).max(365).nullish(),
    companyId: idNamed('companyId is not a valid id').nullish(),
  })
  .refine((f) => f.salaryMin == null || f.salaryMax == null || f.salaryMin <= f.salaryMax, {
    message: 'The minimum salary cannot be above the maximum salary',
    path: ['salaryMin'],
  });
export type JobSearchFilter = z.infer<typeof jobSearchFilterSchema>;

export interface JobSearchParams {
  query?: string | null;
  filter?: JobSearchFilter | null;
  sort?: JobSort | null;
  /** Search the words as typed, even when (almost) nothing matches them ("search instead for"). */
  exact?: boolean | null;
  limit: number;
  offset: number;
  /** Only jobs first published after this moment, and not after `publishedUntil` (job alerts' "new since"). */
  publishedAfter?: Date | null;
  publishedUntil?: Date | null;
}

/** The bounds of job-search.ts; tests lower them to reach the broad-search paths with little data. */
export interface JobSearchTuning {
  /** Counting stops here (`totalIsLowerBound`). */
  countCap: number;
  /** A broad relevance search ranks this many of the newest title matches. */
  rankPool: number;
  /** From this many estimated matches a search is broad: estimated, not counted. */
  broadFrom: number;
  /**
   * From this many jobs estimated to hold the words (the filters aside), the experience levels
   * asked for are looked up in the text index with them (`indexedFilters`).
   */
  commonWords: number;
  /** A walk of an order's index reads at least this many jobs before it gives up (see job-search.ts). */
  walkMin: number;
  /** ...and at most this many, past which the matches are found through the indexes. */
  walkMax: number;
  /** By salary, the matches among this many of the best-paid open jobs are sorted first (see job-search.ts). */
  paidFirst: number;
  /** ...when the estimate expects this many matches among them. */
  paidFirstMatches: number;
}

export interface Facet {
  value: string;
  count: number;
}

/** A job as a search returns it: what result lists show of it and of its company (job-mapper.ts). */
export type JobSearchRow = JobListRow & { company: CompanyListRow };

export interface JobSearchResult {
  rows: JobSearchRow[];
  /**
   * Exact below the count cap; at the cap when there are at least that many (see
   * `totalIsLowerBound`); PostgreSQL's estimate, rounded, when `totalIsEstimate`.
   */
  total: number;
  /** The count stopped at `total`: there are at least that many matches (the page shows "1,000+"). */
  totalIsLowerBound: boolean;
  /** A broad search is not counted: `total` and the facets are estimates (the page shows "about"). */
  totalIsEstimate: boolean;
  /** Counted over the same jobs as `total`: lower bounds when `totalIsLowerBound`, estimates when `totalIsEstimate`. */
  facets: { type: Facet[]; experienceLevel: Facet[]; industry: Facet[] };
  /** The words searched instead of the typed ones (a typo, corrected), or null when searched as typed. */
  correctedQuery: string | null;
  /**
   * The words were looked up for a correction and some had title words like them (whether or not
   * the correction was kept): each word with the title words it was searched as. The answer then
   * hangs on the jobs holding the words as typed or as corrected, and on the title words like
   * them (the search cache).
   */
  correction?: string[][];
  /**
   * A broad relevance answer ranked from the newest jobs whose titles hold the words: a job that
   * holds them only elsewhere is not among those (the search cache).
   */
  rankedByTitles?: true;
}
