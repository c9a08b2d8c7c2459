import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

describe.each(testDatabaseKinds())('filter values are checked against their columns, on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.services.database.db);
    staff = await signInAs(t, ...DEMO.staff);
  });
  afterAll(async () => {
    await t.close();
  });

  const refused = async (query: string, message: string, token?: string) => {
    const r = await gql(t, query, {}, { token });
    expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  };

  it('names the field and what it takes, for an id, a status, a member type and a date', async () => {
    await refused(
      '{ listCompanies(filter: { owner: { eq: "x" } }) { items { id } } }',
      'owner: "x" is not a valid id.',
    );
    await refused(
      '{ listJobs(filter: { status: { eq: "bogus" } }) { items { id } } }',
      'status must be one of: draft, open, closed, expired.',
    );
    await refused(
      '{ listUsers(filter: { memberType: { eq: " " } }) { items { id } } }',
      'memberType must be one of: jobseeker, employer.',
      staff,
    );
    await refused(
      '{ listJobs(filter: { deadline: { ge: "2026-02-30" } }) { items { id } } }',
      'deadline must be a date such as 2026-12-31.',
    );
    await refused(
      '{ listJobs(filter: { type: { contains: "full" } }) { items { id } } }',
      'type cannot be filtered with contains; use eq, ne.',
    );
    await refused(
      '{ listJobs(filter: { position: { contains: "a\\u0000b" } }) { items { id } } }',
      'position contains a character that is not allowed.',
    );
  });

  it('still filters by good values, with LIKE wildcards taken literally', async () => {
    const open = await gql<{ listJobs: { items: { status: string }[] } }>(
      t,
      '{ listJobs(filter: { status: { eq: "open" }, deadline: { ge: "2000-01-01" } }, limit: 5) { items { status } } }',
    );
    expect(open.errors).toBeUndefined();
    expect(open.data!.listJobs.items.length).toBeGreaterThan(0);
    const literal = await gql<{ listJobs: { items: unknown[] } }>(
      t,
      '{ listJobs(filter: { position: { contains: "%_" } }) { items { id } } }',
    );
    expect(literal.data!.listJobs.items).toEqual([]);
  });
});
