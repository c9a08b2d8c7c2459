import { courseSlug } from '../../../domain/academy-schemas.ts';
import type { Tx } from '../../db/client.ts';
import { academyCategories, academyCourses, academyProgress, type Translations } from '../../db/schema/index.ts';
import { ensureAcademyCategories } from '../../apps/index.ts';
import { SAMPLE_COURSES } from './academy-samples.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The academy's categories and courses, and some progress for the demo accounts (so the list shows
 * courses started and finished): each account finished one course and is part-way through two.
 */
export async function seedAcademy(tx: Tx, now: Date, demoUserIds: string[]): Promise<void> {
  // The categories are the academy's structure (the app makes them too); the seed fills them.
  await ensureAcademyCategories(tx);
  const categories = await tx.select().from(academyCategories);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const courses = await tx
    .insert(academyCourses)
    .values(
      SAMPLE_COURSES.map((c, i) => {
        // A day apart, so "recently updated" has an order.
        const at = new Date(now.getTime() - (i + 1) * 86_400_000);
        return {
          slug: courseSlug(c.texts.en.title),
          categoryId: categoryId.get(c.category)!,
          texts: c.texts as Translations<{ title: string; description: string }>,
          duration: c.duration,
          featured: c.featured ?? false,
          steps: c.steps.map(([title, subtitle, text]) => ({ title, subtitle, content: `<p>${escapeHtml(text)}</p>` })),
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning();
  const progress = demoUserIds.flatMap((userId, u) => {
    const pick = (k: number) => courses[(u * 3 + k) % courses.length]!;
    return [
      { userId, courseId: pick(0).id, currentStep: pick(0).steps.length - 1, completed: true, updatedAt: now },
      { userId, courseId: pick(1).id, currentStep: 3, completed: false, updatedAt: now },
      { userId, courseId: pick(2).id, currentStep: 7, completed: false, updatedAt: now },
    ];
  });
  if (progress.length) await tx.insert(academyProgress).values(progress);
}

/** Empties the academy (`npm run db:seed`); progress goes with the courses. */
export async function clearAcademy(tx: Tx): Promise<void> {
  await tx.delete(academyCourses);
  await tx.delete(academyCategories);
}
