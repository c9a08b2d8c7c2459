import { count } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { helpCenterCategories, type Translations } from '../../db/schema/index.ts';

// The help center's categories: its structure, not sample content. A question or guide is filed
// under one and the home page shows the "most asked" questions, so a database without the demo
// data gets them on the help center's first read (named in three languages, staff fill them).

type T3 = Translations<string> & { tr: string; ar: string };

const FAQ_CATEGORIES: { slug: string; title: T3 }[] = [
  { slug: 'most-asked', title: { en: 'Most asked', tr: 'En çok sorulanlar', ar: 'الأكثر سؤالًا' } },
  { slug: 'general-inquiries', title: { en: 'General inquiries', tr: 'Genel sorular', ar: 'استفسارات عامة' } },
  {
    slug: 'licenses',
    title: { en: 'Licences and the CPA flag', tr: 'Lisanslar ve SMMM işareti', ar: 'التراخيص وعلامة CPA' },
  },
  { slug: 'payments', title: { en: 'Payments', tr: 'Ödemeler', ar: 'المدفوعات' } },
  { slug: 'support', title: { en: 'Support', tr: 'Destek', ar: 'الدعم' } },
];

const GUIDE_CATEGORIES: { slug: string; title: T3 }[] = [
  { slug: 'getting-started', title: { en: 'Getting started', tr: 'Başlarken', ar: 'البدء' } },
  { slug: 'projects', title: { en: 'Job posts', tr: 'İş ilanları', ar: 'إعلانات الوظائف' } },
  { slug: 'settings', title: { en: 'Settings', tr: 'Ayarlar', ar: 'الإعدادات' } },
  { slug: 'payments', title: { en: 'Payments', tr: 'Ödemeler', ar: 'المدفوعات' } },
  { slug: 'your-account', title: { en: 'Your account', tr: 'Hesabınız', ar: 'حسابك' } },
];

/** Makes the categories once (a unique kind and slug: two first reads at once write them once). */
export async function ensureHelpCenterCategories(db: Db | Tx): Promise<void> {
  const [made] = await db.select({ n: count() }).from(helpCenterCategories);
  if ((made?.n ?? 0) > 0) return;
  await db
    .insert(helpCenterCategories)
    .values([
      ...FAQ_CATEGORIES.map((c, position) => ({ kind: 'faq' as const, slug: c.slug, title: c.title, position })),
      ...GUIDE_CATEGORIES.map((c, position) => ({ kind: 'guide' as const, slug: c.slug, title: c.title, position })),
    ])
    .onConflictDoNothing();
}
