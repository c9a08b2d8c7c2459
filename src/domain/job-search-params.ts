import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_SORTS, JOB_TYPES, type JobSort } from './enums.ts';
import { isSalaryCurrency } from './salary-currency.ts';

// The job search lives in the URL (SPEC section 2: /job/search/{urlKeywords}), so a search can
// be shared and the back button works. Keywords are the path; filters and sort the query string.
// These bounds are the same as the server's searchJobs filter, so a parsed URL is a valid filter.

export const POSTED_WITHIN_DAYS = [1, 7, 14, 30] as const;
/** The path segment that means "no keywords". */
export const ALL_KEYWORDS = 'all';
export const JOB_SEARCH_PAGE_SIZE = 20;

/** Drops values a hand-edited URL may hold that the search does not know, instead of failing. */
const lenientEnumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.string())
    .transform((list) =>
      [...new Set(list)].filter((v): v is T[number] => (values as readonly string[]).includes(v)).slice(0, 10),
    );

const optionalInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => {
      const n = v === undefined || v.trim() === '' ? NaN : Number(v);
      return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
    });

export const jobSearchParamsSchema = z.object({
  keywords: z
    .string()
    .transform((v) => v.trim().slice(0, SEARCH_TEXT_MAX_LENGTH))
    .transform((v) => (v.toLowerCase() === ALL_KEYWORDS ? '' : v)),
  type: lenientEnumList(JOB_TYPES),
  level: lenientEnumList(EXPERIENCE_LEVELS),
  industry: z
    .array(z.string())
    .transform((list) => [...new Set(list.map((v) => v.trim().slice(0, 100)).filter(Boolean))].slice(0, 20)),
  location: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 100) || undefined),
  salaryMin: optionalInt(0, 100_000_000),
  /** The currency of salaryMin (ISO 4217); the page fills in the person's own when the URL has none. */
  salaryCurrency: z
    .string()
    .optional()
    .transform((v) => {
      const code = v?.trim().toUpperCase();
      return isSalaryCurrency(code) ? code : undefined;
    }),
  cpa: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  remote: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  posted: optionalInt(1, 365),
  sort: z
    .string()
    .optional()
    .transform((v) => ((JOB_SORTS as readonly string[]).includes(v ?? '') ? (v as JobSort) : undefined)),
  /** The keywords as typed, not corrected for typos ("search instead for …"). */
  exact: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type JobSearchParams = z.output<typeof jobSearchParamsSchema>;

/** Reads a search from the path's keywords and the query string. Never throws. */
export function readJobSearchParams(urlKeywords: string | undefined, query: URLSearchParams): JobSearchParams {
  return jobSearchParamsSchema.parse({
    keywords: urlKeywords ?? ALL_KEYWORDS,
    type: query.getAll('type'),
    level: query.getAll('level'),
    industry: query.getAll('industry'),
    location: query.get('location') ?? undefined,
    salaryMin: query.get('salaryMin') ?? undefined,
    salaryCurrency: query.get('salaryCurrency') ?? undefined,
    cpa: query.get('cpa') ?? undefined,
    remote: query.get('remote') ?? undefined,
    posted: query.get('posted') ?? undefined,
    sort: query.get('sort') ?? undefined,
    exact: query.get('exact') ?? undefined,
  });
}

/** The query string of a search (without keywords), in a stable order. */
export function jobSearchQueryString(params: Omit<JobSearchParams, 'keywords'>): URLSearchParams {
  const q = new URLSearchParams();
  for (const v of params.type) q.append('type', v);
  for (const v of params.level) q.append('level', v);
  for (const v of params.industry) q.append('industry', v);
  if (params.location) q.set('location', params.location);
  if (params.salaryMin !== undefined) {
    q.set('salaryMin', String(params.salaryMin));
    // A minimum means nothing without its currency; without a minimum the currency is only the
    // person's preference (kept in their browser), not part of the search.
    if (params.salaryCurrency) q.set('salaryCurrency', params.salaryCurrency);
  }
  if (params.cpa) q.set('cpa', '1');
  if (params.remote) q.set('remote', '1');
  if (params.posted !== undefined) q.set('posted', String(params.posted));
  if (params.sort) q.set('sort', params.sort);
  if (params.exact) q.set('exact', '1');
  return q;
}

/** The same words and sort with every filter cleared ("Clear filters"). */
export function withoutFilters(params: JobSearchParams): JobSearchParams {
  return jobSearchParamsSchema.parse({
    keywords: params.keywords,
    type: [],
    level: [],
    industry: [],
    sort: params.sort,
  });
}

/** The path of a search: `/job/search/{urlKeywords}?filters`. */
export function jobSearchPath(params: JobSearchParams): string {
  const query = jobSearchQueryString(params).toString();
  return `/job/search/${encodeURIComponent(params.keywords || ALL_KEYWORDS)}${query ? `?${query}` : ''}`;
}

/** The GraphQL JobSearchFilter of a search. */
export function toJobSearchFilter(params: JobSearchParams) {
  return {
    location: params.location ?? null,
    type: params.type.length ? params.type : null,
    experienceLevel: params.level.length ? params.level : null,
    industry: params.industry.length ? params.industry : null,
    salaryMin: params.salaryMin ?? null,
    salaryCurrency: params.salaryMin !== undefined ? (params.salaryCurrency ?? null) : null,
    requiresCPA: params.cpa ? true : null,
    remote: params.remote ? true : null,
    postedWithinDays: params.posted ?? null,
  };
}

export const countActiveFilters = (p: JobSearchParams) =>
  p.type.length +
  p.level.length +
  p.industry.length +
  (p.location ? 1 : 0) +
  (p.salaryMin !== undefined ? 1 : 0) +
  (p.cpa ? 1 : 0) +
  (p.remote ? 1 : 0) +
  (p.posted !== undefined ? 1 : 0);
