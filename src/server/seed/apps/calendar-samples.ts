import { eq } from 'drizzle-orm';
import { DEFAULT_CALENDAR_LABELS } from '../../../domain/calendar-schemas.ts';
import type { Language } from '../../../domain/enums.ts';
import type { Db, Tx } from '../../db/client.ts';
import { calendarEvents, calendarStarters } from '../../db/schema/index.ts';
import { ensureCalendarLabels, type CalendarOwner } from '../../apps/index.ts';

// The demo calendar: for each demo staff member 24 events around the current month, under the three
// default labels (which the calendar app itself makes, see apps/calendar/calendar-labels.ts).

type LabelKey = (typeof DEFAULT_CALENDAR_LABELS)[number]['key'];

interface Sample {
  label: LabelKey;
  /** Days from the seed day, the hour (UTC) it starts, and how many hours it lasts; null hour = all day. */
  day: number;
  hour: number | null;
  hours: number;
  title: Record<Language, string>;
  desc: Record<Language, string>;
}

const s = (
  label: LabelKey,
  day: number,
  hour: number | null,
  hours: number,
  en: [string, string],
  tr: [string, string],
  ar: [string, string],
): Sample => ({
  label,
  day,
  hour,
  hours,
  title: { en: en[0], tr: tr[0], ar: ar[0] },
  desc: { en: en[1], tr: tr[1], ar: ar[1] },
});

