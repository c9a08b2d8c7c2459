import type { ApplicationStatus, Language } from '../../../domain/enums.ts';
import type { NotificationIcon } from '../../../domain/notification-schemas.ts';
import { APPLICATION_STATUS_LABELS } from '../../../domain/value-labels.ts';

// The words of each notification the product sends, in the three languages. A notification is
// written once, in its recipient's language at the time it happens (like the mail of the same event).

export type NotificationEvent =
  | { kind: 'application-status'; position: string; company: string; status: Exclude<ApplicationStatus, 'withdrawn'> }
  | { kind: 'new-application'; position: string; candidate: string }
  | { kind: 'company-reviewed'; company: string; approved: boolean; reason?: string | null }
  | { kind: 'job-reviewed'; position: string; approved: boolean; reason?: string | null }
  | { kind: 'cpa-reviewed'; approved: boolean; reason?: string | null }
  | { kind: 'new-mail'; from: string; subject: string }
  | { kind: 'chat-message'; from: string; text: string }
  | { kind: 'welcome'; name: string }
  | { kind: 'project-dashboard' }
  /** A note's reminder time has come: its title and some of its text (either may be empty). */
  | { kind: 'note-reminder'; title: string; text: string }
  /** A colleague gave the recipient one of their tasks (its title, and its due day or null). */
  | { kind: 'task-assigned'; by: string; task: string; due: string | null }
  /** The colleague a task was given to ticked it done (its title). */
  | { kind: 'task-completed'; by: string; task: string };

interface Words {
  title: string;
  description: string;
  icon: NotificationIcon;
}

type Texts = { [K in NotificationEvent['kind']]: (e: Extract<NotificationEvent, { kind: K }>) => Words };

