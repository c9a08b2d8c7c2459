import type { Language } from '../../domain/enums.ts';
import type { MailMessage } from './mailer.ts';
import { escapeMailHtml as escapeHtml, isolateText as isolate, mailDocument, subjectText } from './mail-html.ts';

// The mail of a job alert: the new jobs its search found since the last one, in the owner's
// language, with a one-click unsubscribe (a link in the text, and the List-Unsubscribe headers
// mail programs show as their own button).

export interface JobAlertMailJob {
  position: string;
  company: string;
  location: string | null;
  url: string;
}

export interface JobAlertMailData {
  name: string;
  alertName: string;
  jobs: JobAlertMailJob[];
  /** More jobs matched than the mail lists. */
  more: boolean;
  /** The alert's search on the site. */
  searchUrl: string;
  manageUrl: string;
  /** The page that unsubscribes (for people), and the address mail programs POST to (RFC 8058). */
  unsubscribeUrl: string;
  oneClickUrl: string;
}

interface AlertMailStrings {
  subject: (count: number, alert: string) => string;
  greeting: (name: string) => string;
  intro: (count: number, alert: string) => string;
  more: string;
  search: string;
  manage: string;
  unsubscribe: string;
  why: (alert: string) => string;
  signature: string;
}

const strings: Record<Language, AlertMailStrings> = {
  en: {
    subject: (n, alert) => (n === 1 ? `1 new job for “${alert}”` : `${n} new jobs for “${alert}”`),
    greeting: (name) => `Hello ${name},`,
    intro: (n, alert) =>
      n === 1 ? `A new job matches your alert “${alert}”:` : `${n} new jobs match your alert “${alert}”:`,
    more: 'More jobs match this search than fit in one email.',
    search: 'See every job of this search',
    manage: 'Manage my job alerts',
    unsubscribe: 'Unsubscribe from this alert',
    why: (alert) => `You receive this email because you saved the job alert “${alert}” on CPA Careers.`,
    signature: 'CPA Careers',
  },
  tr: {
    subject: (n, alert) => `“${alert}” için ${n} yeni ilan`,
    greeting: (name) => `Merhaba ${name},`,
    intro: (n, alert) =>
      n === 1
        ? `“${alert}” iş alarmınıza uyan yeni bir ilan var:`
        : `“${alert}” iş alarmınıza uyan ${n} yeni ilan var:`,
    more: 'Bu aramaya bir e-postaya sığandan daha fazla ilan uyuyor.',
    search: 'Bu aramanın tüm ilanlarını görün',
    manage: 'İş alarmlarımı yönet',
    unsubscribe: 'Bu alarmın e-postalarını durdur',
    why: (alert) => `Bu e-postayı CPA Kariyer’de “${alert}” iş alarmını kaydettiğiniz için alıyorsunuz.`,
    signature: 'CPA Kariyer',
  },
  ar: {
    subject: (n, alert) => (n === 1 ? `وظيفة جديدة لتنبيه «${alert}»` : `${n} وظائف جديدة لتنبيه «${alert}»`),
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (n, alert) =>
      n === 1 ? `وظيفة جديدة تطابق تنبيهك «${alert}»:` : `${n} وظائف جديدة تطابق تنبيهك «${alert}»:`,
    more: 'تطابق هذا البحث وظائف أكثر مما تتسع له رسالة واحدة.',
    search: 'عرض كل وظائف هذا البحث',
    manage: 'إدارة تنبيهات الوظائف',
    unsubscribe: 'إلغاء الاشتراك في هذا التنبيه',
    why: (alert) => `تصلك هذه الرسالة لأنك حفظت تنبيه الوظائف «${alert}» في وظائف المحاسبين.`,
    signature: 'وظائف المحاسبين',
  },
};

export function jobAlertMail(lang: Language, to: string, given: JobAlertMailData): MailMessage {
  const s = strings[lang];
  // Names and titles people wrote keep their own direction (an English title in an Arabic mail).
  const data = {
    ...given,
    name: isolate(given.name),
    alertName: isolate(given.alertName),
    jobs: given.jobs.map((job) => ({
      ...job,
      position: isolate(job.position),
      company: isolate(job.company),
      location: job.location && isolate(job.location),
    })),
  };
  const n = data.jobs.length;
  const place = (job: JobAlertMailJob) => [job.company, job.location].filter(Boolean).join(' · ');
  const text = [
    s.greeting(data.name),
    '',
    s.intro(n, data.alertName),
    '',
    ...data.jobs.flatMap((job) => [`${job.position} — ${place(job)}`, job.url, '']),
    ...(data.more ? [s.more] : []),
    `${s.search}: ${data.searchUrl}`,
    `${s.manage}: ${data.manageUrl}`,
    `${s.unsubscribe}: ${data.unsubscribeUrl}`,
    '',
    s.why(data.alertName),
    s.signature,
  ].join('\n');
  const items = data.jobs
    .map(
      (
        job,
      ) => `<li style="margin-bottom:12px"><a href="${escapeHtml(job.url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(job.position)}</a><br>
<span style="color:#475569">${escapeHtml(place(job))}</span></li>`,
    )
    .join('\n');
  const html = mailDocument(
    lang,
    `<p>${escapeHtml(s.greeting(data.name))}</p>
<p>${escapeHtml(s.intro(n, data.alertName))}</p>
<ul style="padding-inline-start:20px">
${items}
</ul>
${data.more ? `<p>${escapeHtml(s.more)}</p>` : ''}
<p><a href="${escapeHtml(data.searchUrl)}" style="color:#1d4ed8">${escapeHtml(s.search)}</a> · <a href="${escapeHtml(data.manageUrl)}" style="color:#1d4ed8">${escapeHtml(s.manage)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(s.why(data.alertName))} <a href="${escapeHtml(data.unsubscribeUrl)}" style="color:#64748b">${escapeHtml(s.unsubscribe)}</a></p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return {
    to,
    subject: s.subject(n, subjectText(lang, given.alertName)),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${data.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
