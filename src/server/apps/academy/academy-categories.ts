import { count } from 'drizzle-orm';
import type { AcademyCategorySlug } from '../../../domain/academy-schemas.ts';
import type { Language } from '../../../domain/enums.ts';
import type { Db, Tx } from '../../db/client.ts';
import { academyCategories } from '../../db/schema/index.ts';

// The academy's categories: its structure, not sample content (a course is filed under one of
// these slugs). A database without the demo data gets them on the academy's first read.

interface AcademyCategory {
  slug: AcademyCategorySlug;
  title: { en: string } & Partial<Record<Language, string>>;
  /** The chip's colour, `#rrggbb` (SPEC: academy_category.color, hex); the chip derives a readable text shade. */
  color: string;
}

const ACADEMY_CATEGORIES: AcademyCategory[] = [
  {
    slug: 'cpe',
    title: { en: 'Continuing education', tr: 'Sürekli mesleki eğitim', ar: 'التعليم المهني المستمر' },
    color: '#3f51b5',
  },
  { slug: 'web', title: { en: 'Web', tr: 'Web', ar: 'الويب' }, color: '#2196f3' },
  { slug: 'android', title: { en: 'Android', tr: 'Android', ar: 'أندرويد' }, color: '#4caf50' },
  { slug: 'firebase', title: { en: 'Firebase', tr: 'Firebase', ar: 'Firebase' }, color: '#ff9800' },
  { slug: 'cloud', title: { en: 'Cloud', tr: 'Bulut', ar: 'السحابة' }, color: '#e91e63' },
];

/** Makes the categories once (unique slugs: two first reads at once write them once). */
export async function ensureAcademyCategories(db: Db | Tx): Promise<void> {
  const [made] = await db.select({ n: count() }).from(academyCategories);
  if ((made?.n ?? 0) > 0) return;
  await db
    .insert(academyCategories)
    .values(ACADEMY_CATEGORIES.map((c, position) => ({ slug: c.slug, title: c.title, color: c.color, position })))
    .onConflictDoNothing();
}
