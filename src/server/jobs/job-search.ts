import { and, desc, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_TYPES, type JobSort } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { currencyRates, jobs } from '../db/schema/index.ts';
import { jobColumns, type JobFields } from './job-mapper.ts';
import { containsPattern } from '../lib/like.ts';
import { idNamed } from '../../domain/ids.ts';
import { REFERENCE_CURRENCY, salaryCurrencySchema } from '../../domain/salary-currency.ts';

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

/** The bounds below; tests lower them to reach the broad-search paths with little data. */
export interface JobSearchTuning {
  countCap: number;
  rankPool: number;
}

export interface Facet {
  value: string;
  count: number;
}

export interface JobSearchResult {
  rows: JobFields[];
  /** Exact below COUNT_CAP; at COUNT_CAP when there are at least that many (see `totalIsLowerBound`). */
  total: number;
  /** The count stopped at `total`: there are at least that many matches (the page shows "1,000+"). */
  totalIsLowerBound: boolean;
  /** Counted over the same jobs as `total`: lower bounds too when `totalIsLowerBound`. */
  facets: { type: Facet[]; experienceLevel: Facet[]; industry: Facet[] };
  /** The words searched instead of the typed ones (a typo, corrected), or null when searched as typed. */
  correctedQuery: string | null;
}

/**
 * Counting every match of a broad search (half the jobs contain "accountant") means reading
 * every matching row; people only need to know there are many, so the count stops here.
 */
export const COUNT_CAP = 1000;
/** Below this many full-text matches, the words are corrected against the title words (typos). */
const TYPO_BELOW = 10;
/** A misspelt word is searched as itself or any of this many most similar title words. */
const TYPO_CANDIDATES = 3;
/** At most this many words of a query are corrected. */
const TYPO_WORDS = 8;
/** A broad relevance search ranks this many of the newest title matches (per step of pages). */
const RANK_POOL = 100;
/** ...found among at most this many of the newest open jobs passing the filters, per pool row. */
const RANK_WALK_PER_ROW = 20;

const titleText = sql`lower(${jobs.position} || ' ' || ${jobs.companyName})`;

