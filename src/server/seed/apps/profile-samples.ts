import type { Language } from '../../../domain/enums.ts';
import type { Db, Tx } from '../../db/client.ts';
import { profilePostComments, profilePostLikes, profilePostShares, profilePosts } from '../../db/schema/index.ts';

/** A demo account as the profile samples need it. */
export interface ProfileSampleAccount {
  id: string;
  language: Language;
  roles: readonly string[];
  memberType: 'jobseeker' | 'employer';
}

type Words = Record<Language, string>;

const SEEKER_POST: Words = {
  en: 'Finished the ethics module of my CPA preparation this week. Two sections to go, and I am looking for an audit role that leaves time for the exams.',
  tr: 'Bu hafta SMMM hazırlığımın etik modülünü bitirdim. İki bölüm kaldı; sınavlara zaman bırakan bir denetim pozisyonu arıyorum.',
  ar: 'أنهيت هذا الأسبوع وحدة الأخلاقيات في تحضيري لشهادة المحاسب القانوني. بقي قسمان، وأبحث عن وظيفة تدقيق تترك وقتاً للامتحانات.',
};
const EMPLOYER_POST: Words = {
  en: 'We are growing the tax team this quarter: three openings for CPAs who enjoy working with growing companies. Applications are read by a person, every one.',
  tr: 'Bu çeyrekte vergi ekibimizi büyütüyoruz: büyüyen şirketlerle çalışmayı seven mali müşavirler için üç açık pozisyon. Her başvuruyu bir insan okuyor.',
  ar: 'نوسّع فريق الضرائب هذا الربع: ثلاث وظائف شاغرة لمحاسبين قانونيين يحبون العمل مع الشركات النامية. كل طلب يقرؤه شخص.',
};
const STAFF_POSTS: Words[] = [
  {
    en: 'Moderation queue is empty for the first time this month. Thanks to everyone who reviewed company licences over the weekend!',
    tr: 'Moderasyon kuyruğu bu ay ilk kez boş. Hafta sonu şirket lisanslarını inceleyen herkese teşekkürler!',
    ar: 'قائمة المراجعة فارغة لأول مرة هذا الشهر. شكراً لكل من راجع تراخيص الشركات في عطلة نهاية الأسبوع!',
  },
  {
    en: 'New academy course on reading financial statements is live. Feedback welcome before we share it with job seekers.',
    tr: 'Finansal tabloları okuma üzerine yeni akademi kursu yayında. İş arayanlarla paylaşmadan önce görüşlerinizi bekliyoruz.',
    ar: 'دورة جديدة في الأكاديمية عن قراءة القوائم المالية متاحة الآن. نرحب بملاحظاتكم قبل مشاركتها مع الباحثين عن عمل.',
  },
];
const COLLEAGUE_COMMENT: Words = {
  en: 'Great work, the employers noticed the faster approvals.',
  tr: 'Harika iş, işverenler onayların hızlandığını fark etti.',
  ar: 'عمل رائع، لاحظ أصحاب العمل سرعة الموافقات.',
};

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * The demo accounts' first posts: a job seeker's and an employer's update on their own page, and
 * the workspace people's posts that their colleagues liked and commented on (and passed the first one on).
 */
export async function seedProfileSamples(db: Db | Tx, accounts: ProfileSampleAccount[], now = new Date()) {
  const workspace = accounts.filter((a) => a.roles.includes('staff') || a.roles.includes('admin'));
  const rows: (typeof profilePosts.$inferInsert)[] = [];
  // Which of the rows are a workspace person's first post (liked and commented on by colleagues).
  const firstOfWorkspace = new Set<number>();
  const reactedTo = new Set<number>();
  accounts.forEach((a, i) => {
    if (workspace.includes(a)) return;
    const words = a.memberType === 'employer' ? EMPLOYER_POST : SEEKER_POST;
    rows.push({ ownerId: a.id, content: words[a.language], createdAt: hoursAgo(now, 30 + i * 7) });
  });
  workspace.forEach((a, i) =>
    STAFF_POSTS.forEach((words, j) => {
      if (j === 0) firstOfWorkspace.add(rows.length);
      reactedTo.add(rows.length);
      rows.push({ ownerId: a.id, content: words[a.language], createdAt: hoursAgo(now, 5 + i * 26 + j * 50) });
    }),
  );
  if (rows.length === 0) return;
  const posts = await db.insert(profilePosts).values(rows).returning();
  const likes: (typeof profilePostLikes.$inferInsert)[] = [];
  const comments: (typeof profilePostComments.$inferInsert)[] = [];
  const shares: (typeof profilePostShares.$inferInsert)[] = [];
  posts.forEach((post, index) => {
    if (!reactedTo.has(index)) return;
    const others = workspace.filter((w) => w.id !== post.ownerId);
    for (const other of others)
      likes.push({ postId: post.id, userId: other.id, createdAt: hoursAgo(post.createdAt, -1) });
    const commenter = others[0];
    if (commenter && firstOfWorkspace.has(index)) shares.push({ postId: post.id, userId: commenter.id });
    if (commenter && firstOfWorkspace.has(index))
      comments.push({
        postId: post.id,
        authorId: commenter.id,
        content: COLLEAGUE_COMMENT[commenter.language],
        createdAt: hoursAgo(post.createdAt, -2),
      });
  });
  if (likes.length) await db.insert(profilePostLikes).values(likes);
  if (comments.length) await db.insert(profilePostComments).values(comments);
  if (shares.length) await db.insert(profilePostShares).values(shares);
}
