import type { Language } from '../../domain/enums.ts';
import type { MailMessage } from './mailer.ts';
import { escapeMailHtml as escapeHtml, fillHtml, fillText, mailDocument, subjectText } from './mail-html.ts';

export interface ApplicationMailData {
  name: string;
  position: string;
  company: string;
  /** Absolute link to the applicant's "My applications" page. */
  applicationsUrl: string;
  appliedAt: Date;
}

interface ApplicationMailStrings {
  subject: (position: string) => string;
  greeting: (name: string) => string;
  intro: (position: string, company: string) => string;
  date: (date: string) => string;
  next: string;
  link: string;
  signature: string;
}

const strings: Record<Language, ApplicationMailStrings> = {
  en: {
    subject: (position) => `Application received: ${position}`,
    greeting: (name) => `Hello ${name},`,
    intro: (position, company) =>
      `Thank you for applying for ${position} at ${company}. Your application has been sent to the employer.`,
    date: (date) => `Applied on ${date}.`,
    next: 'The employer reviews applications and will contact you if your profile is a match. You can follow the status of your application, or withdraw it, at any time.',
    link: 'My applications',
    signature: 'CPA Careers',
  },
  tr: {
    subject: (position) => `Başvurunuz alındı: ${position}`,
    greeting: (name) => `Merhaba ${name},`,
    intro: (position, company) =>
      `${company} bünyesindeki ${position} ilanına başvurduğunuz için teşekkür ederiz. Başvurunuz işverene iletildi.`,
    date: (date) => `Başvuru tarihi: ${date}.`,
    next: 'İşveren başvuruları inceler ve profiliniz uygunsa sizinle iletişime geçer. Başvurunuzun durumunu istediğiniz zaman takip edebilir veya başvurunuzu geri çekebilirsiniz.',
    link: 'Başvurularım',
    signature: 'CPA Kariyer',
  },
  ar: {
    subject: (position) => `تم استلام طلبك: ${position}`,
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (position, company) => `شكرًا لتقديمك على وظيفة ${position} لدى ${company}. تم إرسال طلبك إلى صاحب العمل.`,
    date: (date) => `تاريخ التقديم: ${date}.`,
    next: 'يراجع صاحب العمل الطلبات وسيتواصل معك إذا كان ملفك مناسبًا. يمكنك متابعة حالة طلبك أو سحبه في أي وقت.',
    link: 'طلباتي',
    signature: 'وظائف المحاسبين',
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR', ar: 'ar' };

/** The applicant's confirmation, in their language, plain text and HTML. */
export function applicationReceivedMail(lang: Language, to: string, data: ApplicationMailData): MailMessage {
  const s = strings[lang];
  const date = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(data.appliedAt);
  const text = [
    fillText(s.greeting, data.name),
    '',
    fillText(s.intro, data.position, data.company),
    s.date(date),
    '',
    s.next,
    '',
    `${s.link}: ${data.applicationsUrl}`,
    '',
    s.signature,
  ].join('\n');
  const html = mailDocument(
    lang,
    `<p>${fillHtml(s.greeting, data.name)}</p>
<p>${fillHtml(s.intro, data.position, data.company)}</p>
<p>${escapeHtml(s.date(date))}</p>
<p>${escapeHtml(s.next)}</p>
<p><a href="${escapeHtml(data.applicationsUrl)}" style="color:#1d4ed8">${escapeHtml(s.link)}</a></p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { to, subject: s.subject(subjectText(lang, data.position)), text, html };
}
