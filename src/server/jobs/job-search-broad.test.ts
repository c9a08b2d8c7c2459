import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { companies, jobs } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { gql } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import {
  estimateMatches,
  guessedWords,
  levelsShare,
  planLexemes,
  roundEstimate,
  salaryPaidByShare,
} from './job-search-estimate.ts';
import { indexedFilters, isOpen, ordering, textMatch, titleMatch, typedWords } from './job-search-sql.ts';
import { searchFoundBy, searchJobs, type JobSearchParams, type JobSearchTuning } from './job-search.ts';
import { jobsVersion } from './search-cache.ts';
import { untouchedSince } from './search-changes.ts';

/**
 * The broad path of searchJobs (estimated, not counted; the page found by walking the newest or
 * best-paid jobs), reached on the demo data by lowering its threshold: the same jobs in the same
 * order as the counted path for every kind of the bench.
 */
describe.each(testDatabaseKinds())('broad job search on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.app.services.database.db;
    await seedIfEmpty(db);
    // The estimates come from the statistics ANALYZE keeps (autovacuum's work on a live table).
    await db.execute(sql`analyze jobs`);
  });
  afterAll(async () => {
    await t.close();
  });

  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  /** Everything is broad. */
  const broad: Partial<JobSearchTuning> = { broadFrom: 1 };
  /** Nothing is: counted, as before the broad path existed (past a small cap for relevance). */
  const counted = (p: JobSearchParams): Partial<JobSearchTuning> =>
    p.query && (p.sort ?? 'relevance') === 'relevance'
      ? { broadFrom: Number.MAX_SAFE_INTEGER, countCap: 3, rankPool: 100 }
      : { broadFrom: Number.MAX_SAFE_INTEGER };

  // The bench's kinds (bench/search-bench.ts), on words the demo jobs hold.
  const kinds: [string, Omit<JobSearchParams, 'limit' | 'offset'>, number?, number?][] = [
    ['keyword', { query: 'accountant' }],
    ['keyword (tr)', { query: 'muhasebe' }],
    ['two words', { query: 'senior accountant' }],
    [
      'keyword + type + level',
      { query: 'accountant', filter: { type: ['full-time'], experienceLevel: ['senior', 'mid'] } },
    ],
    ['keyword + CPA', { query: 'accountant', filter: { requiresCPA: true } }],
    ['keyword + salary min', { query: 'manager', filter: { salaryMin: 30000 } }],
    ['filters: type + level', { filter: { type: ['full-time'], experienceLevel: ['senior'] } }],
    ['filters: CPA', { filter: { requiresCPA: true } }],
    ['browse, newest', { sort: 'newest' }],
    ['keyword, sort newest', { query: 'accountant', sort: 'newest' }],
    ['keyword, sort salary', { query: 'accountant', sort: 'salary' }],
    // (A short page: the words excluded leave few matches among the demo's newest jobs.)
    ['excluded word, sort newest', { query: 'accountant -senior', sort: 'newest' }, 0, 2],
    ['filters, sort salary', { filter: { type: ['full-time'] }, sort: 'salary' }],
    ['keyword, page 2', { query: 'accountant' }, 5],
    ['keyword sorted, page 2', { query: 'accountant', sort: 'newest' }, 5],
    ['browse, page 2', { sort: 'newest' }, 5],
  ];

  it.each(kinds)('finds the same jobs in the same order: %s', async (_name, kindParams, offset = 0, limit = 5) => {
    const params: JobSearchParams = { ...kindParams, limit, offset };
    const reference = await searchJobs(db, params, counted(params));
    const found = await searchJobs(db, params, broad);
    expect(reference.rows.length, 'the demo data holds a page of these').toBeGreaterThan(0);
    expect(ids(found.rows)).toEqual(ids(reference.rows));
    // ...and it was the broad path that found them (not a walk that came up short).
    expect(found.totalIsEstimate).toBe(true);
  });

  it('matches a plain query for date and salary order, whichever path answers', async () => {
    const words = sql`(websearch_to_tsquery('english', 'accountant') || websearch_to_tsquery('turkish', 'accountant') || websearch_to_tsquery('arabic', 'accountant') || websearch_to_tsquery('simple', 'accountant'))`;
    const open = sql`status = 'open' and (deadline is null or deadline >= current_date) and search_vector @@ ${words}`;
    const plain = async (order: ReturnType<typeof sql>) =>
      (await db.execute<{ id: string }>(sql`select id from jobs where ${open} order by ${order} limit 12`)).rows.map(
        (r) => r.id,
      );
    const newest = await searchJobs(db, { query: 'accountant', sort: 'newest', limit: 11, offset: 0 }, broad);
    expect(ids(newest.rows)).toEqual(await plain(sql`created_at desc, id desc`));
    expect(newest.totalIsEstimate).toBe(true);
    const salary = await searchJobs(db, { query: 'accountant', sort: 'salary', limit: 11, offset: 0 }, broad);
    expect(salary.totalIsEstimate).toBe(true);
    expect(ids(salary.rows)).toEqual(
      await plain(sql`coalesce(salary_max_usd, salary_min_usd) desc nulls last, created_at desc, id desc`),
    );
  });

  it('finds a place through the text index as a plain query does, by every path', async () => {
    const open = sql`${isOpen} and (${jobs.deadline} is null or ${jobs.deadline} >= current_date)`;
    for (const place of ['Istanbul', 'türkiye', 'Dubai']) {
      const pattern = `%${place}%`;
      for (const sort of ['salary', 'newest'] as const) {
        const order =
          sort === 'salary'
            ? sql`coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}) desc nulls last, ${jobs.createdAt} desc, ${jobs.id} desc`
            : sql`${jobs.createdAt} desc, ${jobs.id} desc`;
        const plain = await db.execute<{ id: string }>(
          sql`select ${jobs.id} as id from ${jobs} where ${open} and (location ilike ${pattern} or address ilike ${pattern})
              order by ${order} limit 6`,
        );
        const expected = plain.rows.map((r) => r.id);
        expect(expected.length, place).toBeGreaterThan(2);
        const params: JobSearchParams = { filter: { location: place }, sort, limit: 5, offset: 0 };
        // Broad, with walks too short to find the page (so every match is found and sorted),
        // broad as usual, and counted.
        for (const tuning of [{ broadFrom: 1, walkMax: 1 }, broad, { broadFrom: Number.MAX_SAFE_INTEGER }]) {
          const found = await searchJobs(db, params, tuning);
          expect(ids(found.rows), `${place}, ${sort}, ${JSON.stringify(tuning)}`).toEqual(expected);
        }
      }
    }
  });

  it('sorts by salary the matches among the best-paid first, then all, as a plain query does', async () => {
    const open = sql`${isOpen} and (${jobs.deadline} is null or ${jobs.deadline} >= current_date)`;
    // The statistics' salary that a quarter of the open jobs pay: about a quarter do.
    const floor = await salaryPaidByShare(db, 0.25);
    expect(floor).not.toBeNull();
    const shares = await db.execute<{ paying: number }>(
      sql`select avg((coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}) >= ${floor})::int)::float as paying
          from ${jobs} where ${isOpen}`,
    );
    expect(shares.rows[0]!.paying).toBeGreaterThan(0.15);
    expect(shares.rows[0]!.paying).toBeLessThan(0.4);
    // With no walk (walkMax 1): the best-paid hold the page (a word, full-time jobs), or too few
    // of the matches (internships, Türkiye's pay, or the floor set high) and all are sorted.
    const kinds: [JobSearchParams['filter'], string | undefined, ReturnType<typeof sql>][] = [
      [undefined, 'accountant', textMatch(typedWords('accountant'))],
      [{ type: ['full-time'] }, undefined, sql`${jobs.type} = 'full-time'`],
      [{ type: ['internship'] }, undefined, sql`${jobs.type} = 'internship'`],
      [
        { location: 'Türkiye' },
        undefined,
        sql`(${jobs.location} ilike '%Türkiye%' or ${jobs.address} ilike '%Türkiye%')`,
      ],
      [
        { experienceLevel: ['entry'] },
        'accountant',
        sql`${jobs.experienceLevel} = 'entry' and ${textMatch(typedWords('accountant'))}`,
      ],
    ];
    for (const [filter, query, where] of kinds) {
      const plain = await db.execute<{ id: string }>(
        sql`select ${jobs.id} as id from ${jobs} where ${open} and ${where}
            order by coalesce(${jobs.salaryMaxUsd}, ${jobs.salaryMinUsd}) desc nulls last, ${jobs.createdAt} desc, ${jobs.id} desc
            limit 6`,
      );
      const expected = plain.rows.map((r) => r.id);
      expect(expected.length).toBe(6);
      for (const paidFirst of [2, 10, 50]) {
        // Broad, and counted past a cap of 3 (whose page is found the same way).
        for (const path of [{ broadFrom: 1 }, { broadFrom: Number.MAX_SAFE_INTEGER, countCap: 3 }]) {
          const found = await searchJobs(
            db,
            { query, filter, sort: 'salary', limit: 5, offset: 0 },
            { ...path, walkMax: 1, paidFirst, paidFirstMatches: 0 },
          );
          expect(ids(found.rows), `${JSON.stringify(filter)} ${query ?? ''}, ${paidFirst}`).toEqual(expected);
        }
      }
    }
  });

  it('says about how many, from the estimates, and never counts', async () => {
    const exact = await searchJobs(db, { sort: 'newest', limit: 5, offset: 0 });
    expect(exact.totalIsEstimate).toBe(false);
    const estimated = await searchJobs(db, { sort: 'newest', limit: 5, offset: 0 }, broad);
    expect(estimated.totalIsEstimate).toBe(true);
    expect(estimated.totalIsLowerBound).toBe(false);
    // Two significant digits of PostgreSQL's estimate of the open jobs, close to the count.
    expect(estimated.total).toBe(roundEstimate(estimated.total));
    expect(estimated.total).toBeGreaterThan(exact.total * 0.5);
    expect(estimated.total).toBeLessThan(exact.total * 2);
    // Facets: each value's share of the jobs, so they add up to about the total.
    const types = estimated.facets.type.reduce((s, f) => s + f.count, 0);
    expect(types).toBeGreaterThan(estimated.total * 0.7);
    expect(types).toBeLessThan(estimated.total * 1.3);
    expect(estimated.facets.industry.length).toBeGreaterThan(3);
    // A filter on a facet's column leaves only its values there.
    const fullTime = await searchJobs(db, { filter: { type: ['full-time'] }, limit: 5, offset: 0 }, broad);
    expect(fullTime.facets.type.map((f) => f.value)).toEqual(['full-time']);
    expect(fullTime.facets.type[0]!.count).toBe(fullTime.total);
  });

  it('knows when the planner only guessed at the words (a typo): such a search is counted, not walked', async () => {
    const estimate = (q: string) =>
      estimateMatches(db, sql`${isOpen} and ${textMatch(typedWords(q))}`, isOpen, isOpen, q);
    const typo = await estimate('acountant');
    expect(typo.lexemes).toEqual(expect.arrayContaining(['acount', 'acountant']));
    expect(await guessedWords(db, typo)).toBe(true);
    expect(await guessedWords(db, await estimate('accountant'))).toBe(false);
    // One word it knows is enough for the estimate to stand.
    expect(await guessedWords(db, await estimate('acountant accountant'))).toBe(false);
    // Counted at once, though everything else here is broad: outside the count's transaction only
    // the estimate is asked (no walk through thousands of jobs to find none).
    let statements = 0;
    const counting = new Proxy(db, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (prop === 'execute' || prop === 'select') statements++;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await guessedWords(counting, typo, counting); // (the statistics, read once per database)
    statements = 0;
    const found = await searchJobs(counting, { query: 'zzqqxx', limit: 5, offset: 0 }, broad);
    expect(found.rows).toEqual([]);
    expect(found.totalIsEstimate).toBe(false);
    expect(found.total).toBe(0);
    expect(statements).toBe(1);
  });

  it('finds the same jobs, totals and facets with the levels asked looked up in the text index (common words)', async () => {
    const searches: Omit<JobSearchParams, 'limit' | 'offset'>[] = [
      { query: 'accountant', filter: { experienceLevel: ['senior'] } },
      { query: 'accountant', filter: { type: ['full-time'], experienceLevel: ['senior', 'mid'] }, sort: 'newest' },
      { query: 'manager', filter: { experienceLevel: ['director'] }, sort: 'salary' },
    ];
    for (const kindParams of searches) {
      const params: JobSearchParams = { ...kindParams, limit: 5, offset: 0 };
      // Never common, and always; counted (the count and the page both go through the index).
      const plain = await searchJobs(db, params, { ...counted(params), commonWords: Number.MAX_SAFE_INTEGER });
      const hinted = await searchJobs(db, params, { ...counted(params), commonWords: 0 });
      expect(plain.rows.length, JSON.stringify(kindParams)).toBeGreaterThan(0);
      expect(ids(hinted.rows)).toEqual(ids(plain.rows));
      expect({ ...hinted, rows: [] }).toEqual({ ...plain, rows: [] });
    }
    // A level's share of all jobs, from ANALYZE's statistics (rare levels always go in).
    const levels = [...EXPERIENCE_LEVELS];
    const shares = await Promise.all(levels.map((level) => levelsShare(db, [level])));
    expect(await levelsShare(db, levels)).toBeCloseTo(
      shares.reduce((a, b) => a + b, 0),
      6,
    );
    expect(await levelsShare(db, levels)).toBeGreaterThan(0.95);
    expect(Math.min(...shares)).toBeGreaterThan(0);
    // Only when they are rare or the words common, and only a level or two (each one's list of jobs is long).
    const level = { filter: { experienceLevel: ['mid' as const] }, limit: 5, offset: 0 };
    expect(indexedFilters(level)).toHaveLength(0);
    expect(indexedFilters(level, true)).toHaveLength(1);
    expect(indexedFilters({ ...level, filter: { experienceLevel: ['mid', 'senior', 'entry'] } }, true)).toHaveLength(0);
  });

  it.each([
    ['the first page', 2, 0],
    // The first stretch holds fewer titles than the page skips: the page is past the pool's end,
    // and how many titles it held must still be known to walk on.
    ['a later page past the first stretch', 1, 2],
  ])('walks on through the newest titles when the first stretch holds too few for %s', async (_name, limit, offset) => {
    // A rank pool step of 1: the pool is the jobs up to the page's end and one more, and the
    // first title walk covers 20 times as many of the newest jobs.
    const tuning: Partial<JobSearchTuning> = { broadFrom: 1, rankPool: 1 };
    const pool = offset + limit + 1;
    const firstWalk = pool * 20;
    const open = sql`${isOpen} and (${jobs.deadline} is null or ${jobs.deadline} >= current_date)`;
    const newestIds = async (match: ReturnType<typeof sql>, n: number) =>
      (
        await db.execute<{ id: string }>(
          sql`select ${jobs.id} as id from ${jobs} where ${open} and ${match}
              order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${n}`,
        )
      ).rows.map((r) => r.id);
    const candidates = await db.execute<{ word: string }>(
      sql`select word from job_title_words where jobs between 3 and 40 and word ~ '^[a-z]{4,}$' order by word`,
    );
    let checked = 0;
    for (const { word } of candidates.rows) {
      const words = typedWords(word);
      // One or two of the first stretch's jobs have it in their title (fewer than the pool); the
      // rest of the pool is found further on; the newest jobs holding it anywhere are others (so
      // ranking those would show).
      const titlesAmongNewest = async (n: number) =>
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from (select ${jobs.titleVector} from ${jobs} where ${open}
                order by ${jobs.createdAt} desc, ${jobs.id} desc limit ${n}) ${jobs} where ${titleMatch(words)}`,
          )
        ).rows[0]!.n;
      const inFirst = Number(await titlesAmongNewest(firstWalk));
      if (inFirst < 1 || inFirst > 2) continue;
      // (As far as the code walks on: 1.5 times what the first stretch's density says.)
      if (Number(await titlesAmongNewest(Math.ceil((1.5 * firstWalk * pool) / inFirst))) < pool) continue;
      const walked = await newestIds(titleMatch(words), pool);
      const anywhere = await newestIds(textMatch(words), pool);
      if (anywhere.join() === walked.join()) continue;
      const found = await searchJobs(db, { query: word, limit, offset }, tuning);
      if (!found.totalIsEstimate) continue; // (counted: the planner only guessed at the word)
      expect(found.rankedByTitles, word).toBe(true);
      // The page ranks the newest title matches, found by walking on.
      const ranked = await db.execute<{ id: string }>(
        sql`select ${jobs.id} as id from ${jobs} where ${jobs.id} in (${sql.join(
          walked.map((id) => sql`${id}`),
          sql`, `,
        )}) order by ${sql.join(ordering('relevance', words), sql`, `)}`,
      );
      expect(ids(found.rows), word).toEqual(ranked.rows.map((r) => r.id).slice(offset, offset + limit + 1));
      if (++checked === 3) break;
    }
    expect(checked, 'the demo data holds such title words').toBeGreaterThan(0);
  });

  it('corrects a typo on the broad path too, and says so', async () => {
    const found = await searchJobs(db, { query: 'acountant', limit: 5, offset: 0 }, { broadFrom: 1 });
    expect(found.correctedQuery).toMatch(/accountant/);
    expect(found.totalIsEstimate).toBe(true);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(/accountant/i.test(found.rows[0]!.position)).toBe(true);
  });

  it('reads what lists show, and the rest of a job and its company for a client that asks', async () => {
    const found = await searchJobs(db, { query: 'accountant', limit: 3, offset: 0 }, broad);
    expect(found.rows.every((r) => !('description' in r) && !('requirement' in r))).toBe(true);
    expect(found.rows.every((r) => !('email' in r.company) && r.company.name.length > 0)).toBe(true);
    type Item = {
      id: string;
      position: string;
      description: string;
      requirement: string | null;
      keyword: string[];
      language: string;
      applyUrl: string | null;
      reviewStatus: string | null;
      company: {
        id: string;
        name: string;
        email: string | null;
        admin: string[];
        status: string;
        licenseVerified: boolean;
      };
    };
    const res = await gql<{ searchJobs: { items: Item[] } }>(
      t,
      `{ searchJobs(query: "accountant", limit: 3) { items {
          id position description requirement keyword language applyUrl reviewStatus
          company { id name email admin status licenseVerified } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const items = res.data!.searchJobs.items;
    expect(items.length).toBe(3);
    const stored = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, ids(items)));
    const storedCompanies = await db
      .select()
      .from(companies)
      .where(
        inArray(
          companies.id,
          items.map((i) => i.company.id),
        ),
      );
    for (const item of items) {
      const row = stored.find((s) => s.id === item.id)!;
      expect(item.description.length).toBeGreaterThan(20);
      expect(item).toMatchObject({
        position: row.position,
        description: row.description,
        requirement: row.requirement,
        keyword: row.keyword,
        language: row.language,
        applyUrl: row.applyUrl,
        // The staff's review is for the company's employers only, searched or not.
        reviewStatus: null,
      });
      const company = storedCompanies.find((c) => c.id === item.company.id)!;
      expect(item.company).toEqual({
        id: company.id,
        name: company.name,
        email: company.email,
        admin: company.admin,
        status: company.status,
        licenseVerified: company.licenseVerified,
      });
    }
  });

  it('keeps a broad answer ranked from titles when a new job holds the words only in its description', async () => {
    const params: JobSearchParams = { query: 'accountant', limit: 3, offset: 0 };
    const answer = await searchJobs(db, params, broad);
    expect(answer).toMatchObject({ totalIsEstimate: true, rankedByTitles: true });
    const foundBy = searchFoundBy(params, answer)!;
    /** An open job like the page's first, under `title`, whose description holds the word. */
    const post = async (title: string) => {
      const added = await db.execute<{ id: string }>(sql`
        insert into jobs (company_jobs_id, position, description, location, type, experience_level, industry,
                          language, status, published_at)
        select company_jobs_id, ${title}, 'Reports to the chief accountant.', location, type, experience_level,
               industry, language, 'open', now()
        from jobs where id = ${answer.rows[0]!.id}
        returning id`);
      return added.rows[0]!.id;
    };
    const v0 = await jobsVersion(db);
    const clerk = await post('Payroll clerk');
    const v1 = await jobsVersion(db);
    expect(await untouchedSince(db, v0, v1, foundBy)).toBe(true);
    expect(ids((await searchJobs(db, params, broad)).rows)).toEqual(ids(answer.rows));
    // Its title holds the word: the newest title match, among those ranked.
    const accountant = await post('Staff accountant');
    expect(await untouchedSince(db, v1, await jobsVersion(db), foundBy)).toBe(false);
    expect(ids((await searchJobs(db, params, broad)).rows)).toContain(accountant);
    await db.delete(jobs).where(inArray(jobs.id, [clerk, accountant]));
  });

  it("keeps a broad search by salary when a new match pays less than its page's last job", async () => {
    for (const params of [
      { query: 'accountant', sort: 'salary', limit: 3, offset: 0 },
      { sort: 'salary', limit: 3, offset: 3 },
    ] satisfies JobSearchParams[]) {
      const answer = await searchJobs(db, params, broad);
      expect(answer.totalIsEstimate).toBe(true);
      expect(answer.rows.length).toBe(params.limit + 1);
      const foundBy = searchFoundBy(params, answer)!;
      expect(foundBy).not.toBeNull();
      const last = answer.rows.at(-1)!;
      const lastPay = Number(last.salaryMaxUsd ?? last.salaryMinUsd);
      /** An open accountant's job like the page's first, paying `usd` a year. */
      const post = async (usd: number) => {
        const added = await db.execute<{ id: string }>(sql`
          insert into jobs (company_jobs_id, position, description, location, type, experience_level, industry,
                            language, salary_start, salary_end, salary_currency, status)
          select company_jobs_id, 'Accountant', description, location, type, experience_level, industry, language,
                 ${usd}, ${usd}, 'USD', 'open'
          from jobs where id = ${answer.rows[0]!.id}
          returning id`);
        return added.rows[0]!.id;
      };
      const v0 = await jobsVersion(db);
      const low = await post(Math.max(1, Math.floor(lastPay / 2)));
      const v1 = await jobsVersion(db);
      expect(v1).toBeGreaterThan(v0);
      // Not in the page, as a search now shows: the answer is kept.
      expect(await untouchedSince(db, v0, v1, foundBy)).toBe(true);
      expect(ids((await searchJobs(db, params, broad)).rows)).toEqual(ids(answer.rows));
      // One paying more than the last job: it retires the answer, and a search now shows it.
      const high = await post(Math.ceil(lastPay) + 1000);
      const v2 = await jobsVersion(db);
      expect(await untouchedSince(db, v1, v2, foundBy)).toBe(false);
      expect(ids((await searchJobs(db, params, broad)).rows)).toContain(high);
      // Either gone again: the low one leaves nothing to retire, the high one does.
      await db.delete(jobs).where(inArray(jobs.id, [low]));
      const v3 = await jobsVersion(db);
      expect(await untouchedSince(db, v2, v3, foundBy)).toBe(true);
      await db.delete(jobs).where(inArray(jobs.id, [high]));
      expect(await untouchedSince(db, v3, await jobsVersion(db), foundBy)).toBe(false);
    }
  });
});

/**
 * A broad walk by filters alone, newest first, reads only as many of the newest jobs as the
 * estimate says the page needs. Filters that go ill together are estimated too high: here the
 * newest jobs are remote and the oldest need a CPA, so PostgreSQL (taking them to be
 * independent) expects remote CPA jobs among the newest, where there are none. The page must
 * still be the newest matches, broad or counted.
 */
describe.each(testDatabaseKinds())('a walk by filters that the estimate misleads, on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  const open = sql`${isOpen} and (${jobs.deadline} is null or ${jobs.deadline} >= current_date)`;
  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.app.services.database.db;
    await seedIfEmpty(db);
    // Newest three quarters remote, no CPA; the rest a CPA, not remote; the 8 oldest both.
    await db.execute(sql`
      with o as (select ${jobs.id} as id, row_number() over (order by ${jobs.createdAt} desc, ${jobs.id} desc) as r,
                        count(*) over () as n from ${jobs} where ${open})
      update ${jobs} set remote = (o.r <= o.n * 3 / 4 or o.r > o.n - 8), requires_cpa = (o.r > o.n * 3 / 4)
      from o where ${jobs.id} = o.id`);
    await db.execute(sql`analyze jobs`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the older matches past the stretch it walks, broad and counted', async () => {
    const params: JobSearchParams = {
      filter: { remote: true, requiresCPA: true },
      sort: 'newest',
      limit: 3,
      offset: 0,
    };
    const plain = await db.execute<{ id: string }>(
      sql`select ${jobs.id} as id from ${jobs} where ${open} and remote and requires_cpa
          order by ${jobs.createdAt} desc, ${jobs.id} desc limit 4`,
    );
    const expected = plain.rows.map((r) => r.id);
    expect(expected).toHaveLength(4);
    // The walk reads about 4 x 4 / (its estimated share) of the newest jobs: none of them matches.
    const newest = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${jobs} where ${open} and remote and not requires_cpa`,
    );
    expect(newest.rows[0]!.n).toBeGreaterThan(100);
    const walkAll = { walkMin: 1 };
    const broad = await searchJobs(db, params, { ...walkAll, broadFrom: 1 });
    expect(broad.totalIsEstimate).toBe(true);
    expect(broad.rows.map((r) => r.id)).toEqual(expected);
    // Counted, past a cap of 3: its page is found as a broad one's.
    const counted = await searchJobs(db, params, { ...walkAll, broadFrom: Number.MAX_SAFE_INTEGER, countCap: 3 });
    expect(counted.rows.map((r) => r.id)).toEqual(expected);
  });
});

describe('roundEstimate', () => {
  it('keeps two significant digits', () => {
    expect([7, 99, 100, 149, 1_234, 45_462, 483_901, 1_050_000].map(roundEstimate)).toEqual([
      7, 99, 100, 150, 1_200, 45_000, 480_000, 1_100_000,
    ]);
  });
});

// A pure function of a plan: no database needed.
describe('planLexemes', () => {
  it('reads the lexemes of the text conditions from a plan', () => {
    const node = {
      'Plan Rows': 1,
      Plans: [
        {
          'Plan Rows': 1,
          'Recheck Cond': "(search_vector @@ '''acount'' | ''acountant'' & !''senior'' | ''o''''neil'''::tsquery)",
          Filter: "((status = 'open'::job_status) AND (location ~~* '%o''neil%'::text))",
        },
      ],
    };
    expect(planLexemes(node)?.sort()).toEqual(['acount', 'acountant', "o'neil", 'senior']);
    expect(planLexemes({ 'Plan Rows': 1, Filter: "(status = 'open'::job_status)" })).toBeNull();
  });
});
