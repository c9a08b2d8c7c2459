import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Facet, JobSearchFilter, JobSearchResult } from './job-search-types.ts';

// A broad search is not counted (counting half a million matches means reading them all):
// PostgreSQL's own estimates stand in, from the statistics ANALYZE keeps, at no cost per match.

export interface MatchEstimate {
  /** Jobs estimated to match the words and the filters. */
  matches: number;
  /** Jobs estimated to pass the filters alone: `matches / filtered` is how dense matches are among them. */
  filtered: number;
  /** Open jobs estimated: `matches / open` is how dense matches are among all. */
  open: number;
  /**
   * The words' lexemes as the planner saw them (null without words, or when the plan did not
   * show them): `guessedWords` tells from these whether `matches` is a guess.
   */
  lexemes: string[] | null;
}

interface PlanNode {
  'Plan Rows': number;
  Plans?: PlanNode[];
  'Recheck Cond'?: string;
  'Index Cond'?: string;
  Filter?: string;
}

/** The lexemes of the text conditions (`search_vector @@ '…'::tsquery`) in a plan's nodes. */
export function planLexemes(node: PlanNode | undefined): string[] | null {
  const found = new Set<string>();
  const visit = (n: PlanNode) => {
    for (const condition of [n['Recheck Cond'], n['Index Cond'], n.Filter]) {
      for (const [, literal] of condition?.matchAll(/search_vector @@ '((?:[^']|'')*)'::tsquery/g) ?? []) {
        // The tsquery's text, its SQL quotes undone: 'acount' | 'acountant' & !'senior'.
        for (const [, lexeme] of literal!.replaceAll("''", "'").matchAll(/'((?:[^']|'')*)'/g)) {
          found.add(lexeme!.replaceAll("''", "'"));
        }
      }
    }
    n.Plans?.forEach(visit);
  };
  if (node) visit(node);
  return found.size ? [...found] : null;
}

/**
 * Estimates change only when ANALYZE runs (autovacuum, minutes apart): each search's are kept
 * a minute, so a search asked again (the next page, or after a new job retired its cached
 * answer) skips planning them (0.5-0.7 ms of PostgreSQL's time at 1,000,000 jobs).
 */
const ESTIMATE_TTL_MS = 60_000;
const estimatesByDb = new WeakMap<Db, LRUCache<string, MatchEstimate>>();

/**
 * The planner's row estimates for `matching`, `filtered` and `open`, in one round trip:
 * EXPLAIN plans them and runs none. `key` names the search (its words and filters) for the
 * estimates kept per database (`statsOf`: its handle outside any transaction).
 */
export async function estimateMatches(
  db: Db,
  matching: SQL,
  filtered: SQL,
  open: SQL,
  key: string,
  statsOf: Db = db,
): Promise<MatchEstimate> {
  let kept = estimatesByDb.get(statsOf);
  if (!kept) estimatesByDb.set(statsOf, (kept = new LRUCache({ max: 10_000, ttl: ESTIMATE_TTL_MS })));
  const known = kept.get(key);
  if (known) return known;
  const estimate = await planEstimates(db, matching, filtered, open);
  kept.set(key, estimate);
  return estimate;
}

