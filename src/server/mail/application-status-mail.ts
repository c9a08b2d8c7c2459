import type { ApplicationStatus, Language } from '../../domain/enums.ts';
import { APPLICATION_STATUS_LABELS } from '../../domain/value-labels.ts';
import type { MailMessage } from './mailer.ts';
import { escapeMailHtml as escapeHtml, fillHtml, fillText, mailDocument, subjectText } from './mail-html.ts';

// Told to the candidate when an employer moves their application (issue 4), in their language.

export interface ApplicationStatusMailData {
  name: string;
  position: string;
  company: string;
  status: Exclude<ApplicationStatus, 'withdrawn'>;
  /** Absolute link to the applicant's "My applications" page. */
  applicationsUrl: string;
}

interface StatusMailStrings {
  subject: (position: string, status: string) => string;
  greeting: (name: string) => string;
  intro: (position: string, company: string) => string;
  statusLine: (status: string) => string;
  explain: Record<ApplicationMailStatus, string>;
  link: string;
  signature: string;
}
type ApplicationMailStatus = ApplicationStatusMailData['status'];

const strings: Record<Language, StatusMailStrings> = {
  en: {
    subject: (position, status) => `Your application for ${position}: ${status}`,
    greeting: (name) => `Hello ${name},`,
    intro: (position, company) => `${company} has updated your application for ${position}.`,
    statusLine: (status) => `New status: ${status}`,
    explain: {
      submitted: 'Your application is waiting for the employer to review it.',
      reviewing: 'The employer is reviewing your application.',
      shortlisted: 'Good news: you are on the employer’s shortlist for this job.',
      interviewing: 'The employer would like to interview you and will contact you with the details.',
      offered: 'Congratulations: the employer is making you an offer and will contact you with the details.',
      hired: 'Congratulations on your new position!',
      rejected:
        'The employer has decided not to take your application further this time. Thank you for your interest, and good luck with your search.',
    },
    link: 'My applications',
    signature: 'CPA Careers',
  },
  tr: {
    subject: (position, status) => `${position} başvurunuz: ${status}`,
    greeting: (name) => `Merhaba ${name},`,
    intro: (position, company) => `${company}, ${position} ilanına yaptığınız başvuruyu güncelledi.`,
    statusLine: (status) => `Yeni durum: ${status}`,
    explain: {
      submitted: 'Başvurunuz işverenin incelemesini bekliyor.',
      reviewing: 'İşveren başvurunuzu inceliyor.',
      shortlisted: 'Güzel haber: bu ilan için işverenin kısa listesindesiniz.',
      interviewing: 'İşveren sizinle mülakat yapmak istiyor ve ayrıntılar için sizinle iletişime geçecek.',
      offered: 'Tebrikler: işveren size bir teklif yapıyor ve ayrıntılar için sizinle iletişime geçecek.',
      hired: 'Yeni görevinizde başarılar dileriz!',
      rejected:
        'İşveren bu kez başvurunuzla ilerlememeye karar verdi. İlginiz için teşekkür eder, iş aramanızda başarılar dileriz.',
    },
    link: 'Başvurularım',
    signature: 'CPA Kariyer',
  },
  ar: {
    subject: (position, status) => `طلبك لوظيفة ${position}: ${status}`,
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (position, company) => `قامت ${company} بتحديث طلبك لوظيفة ${position}.`,
    statusLine: (status) => `الحالة الجديدة: ${status}`,
    explain: {
      submitted: 'طلبك بانتظار مراجعة صاحب العمل.',
      reviewing: 'يراجع صاحب العمل طلبك الآن.',
      shortlisted: 'أخبار سارة: أنت ضمن القائمة المختصرة لصاحب العمل لهذه الوظيفة.',
      interviewing: 'يرغب صاحب العمل في إجراء مقابلة معك وسيتواصل معك بالتفاصيل.',
      offered: 'تهانينا: يقدم لك صاحب العمل عرضًا وظيفيًا وسيتواصل معك بالتفاصيل.',
      hired: 'تهانينا على وظيفتك الجديدة!',
      rejected: 'قرر صاحب العمل عدم المضي في طلبك هذه المرة. شكرًا لاهتمامك، ونتمنى لك التوفيق في بحثك.',
    },
    link: 'طلباتي',
    signature: 'وظائف المحاسبين',
  },
};

/** The status name as the candidate reads it, in their language. */
export function statusName(lang: Language, status: ApplicationMailStatus): string {
  return APPLICATION_STATUS_LABELS[lang][status];
}

/** The candidate's notice of a new status, in their language, plain text and HTML. */
export function applicationStatusMail(lang: Language, to: string, data: ApplicationStatusMailData): MailMessage {
  const s = strings[lang];
  const status = APPLICATION_STATUS_LABELS[lang][data.status];
  const text = [
    fillText(s.greeting, data.name),
    '',
    fillText(s.intro, data.position, data.company),
    s.statusLine(status),
    '',
    s.explain[data.status],
    '',
    `${s.link}: ${data.applicationsUrl}`,
    '',
    s.signature,
  ].join('\n');
  const html = mailDocument(
    lang,
    `<p>${fillHtml(s.greeting, data.name)}</p>
<p>${fillHtml(s.intro, data.position, data.company)}</p>
<p style="font-size:18px"><strong>${escapeHtml(s.statusLine(status))}</strong></p>
<p>${escapeHtml(s.explain[data.status])}</p>
<p><a href="${escapeHtml(data.applicationsUrl)}" style="color:#1d4ed8">${escapeHtml(s.link)}</a></p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { to, subject: s.subject(subjectText(lang, data.position), status), text, html };
}
