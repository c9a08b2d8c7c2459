import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { JobSort } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { companies, jobs } from '../db/schema/index.ts';
import { companyListColumns } from '../companies/index.ts';
import { jobListColumns } from './job-mapper.ts';
import {
  estimateFacets,
  estimateMatches,
  guessedWords,
  levelsShare,
  roundEstimate,
  salaryPaidByShare,
  type MatchEstimate,
} from './job-search-estimate.ts';
import {
  filterConditions,
  hasFilters,
  indexedFilters,
  isOpen,
  ordering,
  paysAtLeast,
  placeInIndex,
  relevance,
  textMatch,
  titleMatch,
  typedWords,
  type Words,
} from './job-search-sql.ts';
import { correctionWords, correctTypos, titleWordsLike } from './job-search-typos.ts';
import { searchKey } from './search-cache.ts';
import type { JobSearchParams, JobSearchResult, JobSearchRow, JobSearchTuning } from './job-search-types.ts';

export {
  jobSearchFilterSchema,
  type Facet,
  type JobSearchFilter,
  type JobSearchParams,
  type JobSearchResult,
  type JobSearchRow,
  type JobSearchTuning,
} from './job-search-types.ts';

/**
 * Counting every match of a broad search (half the jobs contain "accountant") means reading
 * every matching row; people only need to know there are many, so the count stops here.
 */
export const COUNT_CAP = 1000;
/**
 * From this many estimated matches a search is broad: its first page is found by walking the
 * newest (or best-paid) jobs until enough match, and its total and facets are PostgreSQL's
 * estimates, never counted. Twice the cap, so an estimate somewhat too high still leaves
 * searches with fewer matches than the cap counted exactly. (PostgreSQL takes words to occur
 * independently, so for several words that go together, as in job titles, it guesses low.)
 */
const BROAD_FROM = 2 * COUNT_CAP;
/** See `JobSearchTuning.commonWords`. */
const COMMON_WORDS = 10_000;
/** Below this many full-text matches, the words are corrected against the title words (typos). */
const TYPO_BELOW = 10;
/** Whether words that found `counted` jobs (counted, not estimated) are looked up for a correction. */
const mayCorrect = (params: JobSearchParams, counted: number) => !params.exact && counted < TYPO_BELOW;
/** A broad relevance search ranks this many of the newest title matches (per step of pages). */
const RANK_POOL = 100;
/** ...found among at most this many of the newest open jobs passing the filters, per pool row. */
const RANK_WALK_PER_ROW = 20;
/**
 * When those hold some title matches but too few for the page, a walk without filters goes on,
 * as far as their density says, up to this many jobs (1M jobs: a three-word Turkish title whose
 * words are in 34,000 descriptions but few titles, ranked from the text index's matches: 106 ms).
 */
const TITLE_WALK_MAX = 12_000;
/**
 * A broad search sorted by date or salary walks four times as many jobs passing the filters as
 * the estimated share of matches needs for the page (estimates can be off by a few times), at
 * least SORTED_WALK_MIN and at most SORTED_WALK_MAX: every walked job's words may be read from
 * out-of-line storage. It walks even when the estimate says the page needs more: PostgreSQL
 * takes words, and a place, to occur independently, so it guesses low for those that go
 * together (1M jobs: "accounts payable" in Abu Dhabi estimated at 2,500, matching 45,000), and
 * finding every match through the index to sort them cost those searches 0.4-1.4 s where the
 * walk takes 10 ms. Short of the page, the matches are found through the index after all (the
 * failed walk adds at most about 20 ms). (The walk stops at the page's last match; the bound
 * only limits how long it looks.)
 */
const SORTED_WALK_MIN = 200;
const SORTED_WALK_MAX = 2000;

/**
 * See `manyMatchesPage`: the most open jobs a walk by filters alone reads (with a place, tested
 * on each index entry, about 40 ms at 1M jobs).
 */
const FILTERS_WALK_MAX = 50_000;

/**
 * The date of the `n`-th newest open job (the dawn of time when there are fewer): a bound that
 * stops a walk of the newest-first index after about `n` entries.
 */