/** A calendar day (YYYY-MM-DD) as the language writes it: "December 3, 2026", "3 Aralık 2026". */
const dayIn = (lang: Language, day: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const en: Texts = {
  'application-status': (e) => ({
    icon: 'status',
    title: `Your application: ${APPLICATION_STATUS_LABELS.en[e.status]}`,
    description: `${e.company} updated your application for ${e.position}.`,
  }),
  'new-application': (e) => ({
    icon: 'application',
    title: 'New application',
    description: `${e.candidate} applied for ${e.position}.`,
  }),
  'company-reviewed': (e) => ({
    icon: 'company',
    title: e.approved ? 'Company approved' : 'Company not approved',
    description: e.approved
      ? `${e.company} is approved and visible to job seekers.`
      : `${e.company} was not approved${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'job-reviewed': (e) => ({
    icon: 'job',
    title: e.approved ? 'Job approved' : 'Job not approved',
    description: e.approved
      ? `${e.position} is approved and published.`
      : `${e.position} was not approved${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'cpa-reviewed': (e) => ({
    icon: 'cpa',
    title: e.approved ? 'CPA licence confirmed' : 'CPA claim not confirmed',
    description: e.approved
      ? 'Your CPA licence is confirmed; your profile shows it to employers.'
      : `Your CPA claim was not confirmed${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'new-mail': (e) => ({ icon: 'mail', title: `New mail from ${e.from}`, description: clip(e.subject) }),
  'chat-message': (e) => ({ icon: 'chat', title: `New message from ${e.from}`, description: clip(e.text) }),
  welcome: (e) => ({
    icon: 'info',
    title: `Welcome, ${e.name}`,
    description: 'Notifications about your applications, jobs and messages appear here.',
  }),
  'project-dashboard': () => ({
    icon: 'dashboard',
    title: 'Project dashboard',
    description: 'See the summary of this week’s work on the project dashboard.',
  }),
  'task-assigned': (e) => ({
    icon: 'task',
    title: 'A task for you',
    description: `${e.by} assigned you “${clip(e.task, 100)}”${e.due ? `, due ${dayIn('en', e.due)}` : ''}.`,
  }),
  'task-completed': (e) => ({
    icon: 'task',
    title: 'Task done',
    description: `${e.by} completed “${clip(e.task, 100)}”.`,
  }),
  'note-reminder': (e) => ({
    icon: 'reminder',
    title: e.title ? `Reminder: ${clip(e.title, 100)}` : 'Note reminder',
    description: e.text ? clip(e.text) : 'The reminder you set on this note is due.',
  }),
};

const tr: Texts = {
  'application-status': (e) => ({
    icon: 'status',
    title: `Başvurunuz: ${APPLICATION_STATUS_LABELS.tr[e.status]}`,
    description: `${e.company}, ${e.position} başvurunuzu güncelledi.`,
  }),
  'new-application': (e) => ({
    icon: 'application',
    title: 'Yeni başvuru',
    description: `${e.candidate}, ${e.position} ilanına başvurdu.`,
  }),
  'company-reviewed': (e) => ({
    icon: 'company',
    title: e.approved ? 'Şirket onaylandı' : 'Şirket onaylanmadı',
    description: e.approved
      ? `${e.company} onaylandı ve iş arayanlara görünüyor.`
      : `${e.company} onaylanmadı${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'job-reviewed': (e) => ({
    icon: 'job',
    title: e.approved ? 'İlan onaylandı' : 'İlan onaylanmadı',
    description: e.approved
      ? `${e.position} onaylandı ve yayında.`
      : `${e.position} onaylanmadı${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'cpa-reviewed': (e) => ({
    icon: 'cpa',
    title: e.approved ? 'CPA statünüz onaylandı' : 'CPA talebiniz onaylanmadı',
    description: e.approved
      ? 'CPA statünüz onaylandı; profiliniz bunu işverenlere gösteriyor.'
      : `CPA talebiniz onaylanmadı${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'new-mail': (e) => ({ icon: 'mail', title: `${e.from} kişisinden yeni posta`, description: clip(e.subject) }),
  'chat-message': (e) => ({ icon: 'chat', title: `${e.from} kişisinden yeni mesaj`, description: clip(e.text) }),
  welcome: (e) => ({
    icon: 'info',
    title: `Hoş geldiniz, ${e.name}`,
    description: 'Başvurularınız, ilanlarınız ve mesajlarınızla ilgili bildirimler burada görünür.',
  }),
  'project-dashboard': () => ({
    icon: 'dashboard',
    title: 'Proje panosu',
    description: 'Bu haftaki çalışmaların özetini proje panosunda görün.',
  }),
  'task-assigned': (e) => ({
    icon: 'task',
    title: 'Size bir görev',
    description: `${e.by} size “${clip(e.task, 100)}” görevini verdi${e.due ? `, son tarih ${dayIn('tr', e.due)}` : ''}.`,
  }),
  'task-completed': (e) => ({
    icon: 'task',
    title: 'Görev tamamlandı',
    description: `${e.by}, “${clip(e.task, 100)}” görevini tamamladı.`,
  }),
  'note-reminder': (e) => ({
    icon: 'reminder',
    title: e.title ? `Hatırlatma: ${clip(e.title, 100)}` : 'Not hatırlatması',
    description: e.text ? clip(e.text) : 'Bu not için kurduğunuz hatırlatmanın zamanı geldi.',
  }),
};

const ar: Texts = {
  'application-status': (e) => ({
    icon: 'status',
    title: `طلبك: ${APPLICATION_STATUS_LABELS.ar[e.status]}`,
    description: `حدّثت ${e.company} طلبك لوظيفة ${e.position}.`,
  }),
  'new-application': (e) => ({
    icon: 'application',
    title: 'طلب توظيف جديد',
    description: `تقدّم ${e.candidate} لوظيفة ${e.position}.`,
  }),
  'company-reviewed': (e) => ({
    icon: 'company',
    title: e.approved ? 'تمت الموافقة على الشركة' : 'لم تتم الموافقة على الشركة',
    description: e.approved
      ? `تمت الموافقة على ${e.company} وأصبحت ظاهرة للباحثين عن عمل.`
      : `لم تتم الموافقة على ${e.company}${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'job-reviewed': (e) => ({
    icon: 'job',
    title: e.approved ? 'تمت الموافقة على الوظيفة' : 'لم تتم الموافقة على الوظيفة',
    description: e.approved
      ? `تمت الموافقة على ${e.position} ونُشرت.`
      : `لم تتم الموافقة على ${e.position}${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'cpa-reviewed': (e) => ({
    icon: 'cpa',
    title: e.approved ? 'تم تأكيد رخصة المحاسب القانوني' : 'لم يتم تأكيد طلب المحاسب القانوني',
    description: e.approved
      ? 'تم تأكيد رخصتك كمحاسب قانوني؛ ويعرضها ملفك لأصحاب العمل.'
      : `لم يتم تأكيد طلبك${e.reason ? `: ${e.reason}` : '.'}`,
  }),
  'new-mail': (e) => ({ icon: 'mail', title: `بريد جديد من ${e.from}`, description: clip(e.subject) }),
  'chat-message': (e) => ({ icon: 'chat', title: `رسالة جديدة من ${e.from}`, description: clip(e.text) }),
  welcome: (e) => ({
    icon: 'info',
    title: `مرحبًا، ${e.name}`,
    description: 'تظهر هنا الإشعارات الخاصة بطلباتك ووظائفك ورسائلك.',
  }),
  'project-dashboard': () => ({
    icon: 'dashboard',
    title: 'لوحة المشروع',
    description: 'اطّلع على ملخص عمل هذا الأسبوع في لوحة المشروع.',
  }),
  'task-assigned': (e) => ({
    icon: 'task',
    title: 'مهمة لك',
    description: `أسند إليك ${e.by} المهمة «${clip(e.task, 100)}»${e.due ? `، وموعد استحقاقها ${dayIn('ar', e.due)}` : ''}.`,
  }),
  'task-completed': (e) => ({
    icon: 'task',
    title: 'اكتملت مهمة',
    description: `أكمل ${e.by} المهمة «${clip(e.task, 100)}».`,
  }),
  'note-reminder': (e) => ({
    icon: 'reminder',
    title: e.title ? `تذكير: ${clip(e.title, 100)}` : 'تذكير بملاحظة',
    description: e.text ? clip(e.text) : 'حان موعد التذكير الذي ضبطته لهذه الملاحظة.',
  }),
};

const TEXTS: Record<Language, Texts> = { en, tr, ar };

/** The title, description and icon of an event's notification in one language. */
export function notificationWords(lang: Language, event: NotificationEvent): Words {
  const texts = TEXTS[lang] ?? TEXTS.en;
  return (texts[event.kind] as (e: NotificationEvent) => Words)(event);
}
