import { randomUUID } from 'node:crypto';
import { count, eq, type InferInsertModel } from 'drizzle-orm';
import type { Language } from '../../../domain/enums.ts';
import type { TaskPriority, TaskTag } from '../../../domain/tasks-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { taskStarters, taskItems } from '../../db/schema/index.ts';
import { listWorkspaceMembers } from '../../apps/index.ts';

// The starter list: a portal staff member's week of running a CPA job board, in four sections,
// so nobody opens an empty, unexplained list. Due dates are counted from the day it is given; the
// texts are written in the owner's interface language, so the list reads like the rest of the app.

/** One text of the starter in each interface language, side by side. */
type Text = Record<Language, string>;

interface Sample {
  title: Text;
  notes?: Text;
  done?: boolean;
  /** Days from the starter's day; absent for no due date. */
  dueIn?: number;
  priority?: TaskPriority;
  tags?: TaskTag[];
  subTasks?: [Text, boolean][];
}

// `own`: the owner's personal tasks, never handed to a colleague.
const SECTIONS: { title: Text; notes: Text; tasks: Sample[]; own?: boolean }[] = [
  {
    title: { en: 'Today', tr: 'Bugün', ar: 'اليوم' },
    notes: {
      en: 'What has to be done before the end of the day.',
      tr: 'Gün bitmeden yapılması gerekenler.',
      ar: 'ما يجب إنجازه قبل نهاية اليوم.',
    },
    tasks: [
      {
        title: {
          en: 'Review the flagged job postings',
          tr: 'İşaretlenen iş ilanlarını incele',
          ar: 'مراجعة إعلانات الوظائف المُعلَّمة',
        },
        notes: {
          en: 'Three postings ask for "CPA preferred" on roles that legally need a licence.',
          tr: 'Üç ilan, yasal olarak lisans gerektiren pozisyonlarda yalnızca "CPA tercih sebebidir" diyor.',
          ar: 'ثلاثة إعلانات تكتفي بعبارة "يُفضَّل حامل شهادة CPA" لوظائف تتطلب رخصة بحكم القانون.',
        },
        dueIn: 0,
        priority: 2,
        tags: ['Urgent'],
        subTasks: [
          [
            {
              en: 'Northwind Audit: Senior Tax Associate',
              tr: 'Northwind Audit: Kıdemli Vergi Uzmanı',
              ar: 'Northwind Audit: أخصائي ضرائب أول',
            },
            true,
          ],
          [
            {
              en: 'Contoso Advisory: Audit Manager',
              tr: 'Contoso Advisory: Denetim Müdürü',
              ar: 'Contoso Advisory: مدير تدقيق',
            },
            false,
          ],
          [
            {
              en: 'Fabrikam: Financial Controller',
              tr: 'Fabrikam: Finansal Kontrolör',
              ar: 'Fabrikam: مراقب مالي',
            },
            false,
          ],
        ],
      },
      {
        title: {
          en: 'Answer the employer support requests',
          tr: 'İşverenlerin destek taleplerini yanıtla',
          ar: 'الرد على طلبات الدعم من أصحاب العمل',
        },
        dueIn: 0,
        priority: 1,
        tags: ['Discuss'],
      },
      {
        title: {
          en: 'Fix the salary filter rounding on the jobs page',
          tr: 'İlanlar sayfasındaki maaş filtresinin yuvarlama hatasını düzelt',
          ar: 'إصلاح التقريب في عامل تصفية الرواتب بصفحة الوظائف',
        },
        notes: {
          en: 'Ranges in Turkish lira round down to the wrong thousand.',
          tr: 'Türk lirası cinsinden aralıklar yanlış bine aşağı yuvarlanıyor.',
          ar: 'تُقرَّب نطاقات الرواتب بالليرة التركية نزولًا إلى ألفٍ خاطئ.',
        },
        dueIn: 1,
        priority: 2,
        tags: ['Bug', 'Frontend'],
      },
      {
        title: {
          en: 'Approve the pending CPA licence claims',
          tr: 'Bekleyen CPA lisans başvurularını onayla',
          ar: 'الموافقة على طلبات اعتماد رخص CPA المعلّقة',
        },
        done: true,
        dueIn: 0,
        priority: 1,
        tags: ['Backend'],
      },
      {
        title: {
          en: 'Send the new-registrations digest',
          tr: 'Yeni kayıtlar özetini gönder',
          ar: 'إرسال ملخص التسجيلات الجديدة',
        },
        done: true,
        priority: 0,
      },
    ],
  },
  {
    title: { en: 'This week', tr: 'Bu hafta', ar: 'هذا الأسبوع' },
    notes: {
      en: 'Planned for the coming days.',
      tr: 'Önümüzdeki günler için planlananlar.',
      ar: 'ما هو مخطط للأيام القادمة.',
    },
    tasks: [
      {
        title: {
          en: 'Prepare the audit season campaign',
          tr: 'Denetim sezonu kampanyasını hazırla',
          ar: 'التحضير لحملة موسم التدقيق',
        },
        notes: {
          en: 'A home-page banner, the newsletter and two featured employers.',
          tr: 'Ana sayfa banner’ı, bülten ve öne çıkan iki işveren.',
          ar: 'لافتة للصفحة الرئيسية، والنشرة البريدية، واثنان من أصحاب العمل المميزين.',
        },
        dueIn: 3,
        priority: 1,
        tags: ['Frontend', 'Discuss'],
        subTasks: [
          [{ en: 'Pick the banner picture', tr: 'Banner görselini seç', ar: 'اختيار صورة اللافتة' }, true],
          [
            {
              en: 'Write the headline in three languages',
              tr: 'Başlığı üç dilde yaz',
              ar: 'كتابة العنوان الرئيسي بثلاث لغات',
            },
            false,
          ],
          [
            {
              en: 'Choose the featured employers',
              tr: 'Öne çıkarılacak işverenleri seç',
              ar: 'اختيار أصحاب العمل المميزين',
            },
            false,
          ],
          [{ en: 'Schedule the newsletter', tr: 'Bülteni zamanla', ar: 'جدولة النشرة البريدية' }, false],
        ],
      },
      {
        title: {
          en: 'Rotate the job-board API keys',
          tr: 'İlan platformunun API anahtarlarını yenile',
          ar: 'تجديد مفاتيح API لمنصة الوظائف',
        },
        notes: {
          en: 'The partner integrations need the new keys a day in advance.',
          tr: 'İş ortağı entegrasyonlarının yeni anahtarları bir gün önceden alması gerekiyor.',
          ar: 'تحتاج تكاملات الشركاء إلى المفاتيح الجديدة قبل يوم واحد.',
        },
        dueIn: 2,
        priority: 2,
        tags: ['Api', 'Backend'],
      },
      {
        title: {
          en: 'Check the job-expiry run log',
          tr: 'İlan süresi dolma işleminin günlüğünü kontrol et',
          ar: 'التحقق من سجل تشغيل مهمة انتهاء صلاحية الوظائف',
        },
        dueIn: 4,
        priority: 0,
        tags: ['Backend'],
      },
      {
        title: {
          en: 'Interview the candidate for the moderator role',
          tr: 'Moderatör pozisyonu için adayla mülakat yap',
          ar: 'إجراء مقابلة مع المرشح لوظيفة المشرف',
        },
        dueIn: 2,
        priority: 1,
        subTasks: [
          [{ en: 'Read the CV again', tr: 'Özgeçmişi yeniden oku', ar: 'قراءة السيرة الذاتية مرة أخرى' }, false],
          [{ en: 'Book the meeting room', tr: 'Toplantı odasını ayır', ar: 'حجز قاعة الاجتماعات' }, true],
        ],
      },
      {
        title: {
          en: 'Update the help-center guide on licence checks',
          tr: 'Yardım merkezindeki lisans kontrolü rehberini güncelle',
          ar: 'تحديث دليل مركز المساعدة حول التحقق من الرخص',
        },
        dueIn: 5,
        priority: 1,
        tags: ['Discuss'],
      },
      {
        title: {
          en: 'Reply to Contoso about their invoice',
          tr: 'Contoso’ya faturalarıyla ilgili dönüş yap',
          ar: 'الرد على Contoso بشأن فاتورتها',
        },
        done: true,
        priority: 1,
      },
      {
        title: {
          en: 'Test the Arabic layout of the application form',
          tr: 'Başvuru formunun Arapça düzenini test et',
          ar: 'اختبار تخطيط نموذج التقديم باللغة العربية',
        },
        dueIn: 4,
        priority: 1,
        tags: ['Frontend', 'Bug'],
      },
    ],
  },
  {
    title: { en: 'Later', tr: 'Daha sonra', ar: 'لاحقًا' },
    notes: {
      en: 'Ideas and things that can wait.',
      tr: 'Fikirler ve bekleyebilecek işler.',
      ar: 'أفكار وأمور يمكنها الانتظار.',
    },
    tasks: [
      {
        title: {
          en: 'Plan the employer webinar on writing CPA-friendly job ads',
          tr: 'CPA’lara uygun iş ilanı yazımı üzerine işveren webinarını planla',
          ar: 'التخطيط لندوة إلكترونية لأصحاب العمل عن كتابة إعلانات وظائف تناسب حاملي شهادة CPA',
        },
        dueIn: 21,
        priority: 1,
        tags: ['Discuss'],
        subTasks: [
          [{ en: 'Draft the outline', tr: 'Ana hatları taslak olarak çıkar', ar: 'إعداد مسودة المحاور' }, false],
          [
            {
              en: 'Invite two employers to speak',
              tr: 'Konuşmacı olarak iki işvereni davet et',
              ar: 'دعوة اثنين من أصحاب العمل للتحدث',
            },
            false,
          ],
        ],
      },
      {
        title: {
          en: 'Design the saved-search e-mail',
          tr: 'Kayıtlı arama e-postasını tasarla',
          ar: 'تصميم رسالة البريد الإلكتروني لعمليات البحث المحفوظة',
        },
        priority: 0,
        tags: ['Frontend'],
      },
      {
        title: {
          en: 'Add the employer-count endpoint for the partners',
          tr: 'İş ortakları için işveren sayısı uç noktasını ekle',
          ar: 'إضافة نقطة نهاية لعدد أصحاب العمل من أجل الشركاء',
        },
        priority: 1,
        tags: ['Api', 'Backend'],
      },
      {
        title: {
          en: 'Clean up the unused company logos',
          tr: 'Kullanılmayan şirket logolarını temizle',
          ar: 'حذف شعارات الشركات غير المستخدمة',
        },
        priority: 0,
        tags: ['Backend'],
      },
      {
        title: {
          en: 'Quarterly report for the board',
          tr: 'Yönetim kurulu için çeyrek raporu',
          ar: 'التقرير الربع سنوي لمجلس الإدارة',
        },
        notes: {
          en: 'New registrations, applications per job, CPA claims reviewed.',
          tr: 'Yeni kayıtlar, ilan başına başvuru sayısı, incelenen CPA başvuruları.',
          ar: 'التسجيلات الجديدة، وعدد الطلبات لكل وظيفة، وطلبات اعتماد CPA التي رُوجعت.',
        },
        dueIn: 30,
        priority: 1,
      },
    ],
  },
  {
    own: true,
    title: { en: 'Personal', tr: 'Kişisel', ar: 'شخصي' },
    notes: {
      en: 'A little of life besides work.',
      tr: 'İşin dışında biraz da hayat.',
      ar: 'شيء من الحياة بعيدًا عن العمل.',
    },
    tasks: [
      {
        title: {
          en: 'Renew my own CPE credits',
          tr: 'Kendi CPE kredilerimi yenile',
          ar: 'تجديد ساعات التعليم المهني المستمر (CPE) الخاصة بي',
        },
        dueIn: 45,
        priority: 1,
        subTasks: [[{ en: 'Ethics course', tr: 'Meslek etiği kursu', ar: 'دورة أخلاقيات المهنة' }, true]],
      },
      {
        title: { en: 'Book the dentist', tr: 'Diş hekiminden randevu al', ar: 'حجز موعد عند طبيب الأسنان' },
        dueIn: 7,
        priority: 0,
      },
      {
        title: {
          en: 'Buy a present for Mum’s birthday',
          tr: 'Annemin doğum günü için hediye al',
          ar: 'شراء هدية لعيد ميلاد أمي',
        },
        dueIn: 9,
        priority: 2,
        tags: ['Urgent'],
      },
      {
        title: { en: 'Return the library books', tr: 'Kütüphane kitaplarını iade et', ar: 'إعادة كتب المكتبة' },
        done: true,
        priority: 0,
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** The owner a starter list is written for, in their interface language. */
export interface TasksStarterOwner {
  id: string;
  language: Language;
}

/**
 * The starter list's rows for one owner, in their language, numbered from `from`. Every third
 * open work task (not a personal one) is given to one of `colleagues` (workspace users' ids) in
 * turn, so the list shows who does what from the start.
 */
export function tasksSampleRows(
  owner: TasksStarterOwner,
  now = new Date(),
  from = 0,
  colleagues: string[] = [],
): InferInsertModel<typeof taskItems>[] {
  const ownerId = owner.id;
  const say = (text: Text) => text[owner.language];
  const rows: InferInsertModel<typeof taskItems>[] = [];
  let open = 0;
  const assignee = (done: boolean | undefined, own: boolean | undefined) => {
    if (done || own || !colleagues.length) return null;
    const n = open++;
    return n % 3 === 0 ? colleagues[(n / 3) % colleagues.length]! : null;
  };
  for (const section of SECTIONS) {
    rows.push({
      ownerId,
      type: 'section',
      title: say(section.title),
      notes: say(section.notes),
      order: from + rows.length,
    });
    for (const s of section.tasks) {
      rows.push({
        ownerId,
        type: 'task',
        title: say(s.title),
        notes: s.notes ? say(s.notes) : '',
        completed: s.done ?? false,
        dueDate: s.dueIn === undefined ? null : dayFrom(now, s.dueIn),
        priority: s.priority ?? 1,
        tags: s.tags ?? [],
        subTasks: (s.subTasks ?? []).map(([title, completed]) => ({ id: randomUUID(), title: say(title), completed })),
        assignedTo: assignee(s.done, section.own),
        order: from + rows.length,
      });
    }
  }
  return rows;
}

/** Gives a staff member their starter list once (the seed, or their first look at the app). */
export async function ensureTasksStarter(db: Db | Tx, owner: TasksStarterOwner, now = new Date()): Promise<boolean> {
  const ownerId = owner.id;
  // Cheap check first: opening the list is frequent, the starter happens once.
  const [seen] = await db
    .select({ id: taskStarters.userId })
    .from(taskStarters)
    .where(eq(taskStarters.userId, ownerId))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(taskStarters).values({ userId: ownerId }).onConflictDoNothing().returning();
    if (!mark) return false;
    // After whatever the owner already wrote.
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(taskItems).where(eq(taskItems.ownerId, ownerId));
    // Colleagues first, the owner last: most of what is handed out goes to someone else.
    const members = (await listWorkspaceMembers(tx)).map((m) => m.id);
    const colleagues = [...members.filter((id) => id !== ownerId), ...members.filter((id) => id === ownerId)];
    await tx.insert(taskItems).values(tasksSampleRows(owner, now, n, colleagues));
    return true;
  });
}