const newestAfter = (n: number) =>
  sql`coalesce((select ${jobs.createdAt} from ${jobs} where ${isOpen}
        order by ${jobs.createdAt} desc, ${jobs.id} desc offset ${n} limit 1), '-infinity')`;

/** Open, before its deadline and passing the filters. */
const filtersOf = (params: JobSearchParams) => sql`${isOpen} and ${and(...filterConditions(params))}`;

/**
 * With words, the text index must find the candidates: the other conditions are written so no
 * other index can serve them (`is true`), else PostgreSQL, which thinks `@@` cheap, would take
 * the status or filters' index and test each document it finds, reading it from out-of-line
 * storage.
 */
const keywordWhere = (params: JobSearchParams, w: Words, common: boolean) =>
  and(sql`(${filtersOf(params)}) is true`, ...indexedFilters(params, common), textMatch(w))!;

/** The tuning, and what a search learnt of its filters before looking. */
interface SearchBounds extends JobSearchTuning {
  /** The experience levels asked for are rare among the jobs (see `RARE_LEVELS`). */
  rareLevels: boolean;
}

/**
 * Levels this rare among all jobs (by ANALYZE's shares) are looked up in the text index whatever
 * the words: their lists are short (1M jobs, executives are 2 %: "three-way match" as a phrase,
 * whose 22,600 candidates each need their document read back to check the words' order, found
 * none in over 200 ms; with the level in the index, in 10 ms).
 */
const RARE_LEVELS = 0.05;

/**
 * Whether the text index takes the experience levels asked for with the words: when they are
 * rare, or when the words are common among the open jobs (the filters aside: the estimate's
 * matches scaled from the jobs passing the filters to all open ones, as PostgreSQL takes the two
 * to be independent).
 */
const levelsInIndex = (estimate: MatchEstimate, bounds: SearchBounds) =>
  bounds.rareLevels || (estimate.matches * estimate.open) / Math.max(estimate.filtered, 1) >= bounds.commonWords;

/** What a search's estimates depend on: its words (as typed, or corrected) and filters, not its order or page. */
const estimateKey = (params: JobSearchParams, words: Words | undefined, as: 'typed' | 'corrected') =>
  searchKey([as, params.query?.trim(), params.filter, params.publishedAfter, params.publishedUntil, words?.text]);

/** Up to the page's last row: what a walk or a ranking must find. */
const needed = (params: JobSearchParams) => params.offset + params.limit + 1;

/** A page's rows without the count of ids its pick gave (`picked`, the same on every row). */
const pickedRows = <R extends JobSearchRow & { picked: string }>(rows: R[]) => ({
  picked: Number(rows[0]?.picked ?? 0),
  rows: rows.map(({ picked: _picked, ...row }) => row),
});

/**
 * The page of `pick`'s jobs (a statement returning the few ids up to the page's end), in
 * `order`, each with its company (read in the same statement: result lists show it, and a
 * second statement would cost as much as the page), and how many ids `pick` gave (`picked`).
 * The ids are picked apart from the join, so the join never steers how they are found.
 */
async function pageOf(db: Db, params: JobSearchParams, pick: SQL, order: SQL[]) {
  const rows = await db
    .select({ ...jobListColumns, company: companyListColumns, picked: sql<string>`count(*) over ()` })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
    .where(sql`${jobs.id} in (${pick})`)
    .orderBy(...order)
    .limit(params.limit + 1)
    .offset(params.offset);
  return pickedRows(rows);
}

/** The page of the jobs where `where`, in `order`. */
const pageWhere = (db: Db, params: JobSearchParams, where: SQL, order: SQL[]) =>
  pageOf(
    db,
    params,
    sql`select ${jobs.id} from ${jobs} where ${where} order by ${sql.join(order, sql`, `)} limit ${needed(params)}`,
    order,
  );

/**
 * Every match, found through the text index (or, without words, the filters' indexes) and kept
 * apart (MATERIALIZED) so that no other index is walked for the order: with matches sparse
 * among the jobs, or rare where the order starts, reading just them and sorting costs less than
 * walking the order's index until enough turn up (each job passed there has its full document
 * read back from out-of-line storage). The columns are what the orders need.
 */
