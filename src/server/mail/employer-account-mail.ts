import type { Language } from '../../domain/enums.ts';
import type { MailMessage } from './mailer.ts';
import { escapeMailHtml as escapeHtml, mailDocument } from './mail-html.ts';

// The invitation to manage a company, in the inviter's interface language (they know best which
// language their colleague reads; English when the inviter uses another).

interface InviteStrings {
  subject: (company: string) => string;
  greeting: string;
  body: (inviter: string, company: string) => string;
  action: string;
  expiry: (days: number) => string;
  ignore: string;
  signature: string;
}

const strings: Record<Language, InviteStrings> = {
  en: {
    subject: (company) => `Join ${company} on CPA Careers`,
    greeting: 'Hello,',
    body: (inviter, company) =>
      `${inviter} invites you to manage ${company}'s jobs and applicants on CPA Careers with them.`,
    action: 'Accept the invitation:',
    expiry: (days) =>
      `The link is valid for ${days} days. Sign in or create an employer account with this email address to accept.`,
    ignore: 'If you do not know this company, you can ignore this email.',
    signature: 'CPA Careers',
  },
  tr: {
    subject: (company) => `CPA Kariyer'de ${company} ekibine katılın`,
    greeting: 'Merhaba,',
    body: (inviter, company) =>
      `${inviter}, sizi CPA Kariyer'de ${company} şirketinin ilanlarını ve adaylarını birlikte yönetmeye davet ediyor.`,
    action: 'Daveti kabul edin:',
    expiry: (days) =>
      `Bağlantı ${days} gün geçerlidir. Kabul etmek için bu e-posta adresiyle giriş yapın veya işveren hesabı oluşturun.`,
    ignore: 'Bu şirketi tanımıyorsanız bu e-postayı yok sayabilirsiniz.',
    signature: 'CPA Kariyer',
  },
  ar: {
    subject: (company) => `انضم إلى ${company} على وظائف المحاسبين`,
    greeting: 'مرحبًا،',
    body: (inviter, company) => `يدعوك ${inviter} إلى إدارة وظائف ${company} والمتقدمين إليها معه على وظائف المحاسبين.`,
    action: 'اقبل الدعوة:',
    expiry: (days) => `الرابط صالح لمدة ${days} أيام. سجّل الدخول أو أنشئ حساب صاحب عمل بعنوان البريد هذا لقبول الدعوة.`,
    ignore: 'إذا كنت لا تعرف هذه الشركة، يمكنك تجاهل هذه الرسالة.',
    signature: 'وظائف المحاسبين',
  },
};

export interface CompanyInviteMail {
  lang: Language;
  to: string;
  inviterName: string;
  companyName: string;
  acceptUrl: string;
  validDays: number;
}

export function companyInviteMail({
  lang,
  to,
  inviterName,
  companyName,
  acceptUrl,
  validDays,
}: CompanyInviteMail): MailMessage {
  const s = strings[lang] ?? strings.en;
  const body = s.body(inviterName, companyName);
  const text = [s.greeting, '', body, '', s.action, acceptUrl, '', s.expiry(validDays), s.ignore, '', s.signature].join(
    '\n',
  );
  const html = mailDocument(
    lang,
    `<p>${escapeHtml(s.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(s.action)} <a href="${escapeHtml(acceptUrl)}" dir="ltr">${escapeHtml(acceptUrl)}</a></p>
<p>${escapeHtml(s.expiry(validDays))}</p>
<p>${escapeHtml(s.ignore)}</p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { to, subject: s.subject(companyName), text, html };
}
