import type { Language } from '../../domain/enums.ts';
import type { MailMessage } from './mailer.ts';
import { escapeMailHtml as escapeHtml, mailDocument } from './mail-html.ts';

interface CodeMailStrings {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  expiry: string;
  ignore: string;
  signature: string;
}

const verifyStrings: Record<Language, CodeMailStrings> = {
  en: {
    subject: 'Your CPA Careers verification code',
    greeting: (name) => `Hello ${name},`,
    intro: 'Enter this code to verify your email address:',
    expiry: 'The code is valid for 24 hours.',
    ignore: 'If you did not create an account, you can ignore this email.',
    signature: 'CPA Careers',
  },
  tr: {
    subject: 'CPA Kariyer doğrulama kodunuz',
    greeting: (name) => `Merhaba ${name},`,
    intro: 'E-posta adresinizi doğrulamak için bu kodu girin:',
    expiry: 'Kod 24 saat geçerlidir.',
    ignore: 'Bir hesap oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
    signature: 'CPA Kariyer',
  },
  ar: {
    subject: 'رمز التحقق الخاص بك في وظائف المحاسبين',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'أدخل هذا الرمز لتأكيد عنوان بريدك الإلكتروني:',
    expiry: 'الرمز صالح لمدة 24 ساعة.',
    ignore: 'إذا لم تقم بإنشاء حساب، يمكنك تجاهل هذه الرسالة.',
    signature: 'وظائف المحاسبين',
  },
};

const resetStrings: Record<Language, CodeMailStrings> = {
  en: {
    subject: 'Reset your CPA Careers password',
    greeting: (name) => `Hello ${name},`,
    intro: 'Enter this code to choose a new password:',
    expiry: 'The code is valid for 24 hours.',
    ignore: 'If you did not ask to reset your password, you can ignore this email; your password is unchanged.',
    signature: 'CPA Careers',
  },
  tr: {
    subject: 'CPA Kariyer şifrenizi sıfırlayın',
    greeting: (name) => `Merhaba ${name},`,
    intro: 'Yeni bir şifre belirlemek için bu kodu girin:',
    expiry: 'Kod 24 saat geçerlidir.',
    ignore: 'Şifre sıfırlama istemediyseniz bu e-postayı yok sayabilirsiniz; şifreniz değişmedi.',
    signature: 'CPA Kariyer',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور في وظائف المحاسبين',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'أدخل هذا الرمز لاختيار كلمة مرور جديدة:',
    expiry: 'الرمز صالح لمدة 24 ساعة.',
    ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة؛ كلمة المرور لم تتغير.',
    signature: 'وظائف المحاسبين',
  },
};

function codeMail(strings: CodeMailStrings, lang: Language, to: string, name: string, code: string): MailMessage {
  const text = [
    strings.greeting(name),
    '',
    strings.intro,
    '',
    code,
    '',
    strings.expiry,
    strings.ignore,
    '',
    strings.signature,
  ].join('\n');
  const html = mailDocument(
    lang,
    `<p>${escapeHtml(strings.greeting(name))}</p>
<p>${escapeHtml(strings.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px" dir="ltr">${code}</p>
<p>${escapeHtml(strings.expiry)}</p>
<p style="color:#64748b">${escapeHtml(strings.ignore)}</p>
<p>${escapeHtml(strings.signature)}</p>`,
  );
  return { to, subject: strings.subject, text, html };
}

export const verificationMail = (lang: Language, to: string, name: string, code: string): MailMessage =>
  codeMail(verifyStrings[lang], lang, to, name, code);

export const passwordResetMail = (lang: Language, to: string, name: string, code: string): MailMessage =>
  codeMail(resetStrings[lang], lang, to, name, code);
