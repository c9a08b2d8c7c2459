import { desc, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { JobSort } from '../../domain/enums.ts';
import { currencyRates, jobs } from '../db/schema/index.ts';
import { containsPattern } from '../lib/like.ts';
import { REFERENCE_CURRENCY } from '../../domain/salary-currency.ts';
import type { JobSearchParams } from './job-search-types.ts';

// The SQL pieces a job search is made of: its conditions, the words' query and the orderings.

const titleText = sql`lower(${jobs.position} || ' ' || ${jobs.companyName})`;

/** A query in any of the three languages: each stemmer's reading of it, plus the plain words. */
export const tsQuery = (q: string) =>
  sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('turkish', ${q}) || websearch_to_tsquery('arabic', ${q}) || websearch_to_tsquery('simple', ${q}))`;

/**
 * Open: a literal (not a bind parameter) so PostgreSQL can prove the newest-first and salary
 * indexes' `WHERE status = 'open'` and use them.
 */
export const isOpen = sql`${jobs.status} = 'open'`;

/**
 * A salary of the filter in US dollars, rounded as the jobs' own (salary_in_usd(), migration
 * 0014), so a job asking exactly the filter's amount in the filter's currency passes.
 */
const filterSalaryUsd = (amount: number, currency: string | null | undefined) =>
  sql`salary_in_usd(${amount}::integer, (select ${currencyRates.unitsPerUsd} from ${currencyRates} where ${currencyRates.currency} = ${currency ?? REFERENCE_CURRENCY}))`;

/** Highest salary in US dollars, else the lowest: what "highest salary" sorts by and a minimum compares. */
const salaryUsdKey = sql`coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd})`;

/** Jobs paying at least `usd` (a row's salary key, `salaryMaxUsd ?? salaryMinUsd`) by that key. */
export const paysAtLeast = (usd: string) => sql`${salaryUsdKey} >= ${usd}::numeric`;

/** Before its deadline, and what the filters ask for. */
export function filterConditions(params: JobSearchParams): SQL[] {
  const where: SQL[] = [sql`(${jobs.deadline} is null or ${jobs.deadline} >= current_date)`];
  if (params.publishedAfter) where.push(sql`${jobs.publishedAt} > ${params.publishedAfter.toISOString()}::timestamptz`);
  if (params.publishedUntil)
    where.push(sql`${jobs.publishedAt} <= ${params.publishedUntil.toISOString()}::timestamptz`);
  const f = params.filter;
  if (f) {
    if (f.location) {
      const pattern = containsPattern(f.location);
      where.push(or(ilike(jobs.location, pattern), ilike(jobs.address, pattern)) as SQL);
    }
    if (f.type?.length) where.push(inArray(jobs.type, f.type));
    if (f.experienceLevel?.length) where.push(inArray(jobs.experienceLevel, f.experienceLevel));
    if (f.industry?.length) where.push(inArray(jobs.industry, f.industry));
    // Salaries compare in US dollars, whatever currency the job and the filter are in.
    if (f.salaryMin != null) where.push(sql`${salaryUsdKey} >= ${filterSalaryUsd(f.salaryMin, f.salaryCurrency)}`);
    if (f.salaryMax != null) where.push(sql`${jobs.salaryMinUsd} <= ${filterSalaryUsd(f.salaryMax, f.salaryCurrency)}`);
    if (f.requiresCPA != null) where.push(sql`${jobs.requiresCpa} = ${f.requiresCPA}`);
    if (f.remote != null) where.push(sql`${jobs.remote} = ${f.remote}`);
    if (f.postedWithinDays) where.push(gte(jobs.createdAt, sql`now() - make_interval(days => ${f.postedWithinDays})`));
    if (f.companyId) where.push(sql`${jobs.companyJobsId} = ${f.companyId}`);
  }
  return where;
}

/** Any filter given (the walks read only the newest-first index when there are). */
export const hasFilters = (params: JobSearchParams) =>
  Boolean(params.publishedAfter) ||
  Object.values(params.filter ?? {}).some((v) => v != null && !(Array.isArray(v) && v.length === 0));

/**
 * With words: the filters again, written so the full-text index (`jobs_search_idx`, which also
 * holds these columns) answers them in the same scan as the words. Implied by
 * `filterConditions`, which still decide; these only narrow what the index hands over, so a
 * common word with a selective filter reads the rows of the jobs matching both, not of every
 * job the word matches. Only filters that usually leave few jobs: the index reads the whole
 * list of jobs for each value, which for a common one (full-time, no CPA needed, a broad
 * experience level) costs more than testing the rows the words find (measured: +5 ms).
 * The experience levels asked for go in when `levels` says (job-search.ts's `levelsInIndex`:
 * the levels are rare, or the words common, when the rows of every job holding them cost more
 * than the levels' lists; 1,000,000 jobs, "payroll" in 47,600 of them, mid-level: 142 → 9 ms;
 * "credit control", directors: 149 → 17 ms; 12,900 holding "sox": 12 → 14 ms, so not below
 * that). Full-time stays out even then (60 % of jobs: "consolidation", 89 → 106 ms).
 * (A boolean compared with `= any(array[...])`: PostgreSQL would rewrite `= true` into the
 * bare column, which a GIN index cannot take.)
 */
export function indexedFilters(params: JobSearchParams, levels = false): SQL[] {
  const f = params.filter;
  if (!f) return [];
  const hints: SQL[] = placeInIndex(params);
  if (f.type?.length && !f.type.includes('full-time')) hints.push(inArray(jobs.type, f.type));
  if (f.industry?.length && f.industry.length <= 3) hints.push(inArray(jobs.industry, f.industry));
  if (levels && f.experienceLevel?.length && f.experienceLevel.length <= 2)
    hints.push(inArray(jobs.experienceLevel, f.experienceLevel));
  if (f.requiresCPA) hints.push(sql`${jobs.requiresCpa} = any(array[true])`);
  if (f.remote) hints.push(sql`${jobs.remote} = any(array[true])`);
  if (f.companyId) hints.push(sql`${jobs.companyJobsId} = ${f.companyId}`);
  return hints;
}

/**
 * The place asked for, written so the full-text index's trigram part (`jobs_search_idx`) can
 * find the jobs there, with or without words: a place has no index of its own, and testing it
 * on every open job costs about a second at 1,000,000 jobs. Implied by `filterConditions`.
 */
export function placeInIndex(params: JobSearchParams): SQL[] {
  const place = params.filter?.location;
  // The trigram index needs three letters in a row to look anything up; shorter would read it all.
  if (!place || !/[\p{L}\p{N}]{3}/u.test(place)) return [];
  return [
    sql`(coalesce(${jobs.location}, '') || ' ' || coalesce(${jobs.address}, '')) ilike ${containsPattern(place)}`,
  ];
}

/**
 * What a keyword search looks for: the text query, and the text its titles are compared with
 * for ranking. The words as typed, or corrected (`correctTypos`).
 */
export interface Words {
  query: SQL;
  text: string;
  /** The query excludes words (`-word`): a title match alone does not prove a match. */
  excludes: boolean;
}

export const typedWords = (q: string): Words => ({
  query: tsQuery(q),
  text: q.toLowerCase(),
  excludes: /(^|\s)-\S/.test(q),
});

/** Full-text match on the weighted document (the GIN index answers it without reading the document). */
export const textMatch = (w: Words) => sql`${jobs.searchVector} @@ ${w.query}`;

/** Match in the title document, which is kept in the row (no out-of-line read). */
export const titleMatch = (w: Words) => sql`${jobs.titleVector} @@ ${w.query}`;

/** Text rank plus title similarity, boosted for fresh jobs (halving over about a month). */
export const relevance = (w: Words) =>
  sql`(ts_rank_cd(${jobs.titleVector}, ${w.query}, 32) + word_similarity(${w.text}, ${titleText}) * 0.5)
      * (1 + 1 / (1 + extract(epoch from now() - ${jobs.createdAt}) / 2592000))`;

const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

/** The order of a sort, as ORDER BY terms (the newest-first and salary indexes hold these). */
export function ordering(sort: JobSort, words: Words | undefined): SQL[] {
  if (sort === 'salary') return [sql`${salaryUsdKey} desc nulls last`, ...newestFirst];
  if (sort === 'relevance' && words) return [sql`${relevance(words)} desc`, ...newestFirst];
  return newestFirst;
}
