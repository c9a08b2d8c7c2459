import { randomUUID } from 'node:crypto';
import { eq, type InferInsertModel } from 'drizzle-orm';
import type { Language } from '../../../domain/enums.ts';
import { NOTES_DEFAULT_LABELS } from '../../../domain/notes-schemas.ts';
import { filePath } from '../../../domain/file-paths.ts';
import type { Db, Tx } from '../../db/client.ts';
import { files, notesLabels, notesNotes, notesStarters } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/index.ts';
import { gradientPng } from './sample-image.ts';

type Label = (typeof NOTES_DEFAULT_LABELS)[number];

/** One text of the starter in each interface language, side by side. */
type Text = Record<Language, string>;

// The default labels are the owner's own rows (renamable), so each is created under its name in the
// owner's language; the notes below name them by their English key.
const LABEL_TITLES: Record<Label, Text> = {
  Family: { en: 'Family', tr: 'Aile', ar: 'العائلة' },
  Work: { en: 'Work', tr: 'İş', ar: 'العمل' },
  Tasks: { en: 'Tasks', tr: 'Görevler', ar: 'المهام' },
  Priority: { en: 'Priority', tr: 'Öncelikli', ar: 'أولوية' },
  Personal: { en: 'Personal', tr: 'Kişisel', ar: 'شخصي' },
  Friends: { en: 'Friends', tr: 'Arkadaşlar', ar: 'الأصدقاء' },
};

interface Sample {
  /** Absent for a note of text alone. */
  title?: Text;
  content?: Text;
  tasks?: [Text, boolean][];
  labels: Label[];
  /** Days from now of a reminder at 09:00 UTC. */
  reminderIn?: number;
  archived?: boolean;
  image?: { file: string; top: [number, number, number]; bottom: [number, number, number] };
}