/** A query in any of the three languages: each stemmer's reading of it, plus the plain words. */
const tsQuery = (q: string) =>
  sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('turkish', ${q}) || websearch_to_tsquery('arabic', ${q}) || websearch_to_tsquery('simple', ${q}))`;

/**
 * Open: a literal (not a bind parameter) so PostgreSQL can prove the newest-first and salary
 * indexes' `WHERE status = 'open'` and use them.
 */
const isOpen = sql`${jobs.status} = 'open'`;

/**
 * A salary of the filter in US dollars, rounded as the jobs' own (salary_in_usd(), migration
 * 0014), so a job asking exactly the filter's amount in the filter's currency passes.
 */
const filterSalaryUsd = (amount: number, currency: string | null | undefined) =>
  sql`salary_in_usd(${amount}::integer, (select ${currencyRates.unitsPerUsd} from ${currencyRates} where ${currencyRates.currency} = ${currency ?? REFERENCE_CURRENCY}))`;

/** Highest salary in US dollars, else the lowest: what "highest salary" sorts by and a minimum compares. */
const salaryUsdKey = sql`coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd})`;

/** Before its deadline, and what the filters ask for. */
function filterConditions(params: JobSearchParams): SQL[] {
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

/**
 * With words: the filters again, written so the full-text index (`jobs_search_idx`, which also
 * holds these columns) answers them in the same scan as the words. Implied by
 * `filterConditions`, which still decide; these only narrow what the index hands over, so a
 * common word with a selective filter reads the rows of the jobs matching both, not of every
 * job the word matches. Only filters that usually leave few jobs: the index reads the whole
 * list of jobs for each value, which for a common one (full-time, no CPA needed, a broad
 * experience level) costs more than testing the rows the words find (measured: +5 ms).
 * (A boolean compared with `= any(array[...])`: PostgreSQL would rewrite `= true` into the
 * bare column, which a GIN index cannot take.)
 */
function indexedFilters(params: JobSearchParams): SQL[] {
  const f = params.filter;
  if (!f) return [];
  const hints: SQL[] = [];
  // The trigram index needs three letters in a row to look anything up; shorter would read it all.
  if (f.location && /[\p{L}\p{N}]{3}/u.test(f.location)) {
    hints.push(
      sql`(coalesce(${jobs.location}, '') || ' ' || coalesce(${jobs.address}, '')) ilike ${containsPattern(f.location)}`,
    );
  }
  if (f.type?.length && !f.type.includes('full-time')) hints.push(inArray(jobs.type, f.type));
  if (f.industry?.length && f.industry.length <= 3) hints.push(inArray(jobs.industry, f.industry));
  if (f.requiresCPA) hints.push(sql`${jobs.requiresCpa} = any(array[true])`);
  if (f.remote) hints.push(sql`${jobs.remote} = any(array[true])`);
  if (f.companyId) hints.push(sql`${jobs.companyJobsId} = ${f.companyId}`);
  return hints;
}

/**
 * What a keyword search looks for: the text query, and the text its titles are compared with
 * for ranking. The words as typed, or corrected (`correctTypos`).
 */
interface Words {
  query: SQL;
  text: string;
}

const typedWords = (q: string): Words => ({ query: tsQuery(q), text: q.toLowerCase() });

/** Full-text match on the weighted document (the GIN index answers it without reading the document). */
const textMatch = (w: Words) => sql`${jobs.searchVector} @@ ${w.query}`;

/**
 * Typo tolerance ("acountant"): each word of the query that is not a word of any open job's
 * title or company name is searched as itself OR one of the few title words most like it
 * (trigram similarity, looked up in the small `job_title_words` table the triggers of
 * migration 0009 keep). Words found as they are stay as they are. The result is an ordinary
 * full-text query for the text index, so a typo costs what a keyword search costs; null when
 * no word has a close title word (nothing to correct). Excluded words (`-word`) and the
 * operators of the search syntax are left out of the corrected query.
 */
async function correctTypos(db: Db, q: string): Promise<Words | null> {
  const plain = q
    .split(/\s+/)
    .filter((token) => !token.startsWith('-') && token.toLowerCase() !== 'or')
    .join(' ');
  const result = await db.execute<{ word: string; candidates: string[] | null }>(sql`
    select q.word, c.candidates
    from unnest(tsvector_to_array(to_tsvector('simple', ${plain}))) with ordinality as q(word, n)
    left join lateral (
      select array_agg(t.word order by similarity(t.word, q.word) desc, t.jobs desc, t.word) as candidates
      from (select word, jobs from job_title_words
            where word % q.word and not exists (select 1 from job_title_words e where e.word = q.word)
            order by similarity(word, q.word) desc, jobs desc, word limit ${TYPO_CANDIDATES}) t
    ) c on true
    order by q.n limit ${TYPO_WORDS}`);
  if (!result.rows.some((r) => r.candidates?.length)) return null;
  // Each word: itself (it may be in descriptions) or its candidates; all words must match.
  const groups = result.rows.map((r) => [r.word, ...(r.candidates ?? [])]);
  return {
    query: sql`(${sql.join(
      groups.map((group) => sql`(${sql.join(group.map(tsQuery), sql` || `)})`),
      sql` && `,
    )})`,
    // Ranked by likeness to the closest correction of each word.
    text: result.rows.map((r) => r.candidates?.[0] ?? r.word).join(' '),
  };
}

/** Text rank plus title similarity, boosted for fresh jobs (halving over about a month). */
const relevance = (w: Words) =>
  sql`(ts_rank_cd(${jobs.titleVector}, ${w.query}, 32) + word_similarity(${w.text}, ${titleText}) * 0.5)
      * (1 + 1 / (1 + extract(epoch from now() - ${jobs.createdAt}) / 2592000))`;

const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

function ordering(sort: JobSort, words: Words | undefined): SQL[] {
  if (sort === 'salary') return [sql`${salaryUsdKey} desc nulls last`, ...newestFirst];
  if (sort === 'relevance' && words) return [sql`${relevance(words)} desc`, ...newestFirst];
  return newestFirst;
}

interface Counted {
  total: number;
  totalIsLowerBound: boolean;
  facets: JobSearchResult['facets'];
}

/** Total and the three facets in one statement, over at most `cap` matching jobs. */
async function countCapped(db: Db, where: SQL, cap: number): Promise<Counted> {
  const result = await db.execute<{
    type: string | null;
    experience_level: string | null;
    industry: string | null;
    g: number;
    count: string;
  }>(sql`
    select type, experience_level, industry, grouping(type, experience_level, industry) as g, count(*) as count
    from (select ${jobs.type} as type, ${jobs.experienceLevel} as experience_level, ${jobs.industry} as industry
          from ${jobs} where ${where} limit ${cap}) m
    group by grouping sets ((type), (experience_level), (industry))`);
  const facets: JobSearchResult['facets'] = { type: [], experienceLevel: [], industry: [] };
  let total = 0;
  for (const r of result.rows) {
    const count = Number(r.count);
    // grouping() bits: 4 = type rolled up, 2 = level rolled up, 1 = industry rolled up.
    if (r.g === 3) {
      total += count;
      if (r.type) facets.type.push({ value: r.type, count });
    } else if (r.g === 5 && r.experience_level) facets.experienceLevel.push({ value: r.experience_level, count });
    else if (r.g === 6 && r.industry) facets.industry.push({ value: r.industry, count });
  }
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { total, totalIsLowerBound: total >= cap, facets };
}

/**
 * A broad relevance search: rank the newest jobs that match in their title document (kept in
 * the row, so no out-of-line read) instead of every match. The pool grows in steps with the
 * page, so the pages within a step come from one ranking. Returns null when the newest jobs
 * hold too few such matches to fill the page.
 */
async function rankNewest(
  db: Db,
  filters: SQL,
  filtered: boolean,
  match: SQL,
  words: Words,
  params: JobSearchParams,
  step: number,
): Promise<JobFields[] | null> {
  const needed = params.offset + params.limit + 1;
  const pool = step * Math.ceil(needed / step);
  const walk = pool * RANK_WALK_PER_ROW;
  // The inner query walks the newest-first index; the match is tested on those rows until the
  // pool is full; only the pool is ranked. With filters, the walk reads only the index (which
  // holds every column they test) and fetches just the jobs that pass them by id; without, the
  // rows in turn (nearly all pass, and one row costs less than an index entry plus a lookup).
  const pick = filtered
    ? sql`select ${jobs.id} from (select ${jobs.id}, ${jobs.createdAt} from ${jobs} where ${filters}
            order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${walk}) w join ${jobs} on ${jobs.id} = w.id
          where ${match} order by w.created_at desc, w.id desc limit ${pool}`
    : sql`select ${jobs.id} from (select * from ${jobs} where ${filters}
            order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${walk}) ${jobs} where ${match} limit ${pool}`;
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(sql`${jobs.id} in (${pick})`)
    .orderBy(...ordering('relevance', words))
    .limit(pool);
  if (rows.length < Math.min(needed, pool)) return null;
  return rows.slice(params.offset, params.offset + params.limit + 1);
}

export async function searchJobs(
  db: Db,
  params: JobSearchParams,
  tuning: Partial<JobSearchTuning> = {},
): Promise<JobSearchResult> {
  const { countCap = COUNT_CAP, rankPool = RANK_POOL } = tuning;
  const q = params.query?.trim() || undefined;
  const sort: JobSort = params.sort ?? (q ? 'relevance' : 'newest');
  const conditions = and(...filterConditions(params)) as SQL;
  const filters = sql`${isOpen} and ${conditions}`;
  // With words, the text index must find the candidates: the other conditions are written so
  // no other index can serve them (`is true`), else PostgreSQL, which thinks `@@` cheap, would
  // take the status or filters' index and test each document it finds, reading it from
  // out-of-line storage.
  const textFilters = sql`(${isOpen} and ${conditions}) is true`;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // PostgreSQL prices `@@` as cheap and ignores reading each document back (it is stored out
    // of line), so it would rather scan the table; every condition here has an index. JIT
    // compiling costs more than these short statements take.
    // (set_config(..., true) is `set local`: one statement instead of several round trips.)
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true), set_config('enable_indexscan', ${q ? 'off' : 'on'}, true)`,
    );

    // A keyword search counts through the text index (a bitmap scan, so index scans are off
    // for it): walking another index would read the document of every job it passes.
    let words = q ? typedWords(q) : undefined;
    const keywordWhere = (w: Words) => and(textFilters, ...indexedFilters(params), textMatch(w))!;
    let where = words ? keywordWhere(words) : filters;
    let counted = await countCapped(tx, where, countCap);
    let correctedQuery: string | null = null;
    if (q && !params.exact && counted.total < TYPO_BELOW) {
      // (Almost) nothing: perhaps a typo. Search again with the words corrected.
      const corrected = await correctTypos(tx, q);
      if (corrected) {
        const correctedCount = await countCapped(tx, keywordWhere(corrected), countCap);
        // Only a correction that finds more than the words as typed is worth saying.
        if (correctedCount.total > counted.total) {
          words = corrected;
          where = keywordWhere(words);
          counted = correctedCount;
          correctedQuery = corrected.text;
        }
      }
    }
    // Many matches: the first page is among the newest jobs, so walking the newest-first (or
    // salary) index finds it after a few rows. Few: they are all read and sorted.
    if (words && counted.totalIsLowerBound) await tx.execute(sql`select set_config('enable_indexscan', 'on', true)`);

    let rows: JobFields[] | null = null;
    let rowsWhere = where;
    const filtered =
      Boolean(params.publishedAfter) ||
      Object.values(params.filter ?? {}).some((v) => v != null && !(Array.isArray(v) && v.length === 0));
    if (words && counted.totalIsLowerBound) {
      // The title document is in the row and part of the full one: testing it first spares
      // reading the full document of most jobs the walk passes.
      const inTitle = sql`${jobs.titleVector} @@ ${words.query}`;
      const anywhere = sql`(${inTitle} or ${textMatch(words)})`;
      rowsWhere = sql`${filters} and ${anywhere}`;
      if (sort === 'relevance') {
        rows = await rankNewest(tx, filters, filtered, inTitle, words, params, rankPool);
        // The words are mostly in descriptions: rank the newest jobs matching anywhere.
        rows ??= await rankNewest(tx, filters, filtered, anywhere, words, params, rankPool);
      }
    }
    if (!rows) {
      rows = await tx
        .select(jobColumns)
        .from(jobs)
        .where(rowsWhere)
        .orderBy(...ordering(sort, words))
        .limit(params.limit + 1)
        .offset(params.offset);
    }
    return { rows, ...counted, correctedQuery };
  });
}
