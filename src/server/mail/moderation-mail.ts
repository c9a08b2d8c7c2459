import type { Language } from '../../domain/enums.ts';
import type { MailMessage } from './mailer.ts';
import { escapeMailHtml as escapeHtml, mailDocument } from './mail-html.ts';

// The staff's decisions on a new company and on a company's first job, in the recipient's own
// language (en/tr/ar), with the reason when they reject.

interface ModerationStrings {
  greeting: (name: string) => string;
  companyApprovedSubject: (company: string) => string;
  companyApprovedBody: (company: string) => string;
  companyRejectedSubject: (company: string) => string;
  companyRejectedBody: (company: string) => string;
  jobApprovedSubject: (job: string) => string;
  jobApprovedBody: (job: string, company: string) => string;
  jobRejectedSubject: (job: string) => string;
  jobRejectedBody: (job: string, company: string) => string;
  reasonLabel: string;
  link: string;
  signature: string;
}

const strings: Record<Language, ModerationStrings> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    companyApprovedSubject: (c) => `${c} is approved on CPA Careers`,
    companyApprovedBody: (c) =>
      `Our staff approved your company "${c}". You can now publish jobs; a company's first job is checked by our staff before it goes live.`,
    companyRejectedSubject: (c) => `${c} was not approved on CPA Careers`,
    companyRejectedBody: (c) =>
      `Our staff could not approve your company "${c}". Please correct the details below and contact us if you have any questions.`,
    jobApprovedSubject: (j) => `Your job "${j}" is published`,
    jobApprovedBody: (j, c) =>
      `Our staff approved the job "${j}" of ${c}. It is now public, and ${c}'s next jobs are published without waiting for review.`,
    jobRejectedSubject: (j) => `Your job "${j}" was not published`,
    jobRejectedBody: (j, c) =>
      `Our staff could not publish the job "${j}" of ${c}. Edit the job and publish it again to send it back for review.`,
    reasonLabel: 'Reason given by our staff:',
    link: 'Your employer dashboard:',
    signature: 'CPA Careers',
  },
  tr: {
    greeting: (name) => `Merhaba ${name},`,
    companyApprovedSubject: (c) => `${c} CPA Kariyer'de onaylandı`,
    companyApprovedBody: (c) =>
      `Ekibimiz "${c}" şirketinizi onayladı. Artık ilan yayınlayabilirsiniz; bir şirketin ilk ilanı yayına girmeden önce ekibimiz tarafından incelenir.`,
    companyRejectedSubject: (c) => `${c} CPA Kariyer'de onaylanmadı`,
    companyRejectedBody: (c) =>
      `Ekibimiz "${c}" şirketinizi onaylayamadı. Lütfen aşağıdaki bilgileri düzeltin; sorularınız için bizimle iletişime geçebilirsiniz.`,
    jobApprovedSubject: (j) => `"${j}" ilanınız yayınlandı`,
    jobApprovedBody: (j, c) =>
      `Ekibimiz ${c} şirketinin "${j}" ilanını onayladı. İlan artık herkese açık; ${c} şirketinin sonraki ilanları incelemeyi beklemeden yayınlanacak.`,
    jobRejectedSubject: (j) => `"${j}" ilanınız yayınlanmadı`,
    jobRejectedBody: (j, c) =>
      `Ekibimiz ${c} şirketinin "${j}" ilanını yayınlayamadı. İlanı düzenleyip yeniden yayınlayarak tekrar incelemeye gönderebilirsiniz.`,
    reasonLabel: 'Ekibimizin belirttiği neden:',
    link: 'İşveren paneliniz:',
    signature: 'CPA Kariyer',
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    companyApprovedSubject: (c) => `تمت الموافقة على ${c} في وظائف المحاسبين`,
    companyApprovedBody: (c) =>
      `وافق فريقنا على شركتك "${c}". يمكنك الآن نشر الوظائف؛ تتم مراجعة أول وظيفة للشركة من قِبل فريقنا قبل نشرها.`,
    companyRejectedSubject: (c) => `لم تتم الموافقة على ${c} في وظائف المحاسبين`,
    companyRejectedBody: (c) =>
      `لم يتمكن فريقنا من الموافقة على شركتك "${c}". يُرجى تصحيح البيانات المذكورة أدناه، ويمكنك التواصل معنا لأي استفسار.`,
    jobApprovedSubject: (j) => `تم نشر وظيفتك "${j}"`,
    jobApprovedBody: (j, c) =>
      `وافق فريقنا على وظيفة "${j}" لدى ${c}. أصبحت الوظيفة متاحة للجميع، وستُنشر وظائف ${c} التالية دون انتظار المراجعة.`,
    jobRejectedSubject: (j) => `لم يتم نشر وظيفتك "${j}"`,
    jobRejectedBody: (j, c) =>
      `لم يتمكن فريقنا من نشر وظيفة "${j}" لدى ${c}. عدّل الوظيفة وانشرها مرة أخرى لإعادتها إلى المراجعة.`,
    reasonLabel: 'السبب الذي ذكره فريقنا:',
    link: 'لوحة صاحب العمل:',
    signature: 'وظائف المحاسبين',
  },
};

export interface ModerationMailTarget {
  lang: Language;
  to: string;
  name: string;
  publicUrl: string;
}

function render(
  target: ModerationMailTarget,
  subject: string,
  paragraphs: string[],
  s: ModerationStrings,
): MailMessage {
  const { lang, to } = target;
  const url = `${target.publicUrl.replace(/\/$/, '')}/employer`;
  const text = [...paragraphs.flatMap((p) => [p, '']), `${s.link} ${url}`, '', s.signature].join('\n');
  const html = mailDocument(
    lang,
    `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(s.link)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { to, subject, text, html };
}

const body = (s: ModerationStrings, name: string, main: string, reason: string | null) => [
  s.greeting(name),
  main,
  ...(reason ? [`${s.reasonLabel} ${reason}`] : []),
];

/** To the company's owner: their new company was approved or rejected (with the reason). */
export function companyReviewMail(
  target: ModerationMailTarget,
  company: string,
  approved: boolean,
  reason: string | null,
): MailMessage {
  const s = strings[target.lang];
  return approved
    ? render(target, s.companyApprovedSubject(company), body(s, target.name, s.companyApprovedBody(company), reason), s)
    : render(
        target,
        s.companyRejectedSubject(company),
        body(s, target.name, s.companyRejectedBody(company), reason),
        s,
      );
}

/** To each of the company's employers: a job waiting for review was published or sent back (with the reason). */
export function jobReviewMail(
  target: ModerationMailTarget,
  job: string,
  company: string,
  approved: boolean,
  reason: string | null,
): MailMessage {
  const s = strings[target.lang];
  return approved
    ? render(target, s.jobApprovedSubject(job), body(s, target.name, s.jobApprovedBody(job, company), reason), s)
    : render(target, s.jobRejectedSubject(job), body(s, target.name, s.jobRejectedBody(job, company), reason), s);
}
