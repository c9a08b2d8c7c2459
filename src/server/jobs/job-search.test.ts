import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { jobs, jobTitleWords } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { gql } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { jobColumns } from './job-mapper.ts';
import { searchJobs, type JobSearchParams } from './job-search.ts';

/**
 * The bounded paths of searchJobs (counting stops at a cap; a broad relevance search ranks
 * the newest title matches), reached on the demo data by lowering the bounds.
 */
describe.each(testDatabaseKinds())('job search bounds on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.app.services.database.db;
    await seedIfEmpty(db);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (p: Partial<JobSearchParams>): JobSearchParams => ({ limit: 10, offset: 0, ...p });
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  /** Search results carry what lists show: their whole rows, in the same order, for the checks. */
  const wholeRows = async (rows: { id: string }[]) => {
    const whole = await db
      .select(jobColumns)
      .from(jobs)
      .where(inArray(jobs.id, ids(rows)));
    return rows.map((r) => whole.find((w) => w.id === r.id)!);
  };

  it('counts exactly below the cap, and stops at it with a lower bound above', async () => {
    const exact = await searchJobs(db, page({}));
    expect(exact.totalIsLowerBound).toBe(false);
    expect(exact.total).toBeGreaterThan(30);
    expect(exact.facets.type.reduce((s, f) => s + f.count, 0)).toBe(exact.total);

    const capped = await searchJobs(db, page({}), { countCap: 30 });
    expect(capped.total).toBe(30);
    expect(capped.totalIsLowerBound).toBe(true);
    // The facets count the same jobs as the total: lower bounds too.
    expect(capped.facets.type.reduce((s, f) => s + f.count, 0)).toBe(30);
    for (const f of capped.facets.industry) {
      expect(f.count).toBeLessThanOrEqual(exact.facets.industry.find((e) => e.value === f.value)!.count);
    }
    // The page itself does not depend on the count.
    expect(ids(capped.rows)).toEqual(ids(exact.rows));
  });

  it('ranks a broad search among the newest title matches, with the same best results', async () => {
    const exact = await searchJobs(db, page({ query: 'accountant' }));
    expect(exact.totalIsLowerBound).toBe(false);
    const broad = await searchJobs(db, page({ query: 'accountant' }), { countCap: 3, rankPool: 40 });
    expect(broad.totalIsLowerBound).toBe(true);
    expect(broad.rows.length).toBe(11);
    // Every one matches in its title document (title, keywords, company, place, industry).
    const titleDocument = (j: Awaited<ReturnType<typeof wholeRows>>[number]) =>
      [j.position, ...j.keyword, j.companyName, j.location, j.industry, j.subindustry].join(' ');
    expect((await wholeRows(broad.rows)).every((j) => /account/i.test(titleDocument(j)))).toBe(true);
    // Title matches outrank description-only ones, so the first results agree.
    expect(ids(broad.rows).slice(0, 3)).toEqual(ids(exact.rows).slice(0, 3));

    const second = await searchJobs(db, page({ query: 'accountant', offset: 10 }), { countCap: 3, rankPool: 40 });
    expect(second.rows.length).toBeGreaterThan(0);
    const firstPage = new Set(ids(broad.rows.slice(0, 10)));
    expect(second.rows.some((r) => firstPage.has(r.id))).toBe(false);
  });

  it('keeps filters and sorts on the broad paths', async () => {
    const filter = { type: ['full-time' as const], requiresCPA: true };
    const broad = await searchJobs(db, page({ query: 'accountant', filter, limit: 20 }), { countCap: 2, rankPool: 20 });
    expect(broad.rows.length).toBeGreaterThan(0);
    expect(broad.rows.every((j) => j.type === 'full-time' && j.requiresCpa)).toBe(true);

    const newest = await searchJobs(db, page({ query: 'accountant', sort: 'newest', limit: 20 }), { countCap: 2 });
    const times = newest.rows.map((j) => j.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const salary = await searchJobs(db, page({ query: 'manager', sort: 'salary', limit: 20 }), { countCap: 2 });
    // In US dollars: the jobs' salaries are in several currencies.
    const pay = salary.rows.map((j) => Number(j.salaryMaxUsd ?? j.salaryMinUsd ?? -1));
    expect([...pay].sort((a, b) => b - a)).toEqual(pay);
  });

  it("reads each company's newest open jobs up to the asked limit, for many companies in one query", async () => {
    type Company = {
      id: string;
      openJobCount: number;
      few: { id: string; createdAt: string }[];
      many: { id: string; createdAt: string }[];
    };
    const res = await gql<{ listCompanies: { items: Company[] } }>(
      t,
      `{ listCompanies(limit: 100) { items { id openJobCount few: jobs(limit: 2) { id createdAt } many: jobs(limit: 200) { id createdAt } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const items = res.data!.listCompanies.items;
    expect(items.some((c) => c.openJobCount > 2)).toBe(true);
    for (const c of items) {
      expect(c.many).toHaveLength(Math.min(c.openJobCount, 200));
      expect(c.few).toHaveLength(Math.min(c.openJobCount, 2));
      expect(c.few.map((j) => j.id)).toEqual(c.many.slice(0, 2).map((j) => j.id));
      const times = c.many.map((j) => j.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it('finds with words and a filter exactly the jobs the words find that pass the filter', async () => {
    const all = await wholeRows((await searchJobs(db, page({ query: 'accountant', limit: 1000 }))).rows);
    expect(all.length).toBeGreaterThan(5);
    const withAddress = all.find((j) => (j.address ?? '').length > 6)!;
    const first = all[0]!;
    const contains = (text: string | null, part: string) => (text ?? '').toLowerCase().includes(part.toLowerCase());
    type Job = (typeof all)[number];
    const cases: [JobSearchParams['filter'], (j: Job) => boolean][] = [
      // A place by part of its name, in another case; by part of the street address; too short
      // for the trigram index (two letters); with LIKE's special characters taken literally.
      [
        { location: first.location!.slice(1, 5).toUpperCase() },
        (j) => contains(j.location, first.location!.slice(1, 5)) || contains(j.address, first.location!.slice(1, 5)),
      ],
      [
        { location: withAddress.address!.slice(2, 7) },
        (j) =>
          contains(j.location, withAddress.address!.slice(2, 7)) ||
          contains(j.address, withAddress.address!.slice(2, 7)),
      ],
      [
        { location: first.location!.slice(0, 2) },
        (j) => contains(j.location, first.location!.slice(0, 2)) || contains(j.address, first.location!.slice(0, 2)),
      ],
      [{ location: '%on_' }, (j) => contains(j.location, '%on_') || contains(j.address, '%on_')],
      [{ industry: [first.industry!] }, (j) => j.industry === first.industry],
      [{ requiresCPA: true }, (j) => j.requiresCpa],
      [{ requiresCPA: false }, (j) => !j.requiresCpa],
      [{ remote: true }, (j) => j.remote],
      [{ remote: false }, (j) => !j.remote],
      [{ type: [first.type] }, (j) => j.type === first.type],
      [{ experienceLevel: ['senior', 'mid'] }, (j) => j.experienceLevel === 'senior' || j.experienceLevel === 'mid'],
      [{ companyId: first.companyJobsId }, (j) => j.companyJobsId === first.companyJobsId],
      [
        { industry: [first.industry!], requiresCPA: first.requiresCpa, type: [first.type] },
        (j) => j.industry === first.industry && j.requiresCpa === first.requiresCpa && j.type === first.type,
      ],
    ];
    let narrowed = 0;
    for (const [filter, passes] of cases) {
      const found = await searchJobs(db, page({ query: 'accountant', filter, limit: 1000 }));
      const expected = all.filter(passes);
      if (expected.length > 0 && expected.length < all.length) narrowed++;
      expect(ids(found.rows).sort(), JSON.stringify(filter)).toEqual(ids(expected).sort());
      expect(found.total, JSON.stringify(filter)).toBe(expected.length);
    }
    // The cases are not vacuous: most keep some of the jobs and drop others.
    expect(narrowed).toBeGreaterThanOrEqual(9);
  });

  it('finds typos through title similarity when the words match (almost) nothing, also when broad', async () => {
    const typo = await searchJobs(db, page({ query: 'acountant' }));
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.rows.some((j) => /accountant/i.test(j.position))).toBe(true);
    const broadTypo = await searchJobs(db, page({ query: 'acountant' }), { countCap: 2, rankPool: 20 });
    expect(broadTypo.totalIsLowerBound).toBe(true);
    expect(broadTypo.rows.length).toBeGreaterThan(0);
    expect(/accountant/i.test(broadTypo.rows[0]!.position)).toBe(true);
  });

  it("finds a misspelt company name's jobs, and leaves words found as typed alone", async () => {
    const meridian = await searchJobs(db, page({ query: 'meridan', limit: 100 }));
    expect(meridian.total).toBeGreaterThan(0);
    expect(meridian.rows.every((j) => /meridian/i.test(`${j.position} ${j.companyName}`))).toBe(true);
    // One word right, one misspelt: both must still match.
    const two = await searchJobs(db, page({ query: 'senior acountant', limit: 100 }));
    expect(two.total).toBeGreaterThan(0);
    // (Results come without descriptions: read them to check.)
    const described = await db
      .select({ id: jobs.id, description: jobs.description })
      .from(jobs)
      .where(inArray(jobs.id, ids(two.rows)));
    const description = new Map(described.map((d) => [d.id, d.description]));
    expect(
      two.rows.every(
        (j) => /senior/i.test(j.position) || /senior/i.test(description.get(j.id)!) || j.experienceLevel === 'senior',
      ),
    ).toBe(true);
    // Nothing alike: nothing found (no random matches).
    const nothing = await searchJobs(db, page({ query: 'qqxzvvw' }));
    expect(nothing.total).toBe(0);
  });

  it('keeps the title word table in step with job inserts, edits, closing and deletes', async () => {
    const [some] = await db.select({ companyJobsId: jobs.companyJobsId }).from(jobs).limit(1);
    const companyJobsId = some!.companyJobsId;
    const tag = `${Date.now()}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    const [one, two] = [`Quellbrook${tag}`, `Varnholt${tag}`].map((w) => w.toLowerCase()) as [string, string];
    const count = async (word: string) =>
      (await db.select().from(jobTitleWords).where(eq(jobTitleWords.word, word)))[0]?.jobs ?? 0;
    // The table holds exactly the words of the open jobs, counted.
    const consistent = async () => {
      const diff = await db.execute(sql`
        (select word, jobs from job_title_words except
         select w, count(*)::int from jobs, unnest(job_title_word_list(position, company_name)) w where status = 'open' group by w)
        union all
        (select w, count(*)::int from jobs, unnest(job_title_word_list(position, company_name)) w where status = 'open' group by w
         except select word, jobs from job_title_words)`);
      expect(diff.rows).toEqual([]);
    };
    await consistent();

    // Inserted in one statement: an open job and a draft with the same words.
    const [open, draft] = await db
      .insert(jobs)
      .values([
        { companyJobsId, position: `Senior ${one} Accountant`, status: 'open' },
        { companyJobsId, position: `${one} Auditor`, status: 'draft' },
      ])
      .returning({ id: jobs.id });
    expect(await count(one)).toBe(1);
    // Found with a typo in the new word.
    const typo = await searchJobs(db, page({ query: one.slice(0, 4) + one.slice(5) }));
    expect(ids(typo.rows)).toContain(open!.id);

    // Published: counted; other columns edited: nothing changes.
    await db.update(jobs).set({ status: 'open' }).where(eq(jobs.id, draft!.id));
    expect(await count(one)).toBe(2);
    await db
      .update(jobs)
      .set({ description: 'Edited' })
      .where(inArray(jobs.id, [open!.id, draft!.id]));
    expect(await count(one)).toBe(2);
    // Renamed: the old word loses a job, the new one appears.
    await db
      .update(jobs)
      .set({ position: `${two} Auditor` })
      .where(eq(jobs.id, draft!.id));
    expect([await count(one), await count(two)]).toEqual([1, 1]);
    // Closed: its words go when no open job holds them.
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, draft!.id));
    expect(await count(two)).toBe(0);
    await consistent();
    // Deleted.
    await db.delete(jobs).where(inArray(jobs.id, [open!.id, draft!.id]));
    expect(await count(one)).toBe(0);
    await consistent();
  });
});
