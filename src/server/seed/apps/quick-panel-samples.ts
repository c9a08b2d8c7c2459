import { count, eq } from 'drizzle-orm';
import type { Language } from '../../../domain/enums.ts';
import type { Db, Tx } from '../../db/client.ts';
import { addQuickPanelNote, quickPanelNotes } from '../../apps/index.ts';
import { calendarEvents } from '../../db/schema/index.ts';
import { ensureCalendarLabels } from '../../apps/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface SampleTexts {
  notes: [{ title: string; content: string }, { title: string; content: string }];
  events: [string, string, string, string];
}

// The sample content of SPEC section 2 (two notes, four events), about a job seeker's week,
// in the demo user's own language.
const TEXTS: Record<Language, SampleTexts> = {
  en: {
    notes: [
      {
        title: 'Update my CV',
        content: 'Add the IFRS 16 lease project and the new CPD hours before applying to audit roles.',
      },
      {
        title: 'Questions for interviews',
        content: 'Team size, the audit software they use, and the study support for the CPA exams.',
      },
    ],
    events: [
      'Phone screen with the recruiter',
      'Networking breakfast of the professional body',
      'CPD webinar: revenue recognition',
      'Deadline: senior accountant application',
    ],
  },
  tr: {
    notes: [
      {
        title: 'Özgeçmişimi güncelle',
        content: 'Denetim ilanlarına başvurmadan önce TFRS 16 kiralama projesini ve yeni eğitim saatlerini ekle.',
      },
      {
        title: 'Mülakat soruları',
        content: 'Ekip büyüklüğü, kullanılan denetim yazılımı ve SMMM sınavları için eğitim desteği.',
      },
    ],
    events: [
      'İşe alım uzmanıyla telefon görüşmesi',
      'Meslek odasının tanışma kahvaltısı',
      'Mesleki eğitim semineri: hasılatın muhasebeleştirilmesi',
      'Son gün: kıdemli muhasebeci başvurusu',
    ],
  },
  ar: {
    notes: [
      {
        title: 'تحديث سيرتي الذاتية',
        content:
          'إضافة مشروع عقود الإيجار وفق المعيار IFRS 16 وساعات التطوير المهني الجديدة قبل التقدم لوظائف التدقيق.',
      },
      {
        title: 'أسئلة للمقابلات',
        content: 'حجم الفريق، وبرنامج التدقيق المستخدم، ودعم الدراسة لاختبارات المحاسب القانوني.',
      },
    ],
    events: [
      'مكالمة هاتفية مع مسؤول التوظيف',
      'إفطار التعارف للهيئة المهنية',
      'ندوة عبر الإنترنت: الاعتراف بالإيراد',
      'الموعد النهائي: طلب وظيفة محاسب أول',
    ],
  },
};

/** The next whole hour after `now` plus some days and hours, so samples always lie ahead. */
function ahead(now: Date, days: number, hour: number): Date {
  const d = new Date(now.getTime() + days * DAY_MS);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

/**
 * Gives a demo user two notes and four upcoming events, once: a user who already has any note
 * or event is left alone. Called by the seed for the demo accounts.
 */
export async function seedQuickPanelSamples(
  db: Db | Tx,
  userId: string,
  language: Language = 'en',
  now = new Date(),
): Promise<boolean> {
  const notes = await quickPanelNotes(db, userId);
  const [events] = await db.select({ n: count() }).from(calendarEvents).where(eq(calendarEvents.ownerId, userId));
  if (notes.length > 0 || (events?.n ?? 0) > 0) return false;
  const texts = TEXTS[language];
  // The notes are the notes app's (one store for the app and the panel).
  for (const note of texts.notes) await addQuickPanelNote(db, userId, note);
  const starts = [ahead(now, 1, 9), ahead(now, 2, 7), ahead(now, 4, 13), ahead(now, 7, 0)];
  // The events are calendar events (the quick panel shows the calendar's), under the first label.
  const [label] = await ensureCalendarLabels(db, { id: userId, language });
  const event = (title: string, start: Date, hours: number, allDay = false) => ({
    ownerId: userId,
    title,
    start,
    end: new Date(start.getTime() + hours * HOUR_MS),
    allDay,
    labelId: label!.id,
  });
  await db
    .insert(calendarEvents)
    .values([
      event(texts.events[0], starts[0]!, 0.5),
      event(texts.events[1], starts[1]!, 2),
      event(texts.events[2], starts[2]!, 1),
      event(texts.events[3], starts[3]!, 24, true),
    ]);
  return true;
}