const found = (params: JobSearchParams, words: Words | undefined, common: boolean, also?: SQL) =>
  sql`with found as materialized (select ${jobs.id}, ${jobs.createdAt}, ${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}
        from ${jobs} where ${and(
          words ? keywordWhere(params, words, common) : and(filtersOf(params), ...placeInIndex(params)),
          also,
        )})`;

/** The pool of a broad relevance search for a page: in steps, so the pages within one share a ranking. */
const poolFor = (params: JobSearchParams, step: number) => step * Math.ceil(needed(params) / step);

/**
 * The ids of the first `limit` jobs matching `match` among the newest `walk` jobs passing the
 * filters, newest first; with `rankBy`, also their dates and relevance to those words (`rank`,
 * for `rankedPageOf`), computed on the rows read to test the match. The inner query walks the
 * newest-first index; the match is tested on those rows until enough pass. With filters, the
 * walk reads only the index (which holds every column they test) and fetches just the jobs that
 * pass them by id; without, the rows in turn (nearly all pass, and one row costs less than an
 * index entry plus a lookup).
 */
function newestMatching(params: JobSearchParams, match: SQL, walk: number, limit: number, rankBy?: Words): SQL {
  const filters = filtersOf(params);
  const newest = sql`${jobs.createdAt} desc, ${jobs.id} desc`;
  const picked = rankBy ? sql`${jobs.id}, ${jobs.createdAt}, ${relevance(rankBy)} as rank` : sql`${jobs.id}`;
  return hasFilters(params)
    ? sql`select ${picked} from (select ${jobs.id}, ${jobs.createdAt} from ${jobs} where ${filters}
            order by ${newest} limit ${walk}) w join ${jobs} on ${jobs.id} = w.id
          where ${match} order by w.created_at desc, w.id desc limit ${limit}`
    : // Only the columns `match` (and the rank) read: the walk's rows pass through a sort (the
      // date index lacks the id), and whole rows made it copy about 1 KB a job (2,000 jobs:
      // 3.6 → 2.1 ms).
      sql`select ${picked} from (select ${jobs.id}, ${jobs.createdAt}, ${jobs.titleVector}, ${jobs.searchVector}${
        rankBy ? sql`, ${jobs.position}, ${jobs.companyName}` : sql``
      }
            from ${jobs} where ${filters} order by ${newest} limit ${walk}) ${jobs}
          where ${match} order by ${newest} limit ${limit}`;
}

/**
 * The page of a relevance ranking. `pick` gives the pool to rank (`id`, `created_at` and `rank`
 * of each job, the rank computed on the rows it read anyway); only the page's jobs are then read
 * whole, with their companies, and how many the pool held (`picked`).
 * (Reading the whole pool, 100 jobs with their companies, to sort it and keep 21 cost more than
 * the walk that found them.)
 */
async function rankedPageOf(db: Db, params: JobSearchParams, pick: SQL) {
  // The pool's first job comes too, so that how many it held is known when the page is past
  // its end (a later page of a pool with fewer matches than the page needs: the walk that
  // follows is sized by that count).
  const page = sql`(select * from (select id, created_at, rank, count(*) over () as picked,
        row_number() over (order by rank desc, created_at desc, id desc) as n from (${pick}) pool) ranked
      where n = 1 or n > ${params.offset} and n <= ${needed(params)}) page`;
  const rows = await db
    .select({
      ...jobListColumns,
      company: companyListColumns,
      picked: sql<string>`page.picked`,
      n: sql<string>`page.n`,
    })
    .from(jobs)
    .innerJoin(page, sql`page.id = ${jobs.id}`)
    .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
    .orderBy(sql`page.n`);
  const { picked, rows: ranked } = pickedRows(rows);
  return { picked, rows: ranked.flatMap(({ n, ...row }): JobSearchRow[] => (Number(n) > params.offset ? [row] : [])) };
}

