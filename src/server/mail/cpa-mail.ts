import type { Language } from '../../domain/enums.ts';
import type { MailMessage } from './mailer.ts';
import { escapeMailHtml as escapeHtml, mailDocument } from './mail-html.ts';

// The CPA claim's notices, in the member's own language: the claim received, then the staff's
// decision (with their note when they give one).

interface CpaStrings {
  greeting: (name: string) => string;
  claimSubject: string;
  claimBody: (license: string) => string;
  confirmedSubject: string;
  confirmedBody: string;
  rejectedSubject: string;
  rejectedBody: string;
  noteLabel: string;
  profileLink: string;
  signature: string;
}

const strings: Record<Language, CpaStrings> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    claimSubject: 'We received your CPA status claim',
    claimBody: (license) =>
      `Thank you. Our staff will check your license "${license}" with the issuing organization and let you know the result by email.`,
    confirmedSubject: 'Your CPA status is confirmed',
    confirmedBody:
      'Our staff confirmed your CPA license. Your profile now shows you as a CPA and you can apply to jobs that require one.',
    rejectedSubject: 'Your CPA status claim was not confirmed',
    rejectedBody:
      'Our staff could not confirm your CPA license. You can correct the license on your profile and claim again.',
    noteLabel: 'Note from our staff:',
    profileLink: 'Your profile:',
    signature: 'CPA Careers',
  },
  tr: {
    greeting: (name) => `Merhaba ${name},`,
    claimSubject: 'CPA statüsü başvurunuzu aldık',
    claimBody: (license) =>
      `Teşekkürler. Ekibimiz "${license}" belgenizi düzenleyen kurumla kontrol edecek ve sonucu size e-posta ile bildirecek.`,
    confirmedSubject: 'CPA statünüz onaylandı',
    confirmedBody:
      'Ekibimiz CPA belgenizi onayladı. Profiliniz artık sizi CPA olarak gösteriyor ve CPA gerektiren ilanlara başvurabilirsiniz.',
    rejectedSubject: 'CPA statüsü başvurunuz onaylanmadı',
    rejectedBody: 'Ekibimiz CPA belgenizi doğrulayamadı. Profilinizdeki belgeyi düzeltip yeniden başvurabilirsiniz.',
    noteLabel: 'Ekibimizin notu:',
    profileLink: 'Profiliniz:',
    signature: 'CPA Kariyer',
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    claimSubject: 'استلمنا طلب تأكيد صفة المحاسب القانوني',
    claimBody: (license) =>
      `شكرًا لك. سيتحقق فريقنا من رخصتك "${license}" لدى الجهة المُصدِرة ويُبلغك بالنتيجة عبر البريد الإلكتروني.`,
    confirmedSubject: 'تم تأكيد صفة المحاسب القانوني لديك',
    confirmedBody:
      'أكّد فريقنا رخصة المحاسب القانوني الخاصة بك. يظهر ملفك الآن بصفة محاسب قانوني ويمكنك التقدم للوظائف التي تتطلبها.',
    rejectedSubject: 'لم يتم تأكيد طلب صفة المحاسب القانوني',
    rejectedBody: 'لم يتمكن فريقنا من تأكيد رخصتك. يمكنك تصحيح الرخصة في ملفك الشخصي وتقديم الطلب مرة أخرى.',
    noteLabel: 'ملاحظة من فريقنا:',
    profileLink: 'ملفك الشخصي:',
    signature: 'وظائف المحاسبين',
  },
};

function render(
  lang: Language,
  to: string,
  subject: string,
  paragraphs: string[],
  profileUrl: string,
  s: CpaStrings,
): MailMessage {
  const text = [...paragraphs.flatMap((p) => [p, '']), `${s.profileLink} ${profileUrl}`, '', s.signature].join('\n');
  const html = mailDocument(
    lang,
    `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(s.profileLink)} <a href="${escapeHtml(profileUrl)}">${escapeHtml(profileUrl)}</a></p>
<p>${escapeHtml(s.signature)}</p>`,
  );
  return { to, subject, text, html };
}

export interface CpaMailTarget {
  lang: Language;
  to: string;
  name: string;
  publicUrl: string;
}

const profileUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/profile`;

export function cpaClaimReceivedMail({ lang, to, name, publicUrl }: CpaMailTarget, license: string): MailMessage {
  const s = strings[lang];
  return render(lang, to, s.claimSubject, [s.greeting(name), s.claimBody(license)], profileUrl(publicUrl), s);
}

export function cpaReviewMail(
  { lang, to, name, publicUrl }: CpaMailTarget,
  approved: boolean,
  note: string | null,
): MailMessage {
  const s = strings[lang];
  const body = [s.greeting(name), approved ? s.confirmedBody : s.rejectedBody];
  if (note) body.push(`${s.noteLabel} ${note}`);
  return render(lang, to, approved ? s.confirmedSubject : s.rejectedSubject, body, profileUrl(publicUrl), s);
}
