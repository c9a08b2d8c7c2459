import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALARY_CURRENCIES } from '../../domain/salary-currency.ts';
import { companies, jobs } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const SEARCH = /* GraphQL */ `
  query Search($query: String, $filter: JobSearchFilter, $sort: JobSort) {
    searchJobs(query: $query, filter: $filter, sort: $sort, limit: 50) {
      total
      items {
        position
        salaryStart
        salaryEnd
        salaryCurrency
      }
    }
  }
`;
const RATES = `{ currencyRates { currency unitsPerUsd updatedAt updatedByName } }`;
const UPDATE = `mutation U($input: UpdateCurrencyRateInput!) { updateCurrencyRate(input: $input) { currency unitsPerUsd updatedByName } }`;

type Item = { position: string; salaryStart: number | null; salaryEnd: number | null; salaryCurrency: string };
type Rate = { currency: string; unitsPerUsd: number; updatedAt: string; updatedByName: string | null };

describe.each(testDatabaseKinds())('salaries across currencies on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  let seeker: string;
  let employer: string;
  const db = () => t.app.services.database.db;
  // A word no demo job holds, so each search sees only the jobs these tests add.
  const WORD = 'Quokkaledger';

  const search = async (filter: Record<string, unknown> | null, sort = 'salary') => {
    const res = await gql<{ searchJobs: { total: number; items: Item[] } }>(t, SEARCH, { query: WORD, filter, sort });
    return res;
  };
  const positions = async (filter: Record<string, unknown> | null = null) =>
    (await search(filter)).data!.searchJobs.items.map((j) => j.position);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [staff, seeker, employer] = await Promise.all([
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.employer),
    ]);
    const byCountry = async (country: string) =>
      (await db().select().from(companies).where(eq(companies.countryCode, country)).limit(1))[0]!;
    const [ae, gb, tr] = [await byCountry('AE'), await byCountry('GB'), await byCountry('TR')];
    const open = { status: 'open' as const, description: '', keyword: [WORD] };
    // Written straight into the table, as any writer might: the trigger converts the salaries.
    await db()
      .insert(jobs)
      .values([
        {
          ...open,
          companyJobsId: ae.id,
          companyName: ae.name,
          position: `${WORD} Dubai`,
          salaryCurrency: 'AED',
          salaryEnd: 134_000,
        },
        {
          ...open,
          companyJobsId: gb.id,
          companyName: gb.name,
          position: `${WORD} London`,
          salaryCurrency: 'GBP',
          salaryStart: 98_000,
          salaryEnd: 114_000,
        },
        {
          ...open,
          companyJobsId: tr.id,
          companyName: tr.name,
          position: `${WORD} Istanbul`,
          salaryCurrency: 'TRY',
          salaryStart: 46_000,
          salaryEnd: 60_000,
        },
      ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sorts "highest salary" by the salary in US dollars, not the bare number', async () => {
    // AED 134,000 is about $36,500; £98,000–114,000 about $150,000; ₺60,000 about $1,350.
    expect(await positions()).toEqual([`${WORD} London`, `${WORD} Dubai`, `${WORD} Istanbul`]);
    const [london] = (await search(null)).data!.searchJobs.items;
    expect(london).toMatchObject({ salaryStart: 98_000, salaryEnd: 114_000, salaryCurrency: 'GBP' });
  });

  it('compares a minimum salary in the currency it is given in', async () => {
    // 60,000 US dollars: not the ₺46–60k job (nor AED 134k, about $36,500).
    expect(await positions({ salaryMin: 60_000 })).toEqual([`${WORD} London`]);
    expect(await positions({ salaryMin: 60_000, salaryCurrency: 'USD' })).toEqual([`${WORD} London`]);
    // 60,000 Turkish lira: a job asking exactly that passes, as do the richer ones.
    expect(await positions({ salaryMin: 60_000, salaryCurrency: 'TRY' })).toEqual([
      `${WORD} London`,
      `${WORD} Dubai`,
      `${WORD} Istanbul`,
    ]);
    // AED 134,000 exactly: the Dubai job passes, the lira one does not.
    expect(await positions({ salaryMin: 134_000, salaryCurrency: 'aed' })).toEqual([`${WORD} London`, `${WORD} Dubai`]);
    const bad = await search({ salaryMin: 1, salaryCurrency: 'XYZ' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/currencies the job board offers/);
  });

  it('lists a rate for every currency the product offers, to anyone', async () => {
    const res = await gql<{ currencyRates: Rate[] }>(t, RATES);
    const rates = res.data!.currencyRates;
    expect(rates.map((r) => r.currency)).toEqual([...SALARY_CURRENCIES]);
    expect(rates.find((r) => r.currency === 'USD')?.unitsPerUsd).toBe(1);
    expect(rates.every((r) => r.unitsPerUsd > 0)).toBe(true);
  });

  it('lets staff change a rate, which reorders the salaries at once; refuses everyone else', async () => {
    for (const token of [undefined, seeker, employer]) {
      const refused = await gql(t, UPDATE, { input: { currency: 'GBP', unitsPerUsd: 4 } }, { token });
      expect(refused.errors?.[0]?.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect((await positions())[0]).toBe(`${WORD} London`);

    // At 4 pounds to the dollar, £114,000 is $28,500: below AED 134,000 ($36,500).
    const changed = await gql<{ updateCurrencyRate: Rate }>(
      t,
      UPDATE,
      { input: { currency: 'GBP', unitsPerUsd: 4 } },
      { token: staff },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateCurrencyRate).toMatchObject({ currency: 'GBP', unitsPerUsd: 4 });
    expect(changed.data!.updateCurrencyRate.updatedByName).toBeTruthy();
    expect(await positions()).toEqual([`${WORD} Dubai`, `${WORD} London`, `${WORD} Istanbul`]);
    // Only staff see who changed it.
    const asGuest = (await gql<{ currencyRates: Rate[] }>(t, RATES)).data!.currencyRates;
    expect(asGuest.find((r) => r.currency === 'GBP')).toMatchObject({ unitsPerUsd: 4, updatedByName: null });
    const asStaff = (await gql<{ currencyRates: Rate[] }>(t, RATES, {}, { token: staff })).data!.currencyRates;
    expect(asStaff.find((r) => r.currency === 'GBP')?.updatedByName).toBeTruthy();

    await gql(t, UPDATE, { input: { currency: 'GBP', unitsPerUsd: 0.76 } }, { token: staff });
    expect((await positions())[0]).toBe(`${WORD} London`);
  });

  it('refuses a rate that cannot be right, with a clear message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ currency: 'TRY', unitsPerUsd: 0 }, /above zero/],
      [{ currency: 'TRY', unitsPerUsd: -3 }, /above zero/],
      [{ currency: 'TRY', unitsPerUsd: 1e12 }, /between 0.0001 and 10,000,000/],
      [{ currency: 'TRY', unitsPerUsd: 0.00000001 }, /between/],
      [{ currency: 'XYZ', unitsPerUsd: 2 }, /currencies the job board offers/],
      [{ currency: 'USD', unitsPerUsd: 2 }, /reference currency/],
    ];
    for (const [input, message] of cases) {
      const res = await gql(t, UPDATE, { input }, { token: staff });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(message);
    }
  });

  it("writes an employer's job in the company's currency, and follows the company's country", async () => {
    const [company] = await db().select().from(companies).where(eq(companies.name, 'Meridian Ledger Partners LLP'));
    const created = await gql<{ createJob: { id: string; salaryCurrency: string } }>(
      t,
      `mutation C($input: CreateJobInput!) { createJob(input: $input) { id salaryCurrency } }`,
      { input: { companyJobsId: company!.id, position: `${WORD} Draft`, salaryStart: 70_000, salaryEnd: 80_000 } },
      { token: employer },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createJob.salaryCurrency).toBe(company!.countryCode === 'GB' ? 'GBP' : 'USD');

    const moved = await gql(
      t,
      `mutation U($input: UpdateCompanyInput!) { updateCompany(input: $input) { id } }`,
      { input: { id: company!.id, countryCode: 'AE' } },
      { token: employer },
    );
    expect(moved.errors).toBeUndefined();
    const rows = await db()
      .select({ currency: jobs.salaryCurrency, usd: jobs.salaryMaxUsd })
      .from(jobs)
      .where(inArray(jobs.id, [created.data!.createJob.id]));
    expect(rows[0]).toEqual({ currency: 'AED', usd: (80_000 / 3.6725).toFixed(2) });
  });
});
