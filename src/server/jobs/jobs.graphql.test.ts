import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEFAULT_UNITS_PER_USD, type SalaryCurrency } from '../../domain/salary-currency.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const SEARCH = /* GraphQL */ `
  query Search(
    $query: String
    $filter: JobSearchFilter
    $sort: JobSort
    $exact: Boolean
    $limit: Int
    $nextToken: String
  ) {
    searchJobs(query: $query, filter: $filter, sort: $sort, exact: $exact, limit: $limit, nextToken: $nextToken) {
      total
      correctedQuery
      nextToken
      items {
        id
        position
        language
        status
        isOpen
        deadline
        requiresCPA
        type
        experienceLevel
        industry
        salaryStart
        salaryEnd
        salaryCurrency
        createdAt
        company {
          id
          name
        }
      }
      facets {
        type {
          value
          count
        }
        experienceLevel {
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

type SearchData = {
  searchJobs: {
    total: number;
    correctedQuery: string | null;
    nextToken: string | null;
    items: {
      id: string;
      position: string;
      language: string;
      status: string;
      isOpen: boolean;
      deadline: string | null;
      requiresCPA: boolean;
      type: string;
      experienceLevel: string | null;
      industry: string | null;
      salaryStart: number | null;
      salaryEnd: number | null;
      salaryCurrency: string;
      createdAt: string;
      company: { id: string; name: string } | null;
    }[];
    facets: {
      type: { value: string; count: number }[];
      experienceLevel: { value: string; count: number }[];
      industry: { value: string; count: number }[];
    };
  };
};

describe.each(testDatabaseKinds())('jobs, companies and content over GraphQL on %s', (kind) => {
  let t: TestApp;
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.services.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (variables: Record<string, unknown>) => gql<SearchData>(t, SEARCH, variables);

  it('returns only open jobs before their deadline, with their companies, and pages with nextToken', async () => {
    const first = await search({ limit: 50 });
    expect(first.errors).toBeUndefined();
    const r = first.data!.searchJobs;
    expect(r.total).toBeGreaterThan(100);
    expect(r.items).toHaveLength(50);
    for (const job of r.items) {
      expect(job.status).toBe('open');
      expect(job.isOpen).toBe(true);
      if (job.deadline) expect(job.deadline >= today).toBe(true);
      expect(job.company?.name).toBeTruthy();
    }
    const second = (await search({ limit: 50, nextToken: r.nextToken })).data!.searchJobs;
    expect(second.items[0]!.id).not.toBe(r.items[0]!.id);
    const ids = new Set([...r.items, ...second.items].map((j) => j.id));
    expect(ids.size).toBe(100);
    // Facets count the same set as the total.
    expect(r.facets.type.reduce((s, f) => s + f.count, 0)).toBe(r.total);
  });

  it('answers a null character in the words as bad input, not as a failure', async () => {
    const r = await search({ query: 'audit\u0000' });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toMatch(/character that is not allowed/);
  });

  it('stems English and Turkish and tolerates typos', async () => {
    const accountants = (await search({ query: 'accountants' })).data!.searchJobs;
    expect(accountants.total).toBeGreaterThan(0);
    expect(accountants.items.some((j) => /accountant/i.test(j.position))).toBe(true);
    const typo = (await search({ query: 'acountant' })).data!.searchJobs;
    expect(typo.items.some((j) => /accountant/i.test(j.position))).toBe(true);
    // The page says what it searched instead, and can search the words as typed.
    expect(typo.correctedQuery).toBe('accountant');
    expect(accountants.correctedQuery).toBeNull();
    const asTyped = (await search({ query: 'acountant', exact: true })).data!.searchJobs;
    expect(asTyped.correctedQuery).toBeNull();
    expect(asTyped.total).toBeLessThan(typo.total);
    expect(asTyped.items.every((j) => !/accountant/i.test(j.position))).toBe(true);
    const turkish = (await search({ query: 'muhasebeci' })).data!.searchJobs;
    expect(turkish.items.some((j) => j.language === 'tr')).toBe(true);
    const arabic = (await search({ query: 'محاسب' })).data!.searchJobs;
    expect(arabic.items.some((j) => j.language === 'ar')).toBe(true);
    const nothing = (await search({ query: 'zzqxv nonexistent' })).data!.searchJobs;
    expect(nothing.total).toBe(0);
    expect(nothing.items).toEqual([]);
  });

  it('filters by type, level, CPA and salary, and sorts by newest and salary', async () => {
    const filtered = (await search({ filter: { type: ['full-time'], requiresCPA: true }, limit: 100 })).data!
      .searchJobs;
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((j) => j.type === 'full-time' && j.requiresCPA)).toBe(true);
    expect(filtered.facets.type).toEqual([{ value: 'full-time', count: filtered.total }]);

    const newest = (await search({ sort: 'newest', limit: 30 })).data!.searchJobs.items;
    expect([...newest].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((j) => j.id)).toEqual(
      newest.map((j) => j.id),
    );

    const bySalary = (await search({ sort: 'salary', filter: { salaryMin: 50000 }, limit: 40 })).data!.searchJobs.items;
    // Compared in US dollars at the demo data's rates: the salaries are in several currencies.
    const usd = (j: SearchData['searchJobs']['items'][number]) =>
      (j.salaryEnd ?? j.salaryStart ?? 0) / (DEFAULT_UNITS_PER_USD[j.salaryCurrency as SalaryCurrency] ?? NaN);
    const top = bySalary.map(usd);
    expect(top.every((v) => v >= 49999.99)).toBe(true);
    expect([...top].sort((a, b) => b - a)).toEqual(top);
  });

  it('refuses bad search input with BAD_USER_INPUT and a readable message', async () => {
    const badType = await search({ filter: { type: ['forever'] } });
    expect(badType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badRange = await search({ filter: { salaryMin: 10, salaryMax: 5 } });
    expect(badRange.errors?.[0]?.message).toMatch(/minimum salary/);
    const badLimit = await search({ limit: 5000 });
    expect(badLimit.errors?.[0]?.message).toMatch(/limit must be between 1 and 1000/);
    const badToken = await search({ nextToken: 'garbage' });
    expect(badToken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badSort = await gql(t, '{ searchJobs(sort: cheapest) { total } }');
    expect(badSort.status).toBe(400);
  });

  it('getJob shows a closed job to the public but never a draft, except to its own employer and staff', async () => {
    const all = await gql<{ listJobs: { items: { id: string; status: string; companyJobsId: string }[] } }>(
      t,
      `{ listJobs(limit: 1000) { items { id status companyJobsId } } }`,
    );
    const statuses = new Set(all.data!.listJobs.items.map((j) => j.status));
    expect(statuses.has('draft')).toBe(false);
    expect(statuses.has('closed')).toBe(true);
    expect(statuses.has('expired')).toBe(true);

    const staffToken = await signInAs(t, ...DEMO.staff);
    const staffList = await gql<{ listJobs: { items: { id: string; status: string; companyJobsId: string }[] } }>(
      t,
      `{ listJobs(filter: { status: { eq: "draft" } }, limit: 1000) { items { id status companyJobsId } } }`,
      {},
      { token: staffToken },
    );
    const draft = staffList.data!.listJobs.items[0]!;
    expect(draft.status).toBe('draft');
    const publicView = await gql<{ getJob: unknown }>(t, `query($id: ID!) { getJob(id: $id) { id } }`, {
      id: draft.id,
    });
    expect(publicView.data!.getJob).toBeNull();
    const seekerToken = await signInAs(t, ...DEMO.seeker);
    const seekerView = await gql<{ getJob: unknown }>(
      t,
      `query($id: ID!) { getJob(id: $id) { id } }`,
      { id: draft.id },
      { token: seekerToken },
    );
    expect(seekerView.data!.getJob).toBeNull();
    const staffView = await gql<{ getJob: { id: string } }>(
      t,
      `query($id: ID!) { getJob(id: $id) { id } }`,
      { id: draft.id },
      { token: staffToken },
    );
    expect(staffView.data!.getJob.id).toBe(draft.id);
    const unknown = await gql<{ getJob: unknown }>(t, `{ getJob(id: "not-a-uuid") { id } }`);
    expect(unknown.data!.getJob).toBeNull();
  });

  it('lists approved companies with their open jobs, hides pending ones from the public', async () => {
    const res = await gql<{
      listCompanies: {
        items: {
          id: string;
          name: string;
          status: string;
          featured: boolean;
          openJobCount: number;
          jobs: { id: string; isOpen: boolean }[];
        }[];
      };
    }>(
      t,
      `{ listCompanies(limit: 1000) { items { id name status featured openJobCount jobs(limit: 3) { id isOpen } } } }`,
    );
    const items = res.data!.listCompanies.items;
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.every((c) => c.status === 'approved')).toBe(true);
    expect(items[0]!.featured).toBe(true);
    expect(items.some((c) => c.openJobCount > 0 && c.jobs.length > 0 && c.jobs.every((j) => j.isOpen))).toBe(true);
    const featured = await gql<{ listCompanies: { items: { featured: boolean }[] } }>(
      t,
      `{ listCompanies(filter: { featured: { eq: true } }) { items { featured } } }`,
    );
    expect(featured.data!.listCompanies.items.length).toBeGreaterThanOrEqual(3);
    expect(featured.data!.listCompanies.items.every((c) => c.featured)).toBe(true);
    const badField = await gql(t, `{ listCompanies(filter: { password: { eq: "x" } }) { items { id } } }`);
    expect(badField.status).toBe(400);
  });

  it('reads JobSeekerContent in each language, and checks API keys', async () => {
    for (const id of ['home-en', 'home-tr', 'home-ar']) {
      const res = await gql<{ getJobSeekerContent: { bannerTitle: string; aboutUs: string } }>(
        t,
        `query($id: ID!) { getJobSeekerContent(id: $id) { bannerTitle aboutUs } }`,
        { id },
      );
      expect(res.data!.getJobSeekerContent.bannerTitle.length).toBeGreaterThan(5);
    }
    const withKey = await gql<{ getJobSeekerContent: { id: string } }>(
      t,
      `{ getJobSeekerContent(id: "home-en") { id } }`,
      {},
      { apiKey: 'test-api-key' },
    );
    expect(withKey.data!.getJobSeekerContent.id).toBe('home-en');
    const badKey = await gql(t, `{ getJobSeekerContent(id: "home-en") { id } }`, {}, { apiKey: 'wrong' });
    expect(badKey.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const badToken = await gql(t, `{ apiVersion }`, {}, { token: 'nonsense' });
    expect(badToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates a pending company for a signed-in user only, validating its input', async () => {
    const anon = await gql(t, `mutation { createCompany(input: { name: "Ghost Ltd" }) { id } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = await signInAs(t, ...DEMO.employer);
    const bad = await gql(t, `mutation { createCompany(input: { name: "", website: "nope" }) { id } }`, {}, { token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/company name/);
    // Only web addresses for the site, and only an uploaded file for the logo.
    for (const input of [
      '{ name: "Link Co", website: "javascript:alert(1)" }',
      '{ name: "Link Co", logo: "https://evil.example/logo.png" }',
    ]) {
      const refused = await gql(t, `mutation { createCompany(input: ${input}) { id } }`, {}, { token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const ok = await gql<{ createCompany: { id: string; status: string; featured: boolean } }>(
      t,
      `mutation { createCompany(input: { name: "New Audit Co", website: "https://new-audit.example" }) { id status featured } }`,
      {},
      { token },
    );
    expect(ok.data!.createCompany).toMatchObject({ status: 'pending', featured: false });
    const publicView = await gql<{ getCompany: unknown }>(t, `query($id: ID!) { getCompany(id: $id) { id } }`, {
      id: ok.data!.createCompany.id,
    });
    expect(publicView.data!.getCompany).toBeNull();
    const ownerView = await gql<{ getCompany: { id: string } }>(
      t,
      `query($id: ID!) { getCompany(id: $id) { id } }`,
      { id: ok.data!.createCompany.id },
      { token },
    );
    expect(ownerView.data!.getCompany.id).toBe(ok.data!.createCompany.id);
  });
});