async function planEstimates(db: Db, matching: SQL, filtered: SQL, open: SQL): Promise<MatchEstimate> {
  const result = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from ${jobs} where ${matching} union all select 1 from ${jobs} where ${filtered}
        union all select 1 from ${jobs} where ${open}`,
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const [first, second, third] = plan[0].Plan.Plans ?? [];
  return {
    matches: first?.['Plan Rows'] ?? 0,
    filtered: second?.['Plan Rows'] ?? 0,
    open: third?.['Plan Rows'] ?? 0,
    lexemes: planLexemes(first),
  };
}

/** An estimate shown to people: two significant digits (45,462 reads as 45,000). */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

type FacetColumn = 'type' | 'experience_level' | 'industry';
type ColumnShares = Map<string, number>;

/** Of the open jobs' salaries (ANALYZE's statistics of the salary index's expression). */
interface SalaryStatistics {
  /** The share without a salary. */
  nullShare: number;
  /** The most common salaries and their shares. */
  common: [salary: number, share: number][];
  /** The bounds of equally filled buckets of the other salaries, ascending. */
  bounds: number[];
}

interface Statistics {
  /** How often each value of the facet columns occurs among all jobs (ANALYZE's most common values). */
  shares: Record<FacetColumn, ColumnShares>;
  /** The lexemes ANALYZE found common enough to keep a frequency for (its most common elements). */
  commonLexemes: Set<string>;
  salaries: SalaryStatistics | null;
}

async function readStatistics(db: Db): Promise<Statistics> {
  const result = await db.execute<{
    attname: FacetColumn | 'search_vector' | 'coalesce';
    vals: string[] | null;
    freqs: number[] | null;
    elems: string[] | null;
    null_frac: number | null;
    bounds: string[] | null;
  }>(sql`
    select attname, most_common_vals::text::text[] as vals, most_common_freqs as freqs,
           most_common_elems::text::text[] as elems, null_frac, histogram_bounds::text::text[] as bounds
    from pg_stats
    where schemaname = current_schema()
      and ((tablename = 'jobs' and attname in ('type', 'experience_level', 'industry', 'search_vector'))
           or tablename = 'jobs_open_salary_usd_idx')`);
  const shares: Record<FacetColumn, ColumnShares> = {
    type: new Map(),
    experience_level: new Map(),
    industry: new Map(),
  };
  let commonLexemes = new Set<string>();
  let salaries: SalaryStatistics | null = null;
  for (const r of result.rows) {
    if (r.attname === 'search_vector') commonLexemes = new Set(r.elems ?? []);
    else if (r.attname === 'coalesce') {
      salaries = {
        nullShare: Number(r.null_frac ?? 0),
        common: (r.vals ?? []).map((v, i) => [Number(v), Number(r.freqs?.[i] ?? 0)]),
        bounds: (r.bounds ?? []).map(Number),
      };
    } else (r.vals ?? []).forEach((v, i) => shares[r.attname as FacetColumn].set(v, Number(r.freqs?.[i] ?? 0)));
  }
  return { shares, commonLexemes, salaries };
}

/** Statistics change only when ANALYZE runs (minutes apart): read them once a minute at most. */
const STATISTICS_TTL_MS = 60_000;
const statisticsByDb = new WeakMap<Db, { at: number; statistics: Promise<Statistics> }>();

/** The statistics, kept per database (`key`: its handle outside any transaction). */
function statistics(db: Db, key: Db) {
  const kept = statisticsByDb.get(key);
  if (kept && Date.now() - kept.at < STATISTICS_TTL_MS) return kept.statistics;
  const fresh = readStatistics(db);
  statisticsByDb.set(key, { at: Date.now(), statistics: fresh });
  fresh.catch(() => statisticsByDb.delete(key));
  return fresh;
}

/**
 * Whether the planner only guessed how many jobs the words match: none of their lexemes is among
 * the ones ANALYZE keeps a frequency for, so each was taken at a fixed half a percent or so (a
 * typo, or a word rarer than the rarest it keeps, 2.7 % at 1,000,000 jobs). Such an estimate
 * says nothing: the search is counted (cheap for rare words, and how a typo is caught) rather
 * than walked as a broad one, which would read thousands of jobs to find too few.
 */
export async function guessedWords(db: Db, estimate: MatchEstimate, statsOf: Db = db): Promise<boolean> {
  if (!estimate.lexemes) return false;
  const { commonLexemes } = await statistics(db, statsOf);
  // No statistics yet (a table never analyzed): every estimate is a guess, and the
  // search is counted as before ANALYZE, too.
  return estimate.lexemes.every((lexeme) => !commonLexemes.has(lexeme));
}

/**
 * The share of all jobs whose experience level is one of `levels`, from ANALYZE's shares (none
 * for a level it keeps none for, and before the table was first analyzed).
 */
export async function levelsShare(db: Db, levels: readonly string[], statsOf: Db = db): Promise<number> {
  const { shares } = await statistics(db, statsOf);
  return levels.reduce((sum, level) => sum + (shares.experience_level.get(level) ?? 0), 0);
}

/**
 * The facets of `total` estimated matches: each value's share of all jobs, among the values a
 * filter on that column leaves. (It takes a value's share to be the same among the matches as
 * among all jobs; the page says "about".)
 */
export async function estimateFacets(
  db: Db,
  total: number,
  filter: JobSearchFilter | null | undefined,
  statsOf: Db = db,
): Promise<JobSearchResult['facets']> {
  const all = (await statistics(db, statsOf)).shares;
  const facet = (column: FacetColumn, picked: readonly string[] | null | undefined): Facet[] => {
    const entries = [...all[column]].filter(([value]) => !picked?.length || picked.includes(value));
    const whole = picked?.length ? entries.reduce((sum, [, share]) => sum + share, 0) : 1;
    return entries
      .map(([value, share]) => ({ value, count: roundEstimate((total * share) / (whole || 1)) }))
      .filter((f) => f.count > 0)
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  };
  return {
    type: facet('type', filter?.type),
    experienceLevel: facet('experience_level', filter?.experienceLevel),
    industry: facet('industry', filter?.industry),
  };
}

/**
 * About the salary (in US dollars, the salary index's key) that `share` of the open jobs pay at
 * least, from ANALYZE's statistics of the salary index: the highest most common salary or bucket
 * bound with at least that share paying as much. Null without statistics, or when no salary is
 * paid by so few (the share is larger than the paid jobs').
 */
export async function salaryPaidByShare(db: Db, share: number, statsOf: Db = db): Promise<number | null> {
  const salaries = (await statistics(db, statsOf)).salaries;
  if (!salaries) return null;
  const { nullShare, common, bounds } = salaries;
  const bucketed = Math.max(0, 1 - nullShare - common.reduce((sum, [, s]) => sum + s, 0));
  const buckets = Math.max(bounds.length - 1, 1);
  // The share paying at least `salary`: the common salaries from it up, and the buckets above it.
  const paying = (salary: number) =>
    common.reduce((sum, [c, s]) => (c >= salary ? sum + s : sum), 0) +
    (bucketed * bounds.filter((b) => b > salary).length) / buckets;
  const candidates = [...new Set([...common.map(([c]) => c), ...bounds])].sort((a, b) => b - a);
  return candidates.find((salary) => paying(salary) >= share) ?? null;
}