// A recruiting team's month: screens, client meetings, the licence checks, and a life besides.
const SAMPLES: Sample[] = [
  s(
    'work',
    -18,
    9,
    1,
    ['Weekly recruiting stand-up', 'Open roles and this week’s interviews.'],
    ['Haftalık işe alım toplantısı', 'Açık pozisyonlar ve bu haftanın mülakatları.'],
    ['اجتماع التوظيف الأسبوعي', 'الوظائف الشاغرة ومقابلات هذا الأسبوع.'],
  ),
  s(
    'appointments',
    -16,
    13,
    1,
    ['Interview: senior auditor', 'Second round with the audit partner.'],
    ['Mülakat: kıdemli denetçi', 'Denetim ortağıyla ikinci tur.'],
    ['مقابلة: مدقق أول', 'الجولة الثانية مع شريك التدقيق.'],
  ),
  s('personal', -14, null, 1, ['Day off', ''], ['İzin günü', ''], ['يوم إجازة', '']),
  s(
    'work',
    -12,
    10,
    2,
    ['Review CPA licence claims', 'Check the pending claims against the registry.'],
    ['SMMM belge taleplerini incele', 'Bekleyen talepleri sicille karşılaştır.'],
    ['مراجعة طلبات رخص المحاسبة', 'مطابقة الطلبات المعلقة مع السجل.'],
  ),
  s(
    'appointments',
    -10,
    15,
    1,
    ['Call with Northwind Audit', 'Their two open tax roles.'],
    ['Northwind Audit ile görüşme', 'Açık iki vergi pozisyonu.'],
    ['مكالمة مع نورثويند للتدقيق', 'وظيفتا الضرائب الشاغرتان لديهم.'],
  ),
  s(
    'work',
    -8,
    9,
    1,
    ['Job posting quality check', 'Salaries, locations and duplicate posts.'],
    ['İlan kalite kontrolü', 'Maaşlar, konumlar ve yinelenen ilanlar.'],
    ['فحص جودة إعلانات الوظائف', 'الرواتب والمواقع والإعلانات المكررة.'],
  ),
  s('personal', -6, 18, 2, ['Dinner with family', ''], ['Aile yemeği', ''], ['عشاء مع العائلة', '']),
  s(
    'work',
    -4,
    11,
    1,
    ['Employer onboarding: Harbor Bank', 'Company profile and first three jobs.'],
    ['İşveren tanıtımı: Harbor Bank', 'Şirket profili ve ilk üç ilan.'],
    ['تهيئة صاحب العمل: هاربور بنك', 'ملف الشركة وأول ثلاث وظائف.'],
  ),
  s(
    'appointments',
    -2,
    14,
    1,
    ['Interview: payroll specialist', 'Video call, 45 minutes.'],
    ['Mülakat: bordro uzmanı', 'Görüntülü görüşme, 45 dakika.'],
    ['مقابلة: أخصائي رواتب', 'مكالمة فيديو، 45 دقيقة.'],
  ),
  s(
    'work',
    -1,
    9,
    1,
    ['Weekly recruiting stand-up', 'Open roles and this week’s interviews.'],
    ['Haftalık işe alım toplantısı', 'Açık pozisyonlar ve bu haftanın mülakatları.'],
    ['اجتماع التوظيف الأسبوعي', 'الوظائف الشاغرة ومقابلات هذا الأسبوع.'],
  ),
  s(
    'work',
    0,
    10,
    1,
    ['Shortlist for the tax manager role', 'Agree on five candidates with the client.'],
    ['Vergi müdürü kısa listesi', 'Müşteriyle beş aday üzerinde anlaş.'],
    ['القائمة المختصرة لمدير الضرائب', 'الاتفاق على خمسة مرشحين مع العميل.'],
  ),
  s(
    'appointments',
    0,
    15,
    1,
    ['Call with Brooks Tax', 'Feedback on last week’s candidates.'],
    ['Brooks Tax ile görüşme', 'Geçen haftanın adayları hakkında geri bildirim.'],
    ['مكالمة مع بروكس للضرائب', 'ملاحظات على مرشحي الأسبوع الماضي.'],
  ),
  s('personal', 1, 7, 1, ['Gym', ''], ['Spor salonu', ''], ['النادي الرياضي', '']),
  s(
    'work',
    1,
    13,
    2,
    ['Career fair preparation', 'Stand, brochures and the talk’s slides.'],
    ['Kariyer fuarı hazırlığı', 'Stant, broşürler ve sunum.'],
    ['التحضير لمعرض التوظيف', 'الجناح والمطويات وشرائح العرض.'],
  ),
  s(
    'appointments',
    2,
    11,
    1,
    ['Interview: IFRS reporting lead', 'With the finance director.'],
    ['Mülakat: UFRS raporlama lideri', 'Finans direktörüyle.'],
    ['مقابلة: قائد التقارير وفق المعايير الدولية', 'مع المدير المالي.'],
  ),
  s(
    'work',
    3,
    null,
    1,
    ['Accounting career fair', 'All day at the convention centre.'],
    ['Muhasebe kariyer fuarı', 'Gün boyu kongre merkezinde.'],
    ['معرض وظائف المحاسبة', 'طوال اليوم في مركز المؤتمرات.'],
  ),
  s('personal', 5, 19, 2, ['Concert', ''], ['Konser', ''], ['حفل موسيقي', '']),
  s(
    'work',
    6,
    9,
    1,
    ['Weekly recruiting stand-up', 'Open roles and this week’s interviews.'],
    ['Haftalık işe alım toplantısı', 'Açık pozisyonlar ve bu haftanın mülakatları.'],
    ['اجتماع التوظيف الأسبوعي', 'الوظائف الشاغرة ومقابلات هذا الأسبوع.'],
  ),
  s('appointments', 8, 10, 1, ['Dentist', ''], ['Diş hekimi', ''], ['طبيب الأسنان', '']),
  s(
    'work',
    9,
    14,
    2,
    ['Quarterly hiring report', 'Placements, time to hire, open roles.'],
    ['Çeyrek dönem işe alım raporu', 'Yerleştirmeler, işe alım süresi, açık pozisyonlar.'],
    ['تقرير التوظيف الربعي', 'التعيينات ومدة التوظيف والوظائف الشاغرة.'],
  ),
  s(
    'appointments',
    11,
    16,
    1,
    ['Interview: junior accountant', 'First round by phone.'],
    ['Mülakat: stajyer muhasebeci', 'Telefonla ilk tur.'],
    ['مقابلة: محاسب مبتدئ', 'الجولة الأولى عبر الهاتف.'],
  ),
  s('personal', 13, null, 2, ['Weekend away', ''], ['Hafta sonu tatili', ''], ['عطلة نهاية الأسبوع', '']),
  s(
    'work',
    16,
    10,
    1,
    ['CPD webinar: revenue recognition', 'For the team’s training hours.'],
    ['Mesleki eğitim semineri: hasılat', 'Ekibin eğitim saatleri için.'],
    ['ندوة التطوير المهني: إثبات الإيرادات', 'لساعات تدريب الفريق.'],
  ),
  s(
    'appointments',
    20,
    13,
    1,
    ['Lunch with Cairo Ledger', 'Their plans for next year’s hiring.'],
    ['Cairo Ledger ile öğle yemeği', 'Gelecek yılın işe alım planları.'],
    ['غداء مع كايرو ليدجر', 'خططهم للتوظيف في العام المقبل.'],
  ),
  s(
    'work',
    24,
    9,
    3,
    ['Planning for next month', 'Targets and the events calendar.'],
    ['Gelecek ayın planlaması', 'Hedefler ve etkinlik takvimi.'],
    ['التخطيط للشهر القادم', 'الأهداف وتقويم الفعاليات.'],
  ),
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Inserts the starter events (SAMPLES) relative to `now`, under the owner's default labels. */
async function insertCalendarSamples(db: Db | Tx, owner: CalendarOwner, now: Date) {
  const labels = await ensureCalendarLabels(db, owner);
  const byKey = new Map<LabelKey, string>(DEFAULT_CALENDAR_LABELS.map((l, i) => [l.key, (labels[i] ?? labels[0]!).id]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const lang: Language = owner.language === 'tr' || owner.language === 'ar' ? owner.language : 'en';
  await db.insert(calendarEvents).values(
    SAMPLES.map((e) => {
      const dayStart = today + e.day * DAY;
      const start = e.hour === null ? dayStart : dayStart + e.hour * HOUR;
      // An all-day event ends at the start of the day after its last (exclusive, as FullCalendar reads it).
      const end = e.hour === null ? dayStart + e.hours * DAY : start + e.hours * HOUR;
      return {
        ownerId: owner.id,
        title: e.title[lang],
        desc: e.desc[lang],
        allDay: e.hour === null,
        start: new Date(start),
        end: new Date(end),
        labelId: byKey.get(e.label)!,
      };
    }),
  );
  return SAMPLES.length;
}

/** Gives a demo staff member their sample calendar once (the seed calls this). */
export async function ensureCalendarStarter(db: Db | Tx, owner: CalendarOwner, now = new Date()): Promise<boolean> {
  const [seen] = await db
    .select({ id: calendarStarters.userId })
    .from(calendarStarters)
    .where(eq(calendarStarters.userId, owner.id))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(calendarStarters).values({ userId: owner.id }).onConflictDoNothing().returning();
    if (!mark) return false;
    await insertCalendarSamples(tx, owner, now);
    return true;
  });
}
