import { asc, eq } from 'drizzle-orm';
import { DEFAULT_CALENDAR_LABELS } from '../../../domain/calendar-schemas.ts';
import type { Language } from '../../../domain/enums.ts';
import type { Db, Tx } from '../../db/client.ts';
import { calendarLabels } from '../../db/schema/index.ts';

// The three labels of SPEC section 3 in the owner's language. They are not sample content: an event
// is filed under a label, so an owner without any gets these on their first look at the calendar.

type LabelKey = (typeof DEFAULT_CALENDAR_LABELS)[number]['key'];

const LABEL_TITLES: Record<Language, Record<LabelKey, string>> = {
  en: { personal: 'Personal', work: 'Work', appointments: 'Appointments' },
  tr: { personal: 'Kişisel', work: 'İş', appointments: 'Randevular' },
  ar: { personal: 'شخصي', work: 'العمل', appointments: 'المواعيد' },
};

export interface CalendarOwner {
  id: string;
  language: Language;
}

/** The owner's labels, oldest first; the three default ones are made (in their language) if they have none. */
export async function ensureCalendarLabels(db: Db | Tx, owner: CalendarOwner) {
  const existing = await db
    .select()
    .from(calendarLabels)
    .where(eq(calendarLabels.ownerId, owner.id))
    .orderBy(asc(calendarLabels.createdAt), asc(calendarLabels.id));
  if (existing.length) return existing;
  const titles = LABEL_TITLES[owner.language] ?? LABEL_TITLES.en;
  // Distinct creation times keep the three in their template order.
  const base = Date.now();
  return db
    .insert(calendarLabels)
    .values(
      DEFAULT_CALENDAR_LABELS.map((l, i) => ({
        ownerId: owner.id,
        title: titles[l.key],
        key: l.key,
        color: l.color,
        createdAt: new Date(base + i),
      })),
    )
    .returning();
}