/**
 * A broad relevance search: rank the newest jobs that match (`match`) instead of every match,
 * walking at most `walk` of the newest jobs passing the filters to find them. `rows` is null
 * when those hold too few matches for the page; `picked` says how many they held.
 */
async function rankNewest(
  db: Db,
  params: JobSearchParams,
  words: Words,
  match: SQL,
  pool: number,
  walk: number,
): Promise<{ rows: JobSearchRow[] | null; picked: number }> {
  const { picked, rows } = await rankedPageOf(db, params, newestMatching(params, match, walk, pool, words));
  return { rows: picked < Math.min(needed(params), pool) ? null : rows, picked };
}

/** The words are mostly in descriptions: rank the newest jobs matching anywhere, found through the text index. */
async function rankNewestMatches(db: Db, params: JobSearchParams, words: Words, step: number, common: boolean) {
  const newest = sql`${found(params, words, common)}
    select ${jobs.id} from found ${jobs} order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${poolFor(params, step)}`;
  const pick = sql`select ${jobs.id}, ${jobs.createdAt}, ${relevance(words)} as rank from ${jobs} where ${jobs.id} in (${newest})`;
  return (await rankedPageOf(db, params, pick)).rows;
}

/** Matching the words in the title. (Words excluded: the title lacking one does not prove the description does.) */
const inTitle = (words: Words) => (words.excludes ? and(titleMatch(words), textMatch(words))! : titleMatch(words));

/** Matching the words: in the row's own title document first, which needs no out-of-line read. */
const anywhere = (words: Words) =>
  // (Not when words are excluded: the title lacking one does not prove the description does.)
  words.excludes ? textMatch(words) : sql`(${titleMatch(words)} or ${textMatch(words)})`;

/**
 * A search sorted by date or salary: walk that order's index and stop at the page's last match.
 * By date, the walk is over the jobs passing the filters (`newestMatching`: recency has little
 * to do with them); by salary, over all open jobs (the filters are tested on the rows: pay goes with
 * the type, level and place, so the best-paid jobs may hold none of an internship, say, and a
 * walk bounded in jobs passing the filters could read most of the index). At most `walk` jobs
 * are walked; null when they hold too few matches for the page.
 */
async function walkSorted(
  db: Db,
  params: JobSearchParams,
  sort: Exclude<JobSort, 'relevance'>,
  words: Words | undefined,
  walk: number,
): Promise<JobSearchRow[] | null> {
  const order = ordering(sort, undefined);
  const orderBy = sql.join(order, sql`, `);
  const match = words ? anywhere(words) : sql`true`;
  const pick =
    sort === 'newest'
      ? newestMatching(params, match, walk, needed(params))
      : sql`select ${jobs.id} from (select * from ${jobs} where ${isOpen} order by ${orderBy} limit ${walk}) ${jobs}
            where ${filtersOf(params)} and ${match} order by ${orderBy} limit ${needed(params)}`;
  const { picked, rows } = await pageOf(db, params, pick, order);
  // Fewer than the page needs: the walk may have stopped before the matches ran out.
  return picked < needed(params) ? null : rows;
}

/** Every match found through the indexes (and `also`), sorted by date or salary. */
async function sortMatches(
  db: Db,
  params: JobSearchParams,
  sort: JobSort,
  words: Words | undefined,
  common: boolean,
  also?: SQL,
) {
  const order = ordering(sort, undefined);
  const pick = sql`${found(params, words, common, also)}
    select ${jobs.id} from found ${jobs} order by ${sql.join(order, sql`, `)} limit ${needed(params)}`;
  return pageOf(db, params, pick, order);
}

/**
 * By salary, when the walk came up short: first only the matches among this many of the
 * best-paid open jobs, whose list the salary index gives at little cost, so the text index's
 * list of the words is met with it before any row is read (1M jobs, "bookkeeping", paid less
 * than most, 160,000 matches: 324 ms to read and sort them all; 59 ms for the 1,200 among the
 * best-paid 50,000). Only with four times as many open jobs; a page it leaves short is found
 * among them all.
 */
const PAID_FIRST = 50_000;
/**
 * ...when the estimate expects this many matches among them (about fifty pages; below, measured on
 * the stream at 1M jobs, the floor left the page short as often as not).
 */
