/**
 * A realistic stream of searches for the cache: a few thousand distinct searches (role titles
 * in the three languages, their keywords, cities, filters, sorts, second pages) drawn with a
 * Zipf-like popularity (the k-th most popular searched about 1/k as often as the first), as
 * search logs of job boards look. Deterministic for a seed, so runs compare.
 */
import type { JobSort } from '../src/domain/enums.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '../src/domain/enums.ts';
import type { JobSearchFilter } from '../src/server/jobs/job-search.ts';
import { COUNTRIES } from '../src/server/seed/companies-data.ts';
import { INDUSTRY_FAMILIES, ROLES } from '../src/server/seed/job-catalog.ts';
import { SeedRandom } from '../src/server/seed/seed-random.ts';

export interface StreamQuery {
  query?: string;
  filter?: JobSearchFilter;
  sort?: JobSort;
  /** 0 for the first page, 20 for the second... */
  offset: number;
}

/** `distinct` different searches, the most popular first. */
export function distinctSearches(distinct: number, seed = 11): StreamQuery[] {
  const rng = new SeedRandom(seed);
  const words = [
    ...new Set(ROLES.flatMap((r) => [r.title.en, r.title.tr, r.title.ar, ...r.keywords]).map((w) => w.toLowerCase())),
  ];
  const cities = Object.values(COUNTRIES).flatMap((c) => c.cities);
  const industries = Object.keys(INDUSTRY_FAMILIES);
  const sorts: (JobSort | undefined)[] = [undefined, undefined, undefined, 'newest', 'salary'];
  const seen = new Set<string>();
  const out: StreamQuery[] = [];
  // The head of the stream is what most people do: browse, and the commonest words alone.
  out.push({ offset: 0 }, { sort: 'newest', offset: 0 }, { query: 'accountant', offset: 0 });
  for (const q of out) seen.add(JSON.stringify(q));
  while (out.length < distinct) {
    const q: StreamQuery = { offset: 0 };
    if (rng.chance(0.85)) q.query = rng.pick(words);
    const filter: JobSearchFilter = {};
    if (rng.chance(0.25)) filter.location = rng.pick(cities);
    if (rng.chance(0.15)) filter.type = [rng.pick(JOB_TYPES)];
    if (rng.chance(0.15)) filter.experienceLevel = [rng.pick(EXPERIENCE_LEVELS)];
    if (rng.chance(0.1)) filter.industry = [rng.pick(industries)];
    if (rng.chance(0.1)) filter.requiresCPA = true;
    if (rng.chance(0.05)) filter.remote = true;
    if (rng.chance(0.05)) filter.salaryMin = rng.pick([30000, 50000, 80000]);
    if (Object.keys(filter).length) q.filter = filter;
    const sort = rng.pick(sorts);
    if (sort) q.sort = sort;
    if (rng.chance(0.1)) q.offset = 20 * rng.int(1, 3);
    const key = JSON.stringify(q);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

/** Draws indexes 0..n-1 with probability proportional to 1/(k+1)^s. */
export function zipfSampler(n: number, s = 1, seed = 13): () => number {
  const rng = new SeedRandom(seed);
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative[k] = sum += 1 / Math.pow(k + 1, s);
  return () => {
    const x = rng.float() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