// A portal staff member's notebook: the work of running a CPA job board, and a little of life.
const SAMPLES: Sample[] = [
  {
    title: {
      en: 'Employer onboarding checklist',
      tr: 'Yeni işveren kontrol listesi',
      ar: 'خطوات انضمام صاحب عمل جديد',
    },
    tasks: [
      [
        {
          en: 'Verify the company licence number',
          tr: 'Şirketin lisans numarasını doğrula',
          ar: 'التحقق من رقم ترخيص الشركة',
        },
        true,
      ],
      [
        {
          en: 'Confirm the billing contact',
          tr: 'Fatura irtibat kişisini teyit et',
          ar: 'تأكيد جهة الاتصال الخاصة بالفواتير',
        },
        true,
      ],
      [{ en: 'Review the first job posting', tr: 'İlk iş ilanını incele', ar: 'مراجعة أول إعلان وظيفة' }, false],
      [{ en: 'Send the welcome guide', tr: 'Hoş geldin rehberini gönder', ar: 'إرسال دليل الترحيب' }, false],
    ],
    labels: ['Work', 'Tasks'],
    reminderIn: 1,
  },
  {
    title: { en: 'Moderation queue', tr: 'Moderasyon kuyruğu', ar: 'قائمة المراجعة' },
    content: {
      en: 'Three postings ask for "CPA preferred" on roles that legally need a licence. Ask the employers to fix them.',
      tr: 'Üç ilan, yasal olarak lisans gerektiren pozisyonlarda yalnızca "CPA tercih sebebidir" diyor. İşverenlerden düzeltmelerini iste.',
      ar: 'ثلاثة إعلانات تكتفي بعبارة "يُفضَّل حامل شهادة CPA" لوظائف تتطلب رخصة بحكم القانون. يجب الطلب من أصحاب العمل تصحيحها.',
    },
    labels: ['Work', 'Priority'],
    reminderIn: 0,
  },
  {
    title: { en: 'Audit season banner', tr: 'Denetim sezonu banner’ı', ar: 'لافتة موسم التدقيق' },
    content: {
      en: 'New home-page banner for the audit season campaign: the sunrise picture, short headline.',
      tr: 'Denetim sezonu kampanyası için yeni ana sayfa banner’ı: gün doğumu fotoğrafı, kısa bir başlık.',
      ar: 'لافتة جديدة للصفحة الرئيسية لحملة موسم التدقيق: صورة شروق الشمس وعنوان قصير.',
    },
    labels: ['Work'],
    image: { file: 'audit-season-banner.png', top: [255, 196, 140], bottom: [120, 144, 210] },
  },
  {
    title: { en: 'Weekly report', tr: 'Haftalık rapor', ar: 'التقرير الأسبوعي' },
    tasks: [
      [{ en: 'New registrations', tr: 'Yeni kayıtlar', ar: 'التسجيلات الجديدة' }, true],
      [{ en: 'Applications per job', tr: 'İlan başına başvuru sayısı', ar: 'عدد الطلبات لكل وظيفة' }, false],
      [{ en: 'CPA claims reviewed', tr: 'İncelenen CPA başvuruları', ar: 'طلبات اعتماد CPA التي رُوجعت' }, false],
    ],
    labels: ['Work', 'Tasks'],
    reminderIn: 4,
  },
  {
    title: { en: 'Ideas for the help center', tr: 'Yardım merkezi için fikirler', ar: 'أفكار لمركز المساعدة' },
    content: {
      en: 'A guide on writing a CPA-friendly job ad; a FAQ on how licence checks work; screenshots in Arabic.',
      tr: 'CPA’lara uygun iş ilanı yazma rehberi; lisans kontrollerinin nasıl işlediğine dair bir SSS; Arapça ekran görüntüleri.',
      ar: 'دليل لكتابة إعلان وظيفة يناسب حاملي شهادة CPA؛ وأسئلة شائعة عن آلية التحقق من الرخص؛ ولقطات شاشة باللغة العربية.',
    },
    labels: ['Work'],
  },
  {
    title: { en: 'Groceries', tr: 'Market alışverişi', ar: 'مشتريات البقالة' },
    tasks: [
      [{ en: 'Milk', tr: 'Süt', ar: 'حليب' }, false],
      [{ en: 'Bread', tr: 'Ekmek', ar: 'خبز' }, true],
      [{ en: 'Olive oil', tr: 'Zeytinyağı', ar: 'زيت زيتون' }, false],
      [{ en: 'Tea', tr: 'Çay', ar: 'شاي' }, false],
    ],
    labels: ['Personal', 'Tasks'],
  },
  {
    title: { en: 'Mum’s birthday', tr: 'Annemin doğum günü', ar: 'عيد ميلاد أمي' },
    content: {
      en: 'Book the restaurant by the sea and order the flowers.',
      tr: 'Deniz kenarındaki restorandan yer ayırt ve çiçekleri sipariş et.',
      ar: 'حجز طاولة في المطعم المطل على البحر وطلب الزهور.',
    },
    labels: ['Family', 'Priority'],
    reminderIn: 9,
  },
  {
    title: { en: 'Weekend hike', tr: 'Hafta sonu yürüyüşü', ar: 'رحلة مشي في عطلة نهاية الأسبوع' },
    content: {
      en: 'Meet at the trailhead at 8. Bring water and the camera.',
      tr: 'Saat 8’de parkurun başında buluşuyoruz. Su ve fotoğraf makinesini getir.',
      ar: 'اللقاء عند بداية المسار في الساعة 8. لا تنسَ الماء والكاميرا.',
    },
    labels: ['Friends'],
    image: { file: 'weekend-hike.png', top: [150, 205, 235], bottom: [90, 160, 100] },
  },
  {
    content: {
      en: 'Call the payment provider about the failed invoice of the featured-company plan.',
      tr: 'Öne çıkan şirket paketinin tahsil edilemeyen faturası için ödeme sağlayıcısını ara.',
      ar: 'الاتصال بمزوّد الدفع بشأن تعذّر تحصيل فاتورة باقة الشركة المميزة.',
    },
    labels: ['Work', 'Priority'],
  },
  {
    title: { en: 'Books to read', tr: 'Okunacak kitaplar', ar: 'كتب للقراءة' },
    tasks: [
      [{ en: 'The Checklist Manifesto', tr: 'Kontrol Listesi Manifestosu', ar: 'بيان قائمة المراجعة' }, true],
      [{ en: 'Thinking, Fast and Slow', tr: 'Hızlı ve Yavaş Düşünme', ar: 'التفكير السريع والبطيء' }, false],
    ],
    labels: ['Personal'],
  },
  {
    title: { en: 'Quarter-end close', tr: 'Çeyrek sonu kapanışı', ar: 'إقفال نهاية الربع' },
    content: {
      en: 'Export the invoices and the refunds for the accountants before the 5th.',
      tr: 'Ayın 5’inden önce faturaları ve iadeleri muhasebeciler için dışa aktar.',
      ar: 'تصدير الفواتير والمبالغ المستردة للمحاسبين قبل الخامس من الشهر.',
    },
    labels: ['Work', 'Tasks'],
    reminderIn: 12,
  },
  {
    title: { en: 'Old interview slots', tr: 'Eski mülakat saatleri', ar: 'مواعيد المقابلات القديمة' },
    content: {
      en: 'Slots offered to last year’s graduate intake; kept for reference.',
      tr: 'Geçen yılki yeni mezun alımına önerilen saatler; referans olarak saklanıyor.',
      ar: 'مواعيد عُرضت على دفعة الخريجين في العام الماضي؛ محفوظة للرجوع إليها.',
    },
    labels: ['Work'],
    archived: true,
  },
  {
    title: { en: 'Game night', tr: 'Oyun gecesi', ar: 'سهرة ألعاب' },
    tasks: [
      [{ en: 'Ask Deniz and Sara', tr: 'Deniz ve Sara’yı çağır', ar: 'دعوة دنيز وسارة' }, true],
      [{ en: 'Buy snacks', tr: 'Atıştırmalık al', ar: 'شراء وجبات خفيفة' }, true],
    ],
    labels: ['Friends'],
    archived: true,
  },
  {
    title: { en: 'Renew the passport', tr: 'Pasaportu yenile', ar: 'تجديد جواز السفر' },
    content: { en: 'Done in March.', tr: 'Mart’ta yapıldı.', ar: 'أُنجز في مارس.' },
    labels: ['Family'],
    archived: true,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** The owner a starter notebook is written for, in their interface language. */
export interface NotesStarterOwner {
  id: string;
  language: Language;
}

/** The starter labels and notes of one notebook in the owner’s language (pictures stored when there is a store). */
export async function insertNotesSamples(
  db: Pick<Db, 'insert'>,
  owner: NotesStarterOwner,
  store: FileStore | undefined,
  now = new Date(),
): Promise<number> {
  const ownerId = owner.id;
  const say = (text: Text) => text[owner.language];
  const labelRows = await db
    .insert(notesLabels)
    .values(NOTES_DEFAULT_LABELS.map((label) => ({ ownerId, title: say(LABEL_TITLES[label]) })))
    .onConflictDoNothing()
    .returning();
  const labelId = new Map(labelRows.map((l) => [l.title, l.id]));
  const fileRows: InferInsertModel<typeof files>[] = [];
  const noteRows: InferInsertModel<typeof notesNotes>[] = [];
  for (const [i, s] of SAMPLES.entries()) {
    let image: string | null = null;
    if (s.image && store) {
      const id = randomUUID();
      const bytes = gradientPng(s.image.top, s.image.bottom);
      const storageKey = `photo/${ownerId}/${id}`;
      await store.put(storageKey, bytes, 'image/png');
      fileRows.push({
        id,
        ownerId,
        kind: 'photo',
        filename: s.image.file,
        mimeType: 'image/png',
        size: bytes.length,
        storageKey,
      });
      image = filePath(id);
    }
    let reminder: Date | null = null;
    if (s.reminderIn !== undefined) {
      reminder = new Date(now.getTime() + s.reminderIn * DAY);
      reminder.setUTCHours(9, 0, 0, 0);
    }
    // Spread over the last days, the first sample the newest.
    const at = new Date(now.getTime() - (i * 7 + 1) * 60 * 60 * 1000);
    noteRows.push({
      ownerId,
      title: s.title ? say(s.title) : '',
      content: s.content ? say(s.content) : '',
      tasks: (s.tasks ?? []).map(([content, completed]) => ({ id: randomUUID(), content: say(content), completed })),
      image,
      reminder,
      // A starter reminder already past counts as told: the notebook does not open with old news.
      reminderNotifiedAt: reminder && reminder <= now ? now : null,
      // A default name the owner already had is left unlinked, as the insert above skipped it.
      labels: s.labels.flatMap((l) => labelId.get(say(LABEL_TITLES[l])) ?? []),
      archived: s.archived ?? false,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (fileRows.length) await db.insert(files).values(fileRows);
  await db.insert(notesNotes).values(noteRows);
  return noteRows.length;
}

/** Gives a staff member their starter notebook once (the seed, or their first look at the app). */
export async function ensureNotesStarter(
  db: Db | Tx,
  owner: NotesStarterOwner,
  store: FileStore | undefined,
  now = new Date(),
): Promise<boolean> {
  const ownerId = owner.id;
  // Cheap check first: opening the notes is frequent, the starter happens once.
  const [seen] = await db
    .select({ id: notesStarters.userId })
    .from(notesStarters)
    .where(eq(notesStarters.userId, ownerId))
    .limit(1);
  if (seen) return false;
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(notesStarters).values({ userId: ownerId }).onConflictDoNothing().returning();
    if (!mark) return false;
    await insertNotesSamples(tx, owner, store, now);
    return true;
  });
}
