import { count, eq } from 'drizzle-orm';
import type { Language } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { addQuickPanelNote, quickPanelNotes } from '../apps/index.ts';
import { quickEvents } from '../db/schema/index.ts';

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
  db: Pick<Db, 'select' | 'insert'>,
  userId: string,
  language: Language = 'en',
  now = new Date(),
): Promise<boolean> {
  const notes = await quickPanelNotes(db, userId);
  const [events] = await db.select({ n: count() }).from(quickEvents).where(eq(quickEvents.userId, userId));
  if (notes.length > 0 || (events?.n ?? 0) > 0) return false;
  const texts = TEXTS[language];
  // The notes are the notes app's (one store for the app and the panel).
  for (const note of texts.notes) await addQuickPanelNote(db, userId, note);
  const starts = [ahead(now, 1, 9), ahead(now, 2, 7), ahead(now, 4, 13), ahead(now, 7, 0)];
  await db.insert(quickEvents).values([
    { userId, title: texts.events[0], startsAt: starts[0]!, endsAt: new Date(starts[0]!.getTime() + HOUR_MS / 2) },
    { userId, title: texts.events[1], startsAt: starts[1]!, endsAt: new Date(starts[1]!.getTime() + 2 * HOUR_MS) },
    { userId, title: texts.events[2], startsAt: starts[2]!, endsAt: new Date(starts[2]!.getTime() + HOUR_MS) },
    { userId, title: texts.events[3], startsAt: starts[3]!, allDay: true },
  ]);
  return true;
}
