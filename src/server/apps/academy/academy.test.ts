import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyCourses } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';

const COURSE_FIELDS =
  'id slug categoryId category title description duration totalSteps featured activeStep progress { currentStep completed started } steps { order title subtitle content }';

interface Course {
  id: string;
  slug: string;
  categoryId: string;
  category: string;
  title: string;
  description: string;
  duration: number;
  totalSteps: number;
  featured: boolean;
  activeStep: number;
  progress: { currentStep: number; completed: boolean; started: boolean };
  steps: { order: number; title: string; subtitle: string; content: string }[];
}
interface Category {
  id: string;
  slug: string;
  title: string;
  color: string;
}
type Who = 'seeker' | 'employer' | 'staff' | 'admin';

describe.each(testDatabaseKinds())('academy on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<Who, string> = { seeker: '', employer: '', staff: '', admin: '' };
  let categories: Category[];
  const db = () => t.app.services.database.db;
  const courses = async (who: Who | null, filter: Record<string, unknown> = {}, language = 'en') =>
    gql<{ academyCourses: Course[] }>(
      t,
      `query ($f: AcademyCourseFilter, $l: Language) { academyCourses(filter: $f, language: $l) { ${COURSE_FIELDS} } }`,
      { f: filter, l: language },
      who ? { token: tokens[who] } : {},
    );
  const course = (who: Who | null, slug: string) =>
    gql<{ academyCourse: Course }>(
      t,
      `query ($s: String!) { academyCourse(slug: $s) { ${COURSE_FIELDS} } }`,
      { s: slug },
      who ? { token: tokens[who] } : {},
    );
  const save = (who: Who | null, input: Record<string, unknown>) =>
    gql<{ saveAcademyProgress: Course }>(
      t,
      `mutation ($i: AcademyProgressInput!) { saveAcademyProgress(input: $i) { ${COURSE_FIELDS} } }`,
      { i: input },
      who ? { token: tokens[who] } : {},
    );
  const create = (who: Who, input: Record<string, unknown>) =>
    gql<{ createAcademyCourse: Course }>(
      t,
      `mutation ($i: AcademyCourseInput!) { createAcademyCourse(input: $i) { ${COURSE_FIELDS} } }`,
      { i: input },
      { token: tokens[who] },
    );
  const update = (who: Who, id: string, input: Record<string, unknown>) =>
    gql<{ updateAcademyCourse: Course }>(
      t,
      `mutation ($id: ID!, $i: AcademyCourseInput!) { updateAcademyCourse(id: $id, input: $i) { ${COURSE_FIELDS} } }`,
      { id, i: input },
      { token: tokens[who] },
    );
  const remove = (who: Who, id: string) =>
    gql<{ deleteAcademyCourse: string }>(
      t,
      `mutation ($id: ID!) { deleteAcademyCourse(id: $id) }`,
      { id },
      { token: tokens[who] },
    );
  const courseCount = async () => (await db().select({ n: count() }).from(academyCourses))[0]!.n;
  const input = (over: Record<string, unknown> = {}) => ({
    categoryId: categories.find((c) => c.slug === 'cpe')!.id,
    duration: 45,
    translations: [
      { language: 'en', title: 'Revenue Recognition Refresher', description: 'IFRS 15 in five steps.' },
      { language: 'tr', title: 'Hasılat Muhasebesi Tekrarı', description: 'Beş adımda UFRS 15.' },
    ],
    steps: [
      {
        title: 'Identify the contract',
        subtitle: 'Step one',
        content: '<p>A contract creates <strong>rights</strong>.</p>',
      },
      { title: 'Performance obligations', content: '<p>Distinct goods or services.</p><script>alert(1)</script>' },
      { title: 'Summary', content: '<p>Done.</p>' },
    ],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [tokens.seeker, tokens.employer, tokens.staff, tokens.admin] = await Promise.all([
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.admin),
    ]);
    categories = (
      await gql<{ academyCategories: Category[] }>(
        t,
        '{ academyCategories { id slug title color } }',
        {},
        {
          token: tokens.seeker,
        },
      )
    ).data!.academyCategories;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses guests every operation', async () => {
    const codes = [
      (await gql(t, '{ academyCategories { id } }')).errors?.[0]?.extensions?.code,
      (await courses(null)).errors?.[0]?.extensions?.code,
      (await course(null, 'professional-ethics-for-accountants')).errors?.[0]?.extensions?.code,
      (await save(null, { courseId: '00000000-0000-4000-8000-000000000000', currentStep: 0 })).errors?.[0]?.extensions
        ?.code,
    ];
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('seeds the categories, 12+ courses of 11 steps, and progress for the demo accounts', async () => {
    expect(categories.map((c) => c.slug)).toEqual(['cpe', 'web', 'android', 'firebase', 'cloud']);
    // SPEC: a category's colour is hex; the database refuses anything else.
    for (const c of categories) expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
    await expect(db().execute(sql`UPDATE academy_categories SET color = 'blue'`)).rejects.toThrow();
    const list = (await courses('seeker')).data!.academyCourses;
    // SPEC: a course's category is the category's slug.
    const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
    for (const c of list) expect(c.category).toBe(slugOf.get(c.categoryId));
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((c) => c.totalSteps))).toEqual(new Set([11]));
    for (const c of list) expect([30, 45, 60, 90, 120]).toContain(c.duration);
    expect(list.filter((c) => c.progress.completed)).toHaveLength(1);
    expect(list.filter((c) => c.progress.started && !c.progress.completed)).toHaveLength(2);
    // Featured courses come first.
    expect(list[0]!.featured).toBe(true);
  });

  it('filters by category, words and hides completed courses; titles in the reader’s language', async () => {
    const cpe = (await courses('employer', { categorySlug: 'cpe' })).data!.academyCourses;
    expect(cpe.length).toBeGreaterThanOrEqual(4);
    expect(new Set(cpe.map((c) => c.categoryId))).toEqual(new Set([categories[0]!.id]));
    const found = (await courses('employer', { search: 'ethics' })).data!.academyCourses;
    expect(found.map((c) => c.slug)).toContain('professional-ethics-for-accountants');
    // Turkish words find the Turkish title, shown in Turkish.
    const tr = (await courses('employer', { search: 'Meslek Ahlakı' }, 'tr')).data!.academyCourses;
    expect(tr[0]!.title).toBe('Muhasebeciler için Meslek Ahlakı');
    expect((await courses('employer', { search: '100%_' })).data!.academyCourses).toEqual([]);
    expect((await courses('employer', { categorySlug: 'nope' })).data!.academyCourses).toEqual([]);
    const all = (await courses('employer')).data!.academyCourses;
    const open = (await courses('employer', { hideCompleted: true })).data!.academyCourses;
    expect(open.length).toBe(all.length - 1);
    expect(open.some((c) => c.progress.completed)).toBe(false);
    const long = await courses('employer', { search: 'x'.repeat(201) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps progress per person, on the server (another sign-in continues where the first stopped)', async () => {
    const slug = 'data-analytics-in-the-audit';
    const before = (await course('seeker', slug)).data!.academyCourse;
    const staffBefore = (await course('staff', slug)).data!.academyCourse.progress;
    const saved = (await save('seeker', { courseId: before.id, currentStep: 4 })).data!.saveAcademyProgress;
    expect(saved.progress).toEqual({ currentStep: 4, completed: false, started: true });
    // A second browser: a new sign-in of the same person.
    const other = await signInAs(t, ...DEMO.seeker);
    const again = await gql<{ academyCourse: Course }>(
      t,
      `query { academyCourse(slug: "${slug}") { activeStep progress { currentStep completed } } }`,
      {},
      { token: other },
    );
    expect(again.data!.academyCourse.activeStep).toBe(4);
    // Nobody else's place moved.
    expect((await course('staff', slug)).data!.academyCourse.progress).toEqual(staffBefore);
    // Finishing: completed, and shown as such in the list.
    await save('seeker', { courseId: before.id, currentStep: 10, completed: true });
    const listed = (await courses('seeker')).data!.academyCourses.find((c) => c.slug === slug)!;
    expect(listed.progress).toEqual({ currentStep: 10, completed: true, started: true });
    // Starting again.
    const restart = (await save('seeker', { courseId: before.id, currentStep: 0 })).data!.saveAcademyProgress;
    expect(restart.progress.completed).toBe(false);
  });

  it('refuses a step outside the course and an unknown course', async () => {
    // A course the seeker has not started (the demo progress depends on the demo accounts' order).
    const fresh = (await courses('seeker')).data!.academyCourses.find((x) => !x.progress.started)!;
    const c = (await course('seeker', fresh.slug)).data!.academyCourse;
    for (const step of [11, -1]) {
      const r = await save('seeker', { courseId: c.id, currentStep: step });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await course('seeker', fresh.slug)).data!.academyCourse.progress.started).toBe(false);
    const missing = await save('seeker', { courseId: '00000000-0000-4000-8000-000000000000', currentStep: 0 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const notAnId = await save('seeker', { courseId: 'nope', currentStep: 0 });
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await course('seeker', 'no-such-course')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets staff and admins create, edit and delete courses; sanitizes the steps', async () => {
    const created = (await create('staff', input())).data!.createAcademyCourse;
    expect(created.slug).toBe('revenue-recognition-refresher');
    expect(created.totalSteps).toBe(3);
    expect(created.steps[1]!.content).toBe('<p>Distinct goods or services.</p>');
    expect(created.steps[0]!.content).toContain('<strong>rights</strong>');
    const twin = (await create('admin', input())).data!.createAcademyCourse;
    expect(twin.slug).toBe('revenue-recognition-refresher-2');
    // The seeker part-way through; the course gets shorter: their place moves to its last step.
    await save('seeker', { courseId: created.id, currentStep: 2 });
    const shorter = input({ steps: [{ title: 'Only step', content: '<p>All in one.</p>' }], featured: true });
    const updated = (await update('admin', created.id, shorter)).data!.updateAcademyCourse;
    expect(updated.totalSteps).toBe(1);
    expect(updated.slug).toBe(created.slug);
    expect((await course('seeker', created.slug)).data!.academyCourse.progress.currentStep).toBe(0);
    expect((await remove('staff', twin.id)).data!.deleteAcademyCourse).toBe(twin.id);
    expect((await remove('staff', twin.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await update('staff', twin.id, input())).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a job seeker and an employer every staff operation, writing nothing', async () => {
    const target = (await courses('seeker')).data!.academyCourses[0]!;
    const n = await courseCount();
    for (const who of ['seeker', 'employer'] as const) {
      expect((await create(who, input())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await update(who, target.id, input())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await remove(who, target.id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await courseCount()).toBe(n);
    const [row] = await db().select().from(academyCourses).where(eq(academyCourses.id, target.id));
    expect(row!.texts.en.title).toBe(target.title);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const n = await courseCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ translations: [{ language: 'tr', title: 'Başlık', description: 'Açıklama.' }] }, 'academy.englishRequired'],
      [{ steps: [] }, 'academy.stepsRequired'],
      [{ duration: 0 }, 'academy.durationInvalid'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'academy.categoryInvalid'],
      [{ steps: [{ title: 'Script', content: '<script>alert(1)</script>' }] }, 'academy.stepContentRequired'],
      [{ steps: [{ title: '  ', content: '<p>x</p>' }] }, 'academy.stepTitleRequired'],
    ];
    for (const [over, key] of cases) {
      const r = await create('staff', input(over));
      expect(r.errors?.[0]?.extensions?.code, key).toBe('BAD_USER_INPUT');
      expect((r.errors?.[0]?.extensions as { messageKey?: string } | undefined)?.messageKey, key).toBe(key);
    }
    expect(await courseCount()).toBe(n);
  });
});
