import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildSchema, parse } from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, signInAs } from '../test-support/graphql.ts';
import { useSeededApp } from '../test-support/seeded-app.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { asksOnlyForSearch } from './search-responses.ts';

// The shape of the job board's own search (client features/jobs/jobs-api.ts): fragments included.
const SEARCH = /* GraphQL */ `
  fragment CompanyBits on Company {
    id
    name
    logo
    city
  }
  fragment JobBits on Job {
    id
    position
    type
    isOpen
    createdAt
    company {
      ...CompanyBits
    }
  }
  query Search($query: String, $filter: JobSearchFilter, $sort: JobSort) {
    searchJobs(query: $query, filter: $filter, sort: $sort, limit: 20) {
      total
      totalIsEstimate
      nextToken
      items {
        ...JobBits
      }
      facets {
        type {
          value
          count
        }
        industry {
          value
          count
        }
      }
    }
  }
`;

interface Answer {
  status: number;
  cache: string | undefined;
  kept: boolean;
  encoding: string | undefined;
  body: { data?: { searchJobs: { total: number; items: { id: string }[] } }; errors?: { message: string }[] };
  text: string;
}

describe.each(testDatabaseKinds())("a guest's search answer kept whole, on %s", (kind) => {
  const t = useSeededApp(kind);

  async function ask(
    variables: Record<string, unknown>,
    { query = SEARCH, headers = {} }: { query?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const res = await t.app.inject({ method: 'POST', url: '/api/graphql', headers, payload: { query, variables } });
    const encoding = res.headers['content-encoding'] as string | undefined;
    const raw = res.rawPayload;
    const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(
      'utf8',
    );
    return {
      status: res.statusCode,
      cache: res.headers['x-search-cache'] as string | undefined,
      kept: res.headers['x-search-response'] === 'kept',
      encoding,
      body: JSON.parse(text) as Answer['body'],
      text,
    };
  }

  it('answers the same request again with the bytes it sent, in the encoding each client takes', async () => {
    const first = await ask({ query: 'accountant' }, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first).toMatchObject({ status: 200, cache: 'miss', kept: false, encoding: 'br' });
    expect(first.body.data!.searchJobs.total).toBeGreaterThan(1);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const again = await ask({ query: 'accountant' }, { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(again).toMatchObject({ status: 200, cache: 'hit', kept: true, encoding });
      expect(again.text).toBe(first.text);
    }
    // Other variables are another request.
    expect((await ask({ query: 'accountant', sort: 'newest' })).kept).toBe(false);
    // A client asking for no cached answer gets one computed now; it is kept for the next.
    const fresh = await ask({ query: 'accountant' }, { headers: { 'cache-control': 'no-cache' } });
    expect(fresh).toMatchObject({ cache: 'fresh', kept: false });
    expect((await ask({ query: 'accountant' })).kept).toBe(true);
  });

  it('keeps nothing for a signed-in person, nor for a request that asks for more than a search', async () => {
    const seeker = await signInAs(t, ...DEMO.seeker);
    for (let i = 0; i < 2; i++) {
      const signedIn = await ask({ query: 'auditor' }, { headers: { authorization: `Bearer ${seeker}` } });
      expect(signedIn).toMatchObject({ status: 200, kept: false });
    }
    // A company's count of open jobs, or another root field: not what the jobs' version covers.
    const counts = `query { searchJobs(query: "auditor") { items { id company { openJobCount } } } }`;
    const twoFields = `query { searchJobs(query: "auditor") { total } currencyRates { currency } }`;
    for (const query of [counts, twoFields]) {
      const once = await ask({}, { query });
      expect(once.body.errors).toBeUndefined();
      expect((await ask({}, { query })).kept).toBe(false);
    }
    // A refused search is never kept: asked again, it is refused again, with its message.
    const tooLong = { query: 'x'.repeat(1000) };
    for (let i = 0; i < 2; i++) {
      const refused = await ask(tooLong);
      expect(refused.kept).toBe(false);
      expect(refused.body.errors?.[0]?.message).toMatch(/too long/);
    }
  });

  it('shows a new job the search finds in the very next answer, and keeps answers it is not in', async () => {
    const db = t.app.services.database.db;
    const word = 'capybarist';
    const elsewhere = { query: 'accountant' };
    expect((await ask({ query: word })).body.data!.searchJobs.total).toBe(0);
    await ask(elsewhere);
    expect(await ask({ query: word })).toMatchObject({ kept: true });
    const before = await ask(elsewhere);
    expect(before.kept).toBe(true);

    const added = await db.execute<{ id: string }>(sql`
      insert into jobs (company_jobs_id, position, description, location, type, experience_level, industry, language,
                        status, published_at)
      select company_jobs_id, 'Capybarist', 'Looks after the capybaras.', location, type, experience_level, industry,
             language, 'open', now()
      from jobs where status = 'open' limit 1
      returning id`);
    const found = await ask({ query: word });
    expect(found).toMatchObject({ kept: false, cache: 'miss' });
    expect(found.body.data!.searchJobs.items.map((j) => j.id)).toEqual([added.rows[0]!.id]);
    expect(await ask({ query: word })).toMatchObject({ kept: true });
    // The accountants' answer does not hold the new job: still kept, unchanged.
    const after = await ask(elsewhere);
    expect(after.kept).toBe(true);
    expect(after.text).toBe(before.text);
  });
});

describe("a kept search answer and the guest's rate limit", () => {
  // A limit a handful of search pages spend; one app keeps answers, the other keeps none.
  const limited = { rateLimits: { ...defaultRateLimits, graphql: { max: 2_000, windowMs: 60_000 } } };
  let keeping: TestApp;
  let computing: TestApp;
  beforeAll(async () => {
    keeping = await createTestApp('pglite', limited);
    computing = await createTestApp('pglite', { ...limited, searchCacheSeconds: 0 });
    for (const t of [keeping, computing]) await seedIfEmpty(t.app.services.database.db);
  });
  afterAll(async () => {
    await keeping.close();
    await computing.close();
  });

  /** Asks the same search until refused: how many were answered, how many of them kept. */
  async function untilRefused(t: TestApp): Promise<{ answered: number; kept: number; refusal?: string }> {
    let answered = 0;
    let kept = 0;
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        payload: { query: SEARCH, variables: { query: 'audit' } },
      });
      const body = res.json() as { errors?: { extensions?: { code?: string } }[] };
      if (body.errors) return { answered, kept, refusal: body.errors[0]?.extensions?.code };
      answered++;
      if (res.headers['x-search-response'] === 'kept') kept++;
    }
    return { answered, kept };
  }

  it('counts a kept answer as the search it stands for', async () => {
    const withKept = await untilRefused(keeping);
    const without = await untilRefused(computing);
    expect(withKept.kept).toBe(withKept.answered - 1);
    expect(without.kept).toBe(0);
    expect(withKept).toMatchObject({ refusal: 'TOO_MANY_REQUESTS' });
    expect(without).toMatchObject({ refusal: 'TOO_MANY_REQUESTS' });
    expect(withKept.answered).toBe(without.answered);
  });
});

describe('which operations a kept answer may stand for', () => {
  // (The schema file written from the modules; a test keeps it current.)
  const schema = buildSchema(readFileSync(new URL('../graphql/schema.graphql', import.meta.url), 'utf8'));
  const only = (text: string) => asksOnlyForSearch(schema, parse(text));

  it('takes a search with its jobs, their companies and facets, fragments included', () => {
    expect(only(SEARCH)).toBe(true);
    expect(only('{ searchJobs { __typename total items { id description company { name } } } }')).toBe(true);
  });

  it('refuses more than a search: other root fields, mutations, fields other jobs change', () => {
    expect(only('{ searchJobs { total } getJob(id: "1") { id } }')).toBe(false);
    expect(only('{ __typename searchJobs { total } }')).toBe(true);
    expect(only('mutation { __typename }')).toBe(false);
    expect(only('{ searchJobs { items { company { openJobCount } } } }')).toBe(false);
    expect(only('{ searchJobs { items { company { jobs { id } } } } }')).toBe(false);
    expect(only('{ searchJobs { items { applicationCounts { count } } } }')).toBe(false);
    expect(only('query A { searchJobs { total } } query B { searchJobs { total } }')).toBe(false);
  });
});
