import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { DEMO, signInAs } from '../test-support/graphql.ts';
import { useSeededApp } from '../test-support/seeded-app.ts';
import { testDatabaseKinds } from '../test-support/test-app.ts';
import { createRedisConnections } from '../lib/redis.ts';
import { createSearchCache, searchKey } from './search-cache.ts';

const silentLog = { warn: () => {}, info: () => {} };

const SEARCH = `query ($query: String, $filter: JobSearchFilter) {
  searchJobs(query: $query, filter: $filter, limit: 5) { total items { id position } }
}`;

type Answer = { cache: string | undefined; total: number; ids: string[]; positions: string[] };

describe.each(testDatabaseKinds())('the search cache on %s', (kind) => {
  const t = useSeededApp(kind);

  async function search(variables: Record<string, unknown>, token?: string, fresh = false): Promise<Answer> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(fresh ? { 'cache-control': 'no-cache' } : {}),
      },
      payload: { query: SEARCH, variables },
    });
    const body = res.json() as { data: { searchJobs: { total: number; items: { id: string; position: string }[] } } };
    const header = res.headers['x-search-cache'];
    return {
      cache: typeof header === 'string' ? header : undefined,
      total: body.data.searchJobs.total,
      ids: body.data.searchJobs.items.map((j) => j.id),
      positions: body.data.searchJobs.items.map((j) => j.position),
    };
  }

  it('answers a repeated search from the cache, the same for a guest and a signed-in user', async () => {
    const first = await search({ query: 'auditor' });
    expect(first.cache).toBe('miss');
    expect(first.total).toBeGreaterThan(0);
    const again = await search({ query: 'auditor' });
    expect(again).toEqual({ ...first, cache: 'hit' });
    const seeker = await signInAs(t, ...DEMO.seeker);
    expect(await search({ query: 'auditor' }, seeker)).toEqual({ ...first, cache: 'hit' });
    // A client asking for no cached answer gets one computed now.
    expect(await search({ query: 'auditor' }, undefined, true)).toEqual({ ...first, cache: 'fresh' });
    // Other words, other filters: another answer.
    expect((await search({ query: 'auditor', filter: { remote: true } })).cache).toBe('miss');
  });

  it('shows an edited, a closed and a reopened job in the very next search', async () => {
    const db = t.app.services.database.db;
    const word = 'zebrafinch';
    expect(await search({ query: word })).toMatchObject({ cache: 'miss', total: 0 });
    expect(await search({ query: word })).toMatchObject({ cache: 'hit', total: 0 });

    // An employer renames one of their open jobs through the API.
    const employer = await signInAs(t, ...DEMO.employer);
    const mine = await db.execute<{ id: string; position: string }>(
      sql`select j.id, j.position from jobs j join employers e on e.employer_company_id = j.company_jobs_id
          where e.email = ${DEMO.employer[0]} and j.status = 'open' limit 1`,
    );
    const job = mine.rows[0]!;
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${employer}` },
      payload: {
        query: 'mutation ($input: UpdateJobInput!) { updateJob(input: $input) { id position } }',
        variables: { input: { id: job.id, position: `${job.position} ${word}` } },
      },
    });
    expect(renamed.json()).toMatchObject({ data: { updateJob: { id: job.id } } });
    expect(await search({ query: word })).toMatchObject({ cache: 'miss', total: 1, ids: [job.id] });
    expect(await search({ query: word })).toMatchObject({ cache: 'hit', total: 1 });

    // Closed (here by the expiry task's kind of write, straight to the table): gone at once.
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    expect(await search({ query: word })).toMatchObject({ cache: 'miss', total: 0 });
    // Reopened under its old title. (A search that finds next to nothing may be corrected
    // against every job's title words, so any change retires it.)
    await db.update(jobs).set({ status: 'open', position: job.position }).where(eq(jobs.id, job.id));
    expect(await search({ query: word })).toMatchObject({ cache: 'miss', total: 0 });
  });

  it('retires only the answers a changed job could be in, as it is or as it was', async () => {
    const db = t.app.services.database.db;
    const owners = await db.execute<{ company: string }>(
      sql`select company_jobs_id as company from jobs where status = 'open'
          group by company_jobs_id having count(*) >= 2 order by count(*) desc limit 2`,
    );
    const [a, b] = owners.rows.map((r) => r.company) as [string, string];
    const ofA = { filter: { companyId: a } };
    const ofB = { filter: { companyId: b } };
    const accountants = { query: 'accountant' };
    // A typo no title word is like yet (nothing to correct it to), and a word found nowhere open
    // (a closed job's title holds it, which no search reads).
    const typo = { query: 'quokkka' };
    const nowhere = { query: 'platypusfinch' };
    await db.execute(sql`
      insert into jobs (company_jobs_id, position, description, location, type, experience_level, industry, language,
                        status)
      select company_jobs_id, 'Platypusfinch warden', 'Closed.', location, type, experience_level, industry, language,
             'closed'
      from jobs where company_jobs_id = ${b} limit 1`);
    const before = { a: await search(ofA), b: await search(ofB), accountants: await search(accountants) };
    expect(await search(typo)).toMatchObject({ cache: 'miss', total: 0 });
    expect(await search(nowhere)).toMatchObject({ cache: 'miss', total: 0 });
    expect(before.a.total).toBeGreaterThan(1);
    // (Enough matches that the words are not a typo to correct.)
    expect(before.accountants.total).toBeGreaterThanOrEqual(10);
    for (const q of [ofA, ofB, accountants]) expect((await search(q)).cache).toBe('hit');

    // A new job at A, no accountant's: A's answer is retired and shows it first (newest);
    // B's and the accountants' are kept, unchanged.
    const added = await db.execute<{ id: string }>(sql`
      insert into jobs (company_jobs_id, position, description, location, type, experience_level, industry, language,
                        status, published_at)
      select company_jobs_id, 'Quokka keeper', 'Looks after the quokkas.', location, type, experience_level, industry,
             language, 'open', now()
      from jobs where company_jobs_id = ${a} limit 1
      returning id`);
    const newJob = added.rows[0]!.id;
    const a2 = await search(ofA);
    expect(a2).toMatchObject({ cache: 'miss', total: before.a.total + 1 });
    expect(a2.ids[0]).toBe(newJob);
    expect(await search(ofB)).toEqual({ ...before.b, cache: 'hit' });
    expect(await search(accountants)).toEqual({ ...before.accountants, cache: 'hit' });
    // Its title brings a word like the typo: corrected to it now, it finds the new job.
    expect(await search(typo)).toMatchObject({ cache: 'miss', total: 1, ids: [newJob] });
    expect(await search(nowhere)).toMatchObject({ cache: 'hit', total: 0 });

    // One of B's jobs closed: it no longer matches, but it did, so B's answer goes; A's stays.
    const closed = before.b.ids[0]!;
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed));
    const b2 = await search(ofB);
    expect(b2).toMatchObject({ cache: 'miss', total: before.b.total - 1 });
    expect(b2.ids).not.toContain(closed);
    expect(await search(ofA)).toEqual({ ...a2, cache: 'hit' });
    await db.update(jobs).set({ status: 'open' }).where(eq(jobs.id, closed));
    expect(await search(ofB)).toEqual({ ...before.b, cache: 'miss' });

    // A bulk change (more jobs than are logged one by one) retires every answer...
    await db.execute(sql`update jobs set remote = remote where id in (select id from jobs limit 60)`);
    expect((await search(ofA)).cache).toBe('miss');
    expect((await search(accountants)).cache).toBe('miss');
    // ...as does a currency rate (salaries compare in dollars)...
    await db.execute(sql`update currency_rates set units_per_usd = units_per_usd where currency = 'EUR'`);
    expect((await search(ofA)).cache).toBe('miss');
    // ...and a version whose changes were not logged (as the bench's bulk load leaves it).
    await db.execute(sql`update job_search_version set version = version + 1`);
    expect((await search(ofA)).cache).toBe('miss');
    expect((await search(ofA)).cache).toBe('hit');
    await db.delete(jobs).where(eq(jobs.id, newJob));
    expect(await search(ofA)).toEqual({ ...before.a, cache: 'miss' });
  });

  it('keeps a corrected answer when a job none of its words could find arrives, and retires it for one they do', async () => {
    const db = t.app.services.database.db;
    const typo = { query: 'acountant' };
    const before = await search(typo);
    expect(before.cache).toBe('miss');
    expect(before.total).toBeGreaterThan(0);
    expect((await search(typo)).cache).toBe('hit');
    const add = async (position: string) =>
      (
        await db.execute<{ id: string }>(sql`
          insert into jobs (company_jobs_id, position, description, location, type, experience_level, industry,
                            language, status, published_at)
          select company_jobs_id, ${position}, 'Looks after the animals.', location, type, experience_level, industry,
                 language, 'open', now()
          from jobs where status = 'open' limit 1
          returning id`)
      ).rows[0]!.id;
    // Neither the words as typed, nor as corrected, nor a title word like them.
    const keeper = await add('Wombat keeper');
    expect(await search(typo)).toEqual({ ...before, cache: 'hit' });
    // The word it is corrected to: the answer is computed again, and the new job is in it.
    const accountant = await add('Accountant');
    const after = await search(typo);
    expect(after.cache).toBe('miss');
    expect(after.ids).toContain(accountant);
    await db.delete(jobs).where(inArray(jobs.id, [keeper, accountant]));
  });

  it("shows a company's edited details in the very next search (answers hold the jobs' companies)", async () => {
    const db = t.app.services.database.db;
    const employer = await signInAs(t, ...DEMO.employer);
    const mine = await db.execute<{ company: string; city: string | null }>(
      sql`select c.id as company, c.city from companies c join employers e on e.employer_company_id = c.id
          where e.email = ${DEMO.employer[0]}`,
    );
    const { company, city } = mine.rows[0]!;
    const query = `query ($filter: JobSearchFilter) { searchJobs(filter: $filter, limit: 3) { items { company { id city } } } }`;
    const cities = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        payload: { query, variables: { filter: { companyId: company } } },
      });
      const body = res.json() as { data: { searchJobs: { items: { company: { id: string; city: string } }[] } } };
      return { cache: res.headers['x-search-cache'], cities: body.data.searchJobs.items.map((j) => j.company.city) };
    };
    const before = await cities();
    expect(before.cities.length).toBeGreaterThan(0);
    expect(before.cities.every((c) => c === city)).toBe(true);
    expect((await cities()).cache).toBe('hit');

    const edit = (to: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `Bearer ${employer}` },
        payload: {
          query: 'mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { id city } }',
          variables: { input: { id: company, city: to } },
        },
      });
    expect((await edit('Tarsus')).json()).toMatchObject({ data: { updateCompany: { city: 'Tarsus' } } });
    const after = await cities();
    expect(after.cache).toBe('miss');
    expect(after.cities.every((c) => c === 'Tarsus')).toBe(true);
    await edit(city);
  });

  it('bumps the version once per transaction that changed jobs, when it commits', async () => {
    const db = t.app.services.database.db;
    const version = async () =>
      Number((await db.execute<{ version: number }>(sql`select version from job_search_version`)).rows[0]!.version);
    const before = await version();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update jobs set remote = remote where id in (select id from jobs limit 3)`);
      await tx.execute(sql`update jobs set remote = remote where id in (select id from jobs limit 2)`);
    });
    expect(await version()).toBe(before + 1);
    // A rolled-back change changes nothing.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update jobs set remote = remote where id in (select id from jobs limit 1)`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await version()).toBe(before + 1);
    // A currency rate change moves salary filters: it bumps too.
    await db.execute(sql`update currency_rates set units_per_usd = units_per_usd where currency = 'EUR'`);
    expect(await version()).toBe(before + 2);
  });

  it('computes a search asked for by many at once only once, and again when that computation fails', async () => {
    const db = t.app.services.database.db;
    // The version reads that have come back: once all four have, each asker is past it.
    let versionsRead = 0;
    const counted = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
        return (...args: Parameters<typeof db.execute>) =>
          target.execute(...args).then((result) => (versionsRead++, result));
      },
    });
    const cache = createSearchCache({ ttlSeconds: 60 });
    for (const fails of [false, true]) {
      versionsRead = 0;
      let computed = 0;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const compute = async () => {
        const n = ++computed;
        await gate;
        if (fails && n === 1) throw new Error('the database went away');
        return { rows: [n], at: new Date('2026-01-02T03:04:05Z') };
      };
      const key = { test: `herd-${kind}-${fails}-${Date.now()}` };
      // (Which of the four computes is whichever reads the version first.)
      const askers = [1, 2, 3, 4].map(() => cache.through(counted, key, compute));
      await vi.waitFor(() => expect(versionsRead).toBe(4));
      await new Promise((resolve) => setImmediate(resolve));
      // Nothing is stored yet; without the wait each would be computing it now.
      expect(computed).toBe(1);
      release();
      const settled = await Promise.allSettled(askers);
      const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      if (fails) {
        // The one that computed fails; the others then compute it on their own.
        expect(settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([
          'Error: the database went away',
        ]);
        expect(computed).toBe(4);
        expect(answers.map((a) => a.outcome)).toEqual(['miss', 'miss', 'miss']);
        for (const a of answers) expect(a.value.rows[0]).toBeGreaterThan(1);
      } else {
        expect(computed).toBe(1);
        expect(answers.map((a) => a.outcome).sort()).toEqual(['hit', 'hit', 'hit', 'miss']);
        for (const a of answers) expect(a.value).toEqual({ rows: [1], at: new Date('2026-01-02T03:04:05Z') });
        // Each has its own copy: one changing it changes no other's.
        expect(new Set(answers.map((a) => a.value)).size).toBe(4);
      }
    }
    await cache.close();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('shares answers between processes through Redis', async () => {
    const db = t.app.services.database.db;
    const connections = [1, 2, 3].map(() => createRedisConnections(process.env.TEST_REDIS_URL, silentLog));
    await Promise.all(connections.map((r) => r.ready()));
    const [a, b] = [0, 1].map((i) => createSearchCache({ ttlSeconds: 60, redis: connections[i] }));
    const key = { test: `shared-${kind}-${Date.now()}` };
    const computed = { at: new Date('2026-01-02T03:04:05Z'), rows: [1, 2] };
    expect(await a!.through(db, key, async () => computed)).toMatchObject({ value: computed, outcome: 'miss' });
    // The other process finds it (dates come back as dates) without computing.
    const fromB = await b!.through(db, key, async (): Promise<typeof computed> => {
      throw new Error('computed again');
    });
    expect(fromB).toMatchObject({ value: computed, outcome: 'hit' });
    expect(fromB.value.at).toBeInstanceOf(Date);

    // A job changes that the answer cannot hold: B keeps it, and marks it current in the shared
    // store, where a third process then finds it current without any condition to check.
    await db.execute(sql`update jobs set remote = remote where id in (select id from jobs limit 1)`);
    const computedAgain = async (): Promise<typeof computed> => {
      throw new Error('computed again');
    };
    expect((await b!.through(db, key, computedAgain, { foundBy: () => sql`false` })).outcome).toBe('hit');
    const c = createSearchCache({ ttlSeconds: 60, redis: connections[2] });
    expect((await c.through(db, key, computedAgain)).outcome).toBe('hit');
    // A's own copy is of the older version, and without a condition it is computed again.
    expect((await a!.through(db, key, async () => computed)).outcome).toBe('miss');
    await Promise.all([a!.close(), b!.close(), c.close()]);
    await Promise.all(connections.map((r) => r.close()));
  });
});

describe('the search cache itself', () => {
  it('names a search by its parameters whatever their order', () => {
    expect(searchKey({ query: 'a', filter: { remote: true, type: ['x'] } })).toBe(
      searchKey({ filter: { type: ['x'], remote: true }, query: 'a' }),
    );
    expect(searchKey({ query: 'a', filter: { type: ['x', 'y'] } })).not.toBe(
      searchKey({ query: 'a', filter: { type: ['y', 'x'] } }),
    );
  });

  it('is off with a time of 0: every search is computed', async () => {
    const cache = createSearchCache({ ttlSeconds: 0 });
    let computed = 0;
    const db = {} as never;
    for (let i = 0; i < 2; i++) expect((await cache.through(db, 'k', async () => ++computed)).outcome).toBe('off');
    expect(computed).toBe(2);
    await cache.close();
  });
});
