import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCenterCategories, helpCenterFaqs } from '../../db/schema/index.ts';
import { gql } from '../../test-support/graphql.ts';
import { newStaffMember } from '../../test-support/starters.ts';
import { createTestApp, type TestApp, racingRateLimits } from '../../test-support/test-app.ts';

const REORDER = `mutation ($input: HelpCenterReorderInput!) { reorderHelpCenterFaqs(input: $input) }`;

// Two staff members putting one category's questions in different orders at the same moment:
// each request updated the rows one by one in its own order, so two of them could each hold a row
// the other waited for (PostgreSQL: deadlock detected). PGlite runs one statement at a time.
describe.runIf(process.env.TEST_DATABASE_URL)('help center reorders racing on postgresql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgresql', {
      rateLimits: racingRateLimits,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies each of many opposite reorders at once whole, one after the other, without an error', async () => {
    const db = t.app.services.database.db;
    const [first, second] = await Promise.all([
      newStaffMember(t, 'reorder-a@example.com'),
      newStaffMember(t, 'reorder-b@example.com'),
    ]);
    const [category] = await db
      .insert(helpCenterCategories)
      .values({ kind: 'faq', slug: 'race', title: { en: 'Race' } })
      .returning();
    const faqs = await db
      .insert(helpCenterFaqs)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          categoryId: category!.id,
          texts: { en: { question: `Question ${i}?`, answer: `Answer ${i}.` } },
          position: i,
        })),
      )
      .returning({ id: helpCenterFaqs.id });
    const ids = faqs.map((f) => f.id);
    const rotated = (k: number) => [...ids.slice(k), ...ids.slice(0, k)];
    // One staff member rotates the list, the other rotates it backwards: opposite update orders.
    const orders = Array.from({ length: 20 }, (_, k) => [rotated(k % ids.length), rotated(k % ids.length).reverse()]);
    const results = await Promise.all(
      orders.flatMap(([mine, theirs]) => [
        gql(t, REORDER, { input: { categoryId: category!.id, ids: mine } }, { token: first }),
        gql(t, REORDER, { input: { categoryId: category!.id, ids: theirs } }, { token: second }),
      ]),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const stored = await db
      .select({ id: helpCenterFaqs.id, position: helpCenterFaqs.position })
      .from(helpCenterFaqs)
      .where(eq(helpCenterFaqs.categoryId, category!.id))
      .orderBy(asc(helpCenterFaqs.position));
    // Numbered 0 to n-1, in exactly one of the orders sent (never a mix of two).
    expect(stored.map((r) => r.position)).toEqual(ids.map((_, i) => i));
    const final = stored.map((r) => r.id);
    expect(orders.flat().some((order) => order.join() === final.join())).toBe(true);
  }, 120_000);
});