const PAID_FIRST_MATCHES = 1000;

/**
 * The page of a search with many matches (at least the count cap), without counting them:
 * the way that reads least for how dense the estimate says its matches are.
 */
async function manyMatchesPage(
  db: Db,
  params: JobSearchParams,
  sort: JobSort,
  words: Words | undefined,
  estimate: MatchEstimate,
  tuning: SearchBounds,
  statsOf: Db = db,
): Promise<{ rows: JobSearchRow[]; rankedByTitles?: true }> {
  // Jobs to walk to find `rows` matches among `among`: four times what the estimated share
  // needs (estimates can be off by a few times).
  const walkFor = (rows: number, among: number) =>
    Math.max(tuning.walkMin, Math.ceil((4 * rows * Math.max(among, 1)) / Math.max(estimate.matches, 1)));
  if (sort === 'relevance' && words) {
    const pool = poolFor(params, tuning.rankPool);
    // The title document is in the row: testing it costs no out-of-line read, so the walk is long.
    const titleWalk = pool * RANK_WALK_PER_ROW;
    const titles = await rankNewest(db, params, words, inTitle(words), pool, titleWalk);
    if (titles.rows) return { rows: titles.rows, rankedByTitles: true };
    // Some titles, too few for the page: walk on as far as the titles seen say the page needs,
    // with room (a title costs no out-of-line read; matching anywhere may cost one a job). Not
    // with filters: that walk looks each job passing them up by id (1M jobs, a place and an
    // industry: 127 -> 240 ms).
    const longer = Math.ceil((1.5 * titleWalk * needed(params)) / Math.max(titles.picked, 1));
    if (titles.picked > 0 && longer <= TITLE_WALK_MAX && !hasFilters(params)) {
      const further = await rankNewest(db, params, words, inTitle(words), pool, longer);
      if (further.rows) return { rows: further.rows, rankedByTitles: true };
    }
    // The words are mostly in descriptions: the newest jobs matching anywhere (past
    // SORTED_WALK_MAX, found through the text index: the pool needs many more than a page).
    const walk = walkFor(pool, estimate.filtered);
    const walked = walk <= tuning.walkMax ? await rankNewest(db, params, words, textMatch(words), pool, walk) : null;
    return {
      rows:
        walked?.rows ?? (await rankNewestMatches(db, params, words, tuning.rankPool, levelsInIndex(estimate, tuning))),
    };
  }
  const by = sort === 'salary' ? 'salary' : 'newest';
  if (by === 'newest' && !words) {
    // Filters alone, newest first: their index walk is the page (the newest-first index holds
    // their columns, and recency has little to do with them), over four times the open jobs the
    // estimate says the page needs. Filters that seldom meet (a place and a salary that go ill
    // together) can be estimated at thousands and match none; unbounded, the walk read the whole
    // index to say so (1M jobs, Giza paying 50,000: 0.7 s). Short of the page, the matches are
    // found through the indexes instead.
    const newest = sql`${filtersOf(params)} and ${jobs.createdAt} >= ${newestAfter(
      Math.min(FILTERS_WALK_MAX, walkFor(needed(params), estimate.open)),
    )}`;
    const walked = await pageWhere(db, params, newest, ordering(by, undefined));
    if (walked.picked >= needed(params)) return { rows: walked.rows };
    return { rows: (await sortMatches(db, params, by, undefined, false)).rows };
  }
  const walk = Math.min(tuning.walkMax, walkFor(needed(params), by === 'salary' ? estimate.open : estimate.filtered));
  const walked = await walkSorted(db, params, by, words, walk);
  if (walked) return { rows: walked };
  const common = levelsInIndex(estimate, tuning);
  // (Only when the estimate expects many matches among them: pay goes with the words and the
  // filters, and a floor that leaves the page short costs the text index's list twice.)
  const expected = (tuning.paidFirst * estimate.matches) / Math.max(estimate.open, 1);
  const floor =
    by === 'salary' && estimate.open >= 4 * tuning.paidFirst && expected >= tuning.paidFirstMatches
      ? await salaryPaidByShare(db, tuning.paidFirst / estimate.open, statsOf)
      : null;
  if (floor != null) {
    const best = await sortMatches(db, params, by, words, common, sql`${isOpen} and ${paysAtLeast(String(floor))}`);
    if (best.picked >= needed(params)) return { rows: best.rows };
  }
  return { rows: (await sortMatches(db, params, by, words, common)).rows };
}

