import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  ACADEMY_MESSAGES as M,
  courseFilterSchema,
  courseInputSchema,
  courseSlug,
  progressInputSchema,
  type CourseText,
} from '../../../domain/academy-schemas.ts';
import type { Language } from '../../../domain/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  academyCategories,
  academyCourses,
  academyProgress,
  type AcademyStep,
  type Translations,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ensureAcademyCategories } from './academy-categories.ts';
import { richTextWords, sanitizeRichText } from '../../lib/rich-text.ts';
import { parseInput } from '../../lib/validate.ts';

export type CategoryRow = typeof academyCategories.$inferSelect;
export type CourseRow = typeof academyCourses.$inferSelect;
export type ProgressRow = typeof academyProgress.$inferSelect;
export interface CourseWithProgress {
  course: CourseRow;
  progress: ProgressRow | null;
}

const notFound = () => new AppError('NOT_FOUND', M.courseNotFound);
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A text in the reader's language, else in English. */
export const inLanguage = <T>(texts: Translations<T>, lang: Language): T => texts[lang] ?? texts.en;

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  await ensureAcademyCategories(db);
  return db.select().from(academyCategories).orderBy(asc(academyCategories.position));
}

/** A course joined with the reader's own progress (never anyone else's). */
const withProgress = (db: Db, userId: string) =>
  db
    .select({ course: academyCourses, progress: academyProgress })
    .from(academyCourses)
    .leftJoin(
      academyProgress,
      and(eq(academyProgress.courseId, academyCourses.id), eq(academyProgress.userId, userId)),
    );

/**
 * Courses for the list: by category, by words of the title or description (in the reader's language
 * or English), or only those not completed.
 */
export async function listCourses(
  db: Db,
  userId: string,
  lang: Language,
  filter: unknown,
): Promise<CourseWithProgress[]> {
  const f = parseInput(courseFilterSchema, filter ?? {});
  const conditions = [];
  if (f.categorySlug) {
    const [category] = await db
      .select({ id: academyCategories.id })
      .from(academyCategories)
      .where(eq(academyCategories.slug, f.categorySlug))
      .limit(1);
    if (!category) return [];
    conditions.push(eq(academyCourses.categoryId, category.id));
  }
  if (f.search) {
    // Literal words: % and _ in what was typed are no wildcards.
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const t = academyCourses.texts;
    conditions.push(
      sql`(coalesce(${t} -> ${lang} ->> 'title', '') || ' ' || coalesce(${t} -> ${lang} ->> 'description', '') || ' ' || (${t} -> 'en' ->> 'title') || ' ' || (${t} -> 'en' ->> 'description')) ilike ${pattern}`,
    );
  }
  if (f.hideCompleted) conditions.push(sql`coalesce(${academyProgress.completed}, false) = false`);
  return withProgress(db, userId)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(academyCourses.featured), desc(academyCourses.updatedAt), asc(academyCourses.slug));
}

export async function getCourse(db: Db, userId: string, slug: string): Promise<CourseWithProgress> {
  const [row] = await withProgress(db, userId).where(eq(academyCourses.slug, slug)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function courseById(db: Db, userId: string, id: string): Promise<CourseWithProgress> {
  if (!isUuid(id)) throw notFound();
  const [row] = await withProgress(db, userId).where(eq(academyCourses.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Saves where the signed-in person is in a course: their own row, created on the first step. */
export async function saveProgress(db: Db, userId: string, input: unknown): Promise<CourseWithProgress> {
  const data = parseInput(progressInputSchema, input);
  const { course } = await courseById(db, userId, data.courseId);
  if (data.currentStep >= course.steps.length) throw new AppError('BAD_USER_INPUT', M.stepInvalid);
  const values = { currentStep: data.currentStep, completed: data.completed, updatedAt: new Date() };
  const [progress] = await db
    .insert(academyProgress)
    .values({ userId, courseId: course.id, ...values })
    .onConflictDoUpdate({ target: [academyProgress.userId, academyProgress.courseId], set: values })
    .returning();
  return { course, progress: progress! };
}

// ---------------------------------------------------------------------------------------------
// Staff editing (the policy is checked by the caller, the GraphQL module).

async function requireCategory(db: Db, id: string): Promise<void> {
  const [row] = await db
    .select({ id: academyCategories.id })
    .from(academyCategories)
    .where(eq(academyCategories.id, id));
  if (!row) throw new AppError('BAD_USER_INPUT', M.categoryInvalid);
}

/** Steps as stored: sanitized HTML that still has words in it (a pasted <script> alone is nothing). */
function cleanSteps(steps: { title: string; subtitle: string; content: string }[]): AcademyStep[] {
  return steps.map((s) => {
    const content = sanitizeRichText(s.content);
    if (!richTextWords(content)) throw new AppError('BAD_USER_INPUT', M.stepContentRequired);
    return { title: s.title, subtitle: s.subtitle, content };
  });
}

function textsOf(items: ({ language: Language } & CourseText)[]): Translations<CourseText> {
  const out: Partial<Record<Language, CourseText>> = {};
  for (const { language, title, description } of items) out[language] = { title, description };
  return out as Translations<CourseText>;
}

/** A unique slug from the English title, numbered when taken. */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = courseSlug(title) || 'course';
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ id: academyCourses.id })
      .from(academyCourses)
      .where(eq(academyCourses.slug, slug));
    if (!taken) return slug;
  }
  return `${base}-${Date.now()}`;
}

export async function createCourse(db: Db, userId: string, input: unknown): Promise<CourseWithProgress> {
  const data = parseInput(courseInputSchema, input);
  await requireCategory(db, data.categoryId);
  const texts = textsOf(data.translations);
  const steps = cleanSteps(data.steps);
  const slug = await freeSlug(db, texts.en.title);
  const [course] = await db
    .insert(academyCourses)
    .values({ slug, categoryId: data.categoryId, texts, duration: data.duration, featured: data.featured, steps })
    .returning();
  return { course: course!, progress: null };
}

/**
 * The slug stays (links keep working). People part-way through keep their place, moved back to
 * the new last step if the course got shorter.
 */
export async function updateCourse(db: Db, userId: string, id: string, input: unknown): Promise<CourseWithProgress> {
  const data = parseInput(courseInputSchema, input);
  await courseById(db, userId, id);
  await requireCategory(db, data.categoryId);
  const steps = cleanSteps(data.steps);
  await db.transaction(async (tx) => {
    await tx
      .update(academyCourses)
      .set({
        categoryId: data.categoryId,
        texts: textsOf(data.translations),
        duration: data.duration,
        featured: data.featured,
        steps,
      })
      .where(eq(academyCourses.id, id));
    await tx
      .update(academyProgress)
      .set({ currentStep: steps.length - 1 })
      .where(and(eq(academyProgress.courseId, id), sql`${academyProgress.currentStep} > ${steps.length - 1}`));
  });
  return courseById(db, userId, id);
}

export async function deleteCourse(db: Db, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.delete(academyCourses).where(eq(academyCourses.id, id)).returning({ id: academyCourses.id });
  if (!row) throw notFound();
  return row.id;
}
