import { describe, expect, it } from 'vitest';
import { companyInviteMail } from './employer-account-mail.ts';

describe('companyInviteMail', () => {
  const base = {
    to: 'cem@example.com',
    inviterName: 'Ayşe <b>',
    companyName: 'Anatolia & Co',
    acceptUrl: 'https://jobs.example/employer/invite/abc?email=cem%40example.com',
    validDays: 7,
  };

  it('is written in the inviter’s language, right to left for Arabic', () => {
    expect(companyInviteMail({ ...base, lang: 'en' }).subject).toBe('Join Anatolia & Co on CPA Careers');
    expect(companyInviteMail({ ...base, lang: 'tr' }).subject).toBe("CPA Kariyer'de Anatolia & Co ekibine katılın");
    const ar = companyInviteMail({ ...base, lang: 'ar' });
    expect(ar.subject).toContain('انضم إلى Anatolia & Co');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('7 أيام');
  });

  it('carries the link and escapes names in the HTML part', () => {
    const mail = companyInviteMail({ ...base, lang: 'en' });
    expect(mail.to).toBe('cem@example.com');
    expect(mail.text).toContain(base.acceptUrl);
    expect(mail.html).toContain('Ayşe &#60;b&#62;');
    expect(mail.html).toContain('Anatolia &#38; Co');
    expect(mail.html).not.toContain('<b>');
  });
});