interface Counted {
  total: number;
  totalIsLowerBound: boolean;
  facets: JobSearchResult['facets'];
  /** The counted jobs' ids, as a PostgreSQL array literal: all the matches when under the cap. */
  ids: string;
}

/**
 * Total and the three facets in one statement, over at most `cap` matching jobs, and their
 * ids: under the cap the page is read by them instead of looking the words up again.
 */
async function countCapped(db: Db, where: SQL, cap: number): Promise<Counted> {
  const result = await db.execute<{
    type: string | null;
    experience_level: string | null;
    industry: string | null;
    g: number;
    count: string;
    ids: string | null;
  }>(sql`
    select type, experience_level, industry, grouping(type, experience_level, industry) as g, count(*) as count,
           case when grouping(type, experience_level, industry) = 7 then array_agg(id)::text end as ids
    from (select ${jobs.id} as id, ${jobs.type} as type, ${jobs.experienceLevel} as experience_level,
                 ${jobs.industry} as industry
          from ${jobs} where ${where} limit ${cap}) m
    group by grouping sets ((type), (experience_level), (industry), ())`);
  const facets: JobSearchResult['facets'] = { type: [], experienceLevel: [], industry: [] };
  let total = 0;
  let ids = '{}';
  for (const r of result.rows) {
    const count = Number(r.count);
    // grouping() bits: 4 = type rolled up, 2 = level rolled up, 1 = industry rolled up.
    if (r.g === 7) ids = r.ids ?? '{}';
    else if (r.g === 3) {
      total += count;
      if (r.type) facets.type.push({ value: r.type, count });
    } else if (r.g === 5 && r.experience_level) facets.experienceLevel.push({ value: r.experience_level, count });
    else if (r.g === 6 && r.industry) facets.industry.push({ value: r.industry, count });
  }
  for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { total, totalIsLowerBound: total >= cap, facets, ids };
}

/** A counted search's answer. */
const countedAnswer = (
  rows: JobSearchRow[],
  c: Counted,
  correctedQuery: string | null,
  correction: string[][] | undefined,
): JobSearchResult => ({
  rows,
  total: c.total,
  totalIsLowerBound: c.totalIsLowerBound,
  facets: c.facets,
  totalIsEstimate: false,
  correctedQuery,
  correction,
});

/** What the page shows of a broad search: PostgreSQL's estimates, rounded. */
async function estimated(db: Db, params: JobSearchParams, estimate: MatchEstimate, statsOf: Db = db) {
  const total = roundEstimate(estimate.matches);
  return {
    total,
    totalIsLowerBound: false,
    totalIsEstimate: true,
    facets: await estimateFacets(db, total, params.filter, statsOf),
  };
}

/**
 * A narrower search, counted: the total and facets exactly (up to the cap), the page from all
 * matches sorted, or, past the cap, from the newest (or best-paid) ones. Corrects typos when
 * the words find (almost) nothing.
 */
async function searchCounted(
  db: Db,
  params: JobSearchParams,
  sort: JobSort,
  typed: Words | undefined,
  estimate: MatchEstimate,
  tuning: SearchBounds,
): Promise<JobSearchResult> {
  const q = params.query?.trim();
  const filters = filtersOf(params);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // PostgreSQL prices `@@` as cheap and ignores reading each document back (it is stored out
    // of line), so it would rather scan the table; every condition here has an index. JIT
    // compiling costs more than these short statements take.
    // (set_config(..., true) is `set local`: one statement instead of several round trips.)
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true), set_config('enable_indexscan', ${typed ? 'off' : 'on'}, true)`,
    );

    // A keyword search counts through the text index (a bitmap scan, so index scans are off
    // for it): walking another index would read the document of every job it passes.
    let words = typed;
    const where = words
      ? keywordWhere(params, words, levelsInIndex(estimate, tuning))
      : and(filters, ...placeInIndex(params))!;
    let counted = await countCapped(tx, where, tuning.countCap);
    let correctedQuery: string | null = null;
    let wordsEstimate = estimate;
    let correction: string[][] | undefined;
    if (q && mayCorrect(params, counted.total)) {
      // (Almost) nothing: perhaps a typo. Search again with the words corrected.
      const corrected = await correctTypos(tx, q);
      if (corrected) {
        correction = corrected.groups;
        const correctedEstimate = await estimateMatches(
          tx,
          sql`${filters} and ${textMatch(corrected)}`,
          filters,
          isOpen,
          estimateKey(params, corrected, 'corrected'),
          db,
        );
        if (correctedEstimate.matches >= tuning.broadFrom) {
          // Broad once corrected: not counted either. (The walks go through the newest-first index.)
          await tx.execute(sql`select set_config('enable_indexscan', 'on', true)`);
          const { rows } = await manyMatchesPage(tx, params, sort, corrected, correctedEstimate, tuning, db);
          if (rows.length > params.limit) {
            return {
              rows,
              ...(await estimated(tx, params, correctedEstimate, db)),
              correctedQuery: corrected.text,
              correction,
            };
          }
          await tx.execute(sql`select set_config('enable_indexscan', 'off', true)`);
        }
        const correctedWhere = keywordWhere(params, corrected, levelsInIndex(correctedEstimate, tuning));
        const correctedCount = await countCapped(tx, correctedWhere, tuning.countCap);
        // Only a correction that finds more than the words as typed is worth saying.
        if (correctedCount.total > counted.total) {
          words = corrected;
          counted = correctedCount;
          correctedQuery = corrected.text;
          wordsEstimate = correctedEstimate;
        }
      }
    }
    if (counted.totalIsLowerBound) {
      // Many matches: the first page is among the newest (or best-paid) jobs, found as for a
      // broad search. Past the cap with many more estimated, say about how many, not "1000+".
      await tx.execute(sql`select set_config('enable_indexscan', 'on', true)`);
      const { rows, rankedByTitles } = await manyMatchesPage(tx, params, sort, words, wordsEstimate, tuning, db);
      if (wordsEstimate.matches > tuning.countCap * 2) {
        return { rows, ...(await estimated(tx, params, wordsEstimate, db)), correctedQuery, rankedByTitles };
      }
      return countedAnswer(rows, counted, correctedQuery, correction);
    }
    // None: nothing to read.
    if (counted.total === 0) return countedAnswer([], counted, correctedQuery, correction);
    // Few: they are all read by the ids the count found (a second lookup of the words cost as
    // much as the count: 1M jobs, 45 matches, 7 ms each) and sorted.
    const counteds = sql`${jobs.id} = any(${counted.ids}::uuid[])`;
    const { rows } = await pageWhere(tx, params, counteds, ordering(sort, words));
    return countedAnswer(rows, counted, correctedQuery, correction);
  });
}

/**
 * The jobs a change to which could change this search's answer (for the search cache): open,
 * passing the filters and holding the words, in the title or anywhere; with too few of those
 * to stand, also any job whose title holds a word like one of the words (such a word is what a
 * typo would be corrected to). When the words were looked up for a correction (kept or not),
 * also the jobs holding the words as corrected: how many hold them as typed decides whether to
 * correct, the title words like them what to, and the jobs holding the corrected words whether
 * the correction finds more and what it shows. Null, any job, for an answer kept before its
 * correction was (an older process's, through Redis).
 * (A broad relevance search ranks the newest matches it finds within a bounded walk, so a new
 * job that does not match may shift which ones a fresh search would rank; the kept answer is
 * still made of current matching jobs, and every new match retires it.)
 */
export function searchFoundBy(params: JobSearchParams, result: JobSearchResult): SQL | null {
  const q = params.query?.trim();
  const paid = paidIntoPage(params, result);
  if (!q) return paid ? sql`${filtersOf(params)} and ${paid}` : filtersOf(params);
  const words = typedWords(q);
  if (result.correction) {
    // (Measured on the 1M stream: answers that any new job retired were 18 % of the time spent
    // computing searches, nearly all of them looked up for a correction.)
    const corrected = correctionWords(result.correction, '');
    return sql`(${filtersOf(params)} and (${anywhere(words)} or ${textMatch(corrected)})) or ${titleWordsLike(q)}`;
  }
  if (result.correctedQuery) return null;
  // A broad answer ranked from the newest title matches: a job matching elsewhere is not among them.
  const matching = result.rankedByTitles && result.totalIsEstimate ? inTitle(words) : anywhere(words);
  const found = sql`${filtersOf(params)} and ${matching}${paid ? sql` and ${paid}` : sql``}`;
  // Too few to stand, yet no title word was like the words: a job whose title brings one (or
  // takes the last of a word away) could make them correctable.
  const correctable = !result.totalIsEstimate && mayCorrect(params, result.total);
  return correctable ? sql`(${found}) or ${titleWordsLike(q)}` : found;
}

/**
 * Of a broad search sorted by salary, the jobs that could be on its page: those paying at least
 * its last row. Its page is the best-paid matches and its total and facets are estimates, which
 * no one job moves; a match paying less comes after the page (or, when it was on it, the page's
 * last row would not pay more). Null for any other answer, or a page that ends the matches (a
 * new match would follow on it) or whose last row has no salary (it sorts last).
 * (Measured, 1,000,000 jobs, one new job a second: a sort by salary was a fifth of the searches
 * computed again, and each took 0.2-0.3 s.)
 */
function paidIntoPage(params: JobSearchParams, result: JobSearchResult): SQL | null {
  if (params.sort !== 'salary' || !result.totalIsEstimate || result.rows.length <= params.limit) return null;
  const last = result.rows.at(-1);
  const usd = last ? (last.salaryMaxUsd ?? last.salaryMinUsd) : null;
  return usd == null ? null : paysAtLeast(usd);
}

/**
 * Jobs matching the words (in any of the three languages, typos corrected) and the filters, a
 * page of them in the asked order, with the total and facets: counted up to the cap for a
 * narrow search, estimated for a broad one (see BROAD_FROM). A broad search is two or three
 * statements (the estimate, the page, a second way to the page when the first comes up short),
 * outside a transaction.
 */
export async function searchJobs(
  db: Db,
  params: JobSearchParams,
  tuning: Partial<JobSearchTuning> = {},
): Promise<JobSearchResult> {
  const levels = params.filter?.experienceLevel;
  const bounds: SearchBounds = {
    countCap: COUNT_CAP,
    rankPool: RANK_POOL,
    broadFrom: BROAD_FROM,
    commonWords: COMMON_WORDS,
    walkMin: SORTED_WALK_MIN,
    walkMax: SORTED_WALK_MAX,
    paidFirst: PAID_FIRST,
    paidFirstMatches: PAID_FIRST_MATCHES,
    ...tuning,
    rareLevels: !!levels?.length && (await levelsShare(db, levels)) <= RARE_LEVELS,
  };
  const q = params.query?.trim() || undefined;
  const sort: JobSort = params.sort ?? (q ? 'relevance' : 'newest');
  const words = q ? typedWords(q) : undefined;
  const filters = filtersOf(params);
  const estimate = await estimateMatches(
    db,
    words ? sql`${filters} and ${textMatch(words)}` : filters,
    filters,
    isOpen,
    estimateKey(params, words, 'typed'),
  );
  if (estimate.matches >= bounds.broadFrom && !(await guessedWords(db, estimate))) {
    const { rows, rankedByTitles } = await manyMatchesPage(db, params, sort, words, estimate, bounds);
    // A page short of full means the estimate was far off: count (and correct a typo).
    if (rows.length > params.limit)
      return { rows, ...(await estimated(db, params, estimate)), correctedQuery: null, rankedByTitles };
  }
  return searchCounted(db, params, sort, words, estimate, bounds);
}
