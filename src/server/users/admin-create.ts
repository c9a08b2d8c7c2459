// `npm run admin:create`: the first administrator of a real deployment (SEED=never has no demo
// admin). Creates the account, or promotes an existing one, and either sets the password it is
// given or hands out a one-time link to choose one: a password-reset code, the same machinery
// as "Forgot password", so the link is consumed once, expires with the code and needs no new table.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema } from '../../domain/auth-schemas.ts';
import { clientPaths } from '../../domain/client-paths.ts';
import { PASSWORD_MAX_LENGTH, VERIFICATION_CODE_TTL_MS } from '../../domain/constants.ts';
import type { Language, Role } from '../../domain/enums.ts';
import { hashPassword, type CodeStore } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { escapeMailHtml, mailDocument } from '../mail/mail-html.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

/** Longer than a member's minimum (8): this account can change every other one. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
const ADMIN_ROLES: readonly Role[] = ['admin', 'staff', 'user'];

/** A refusal the command prints as is (and exits non-zero). */
export class AdminCreateError extends Error {}

const inputSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long.`)
    .max(PASSWORD_MAX_LENGTH, `ADMIN_PASSWORD must be at most ${PASSWORD_MAX_LENGTH} characters long.`)
    .optional(),
});

export interface AdminCreateDeps {
  db: Db;
  codes: CodeStore;
  mailer: Mailer;
  /** The site's public address, which the link to set the password points to (PUBLIC_URL). */
  publicUrl: string;
}

export interface AdminCreateResult {
  userId: string;
  email: string;
  /** false: an existing account was promoted. */
  created: boolean;
  /** Set when no password was given: where the person chooses theirs (also mailed to them). */
  link?: string;
  linkExpiresAt?: Date;
}

const INVITE: Record<Language, { subject: string; greeting: string; intro: string; expiry: string }> = {
  en: {
    subject: 'You are an administrator of CPA Careers',
    greeting: 'Hello,',
    intro: 'An administrator account has been set up for you. Open this link to choose your password:',
    expiry: 'The link works once, within 24 hours.',
  },
  tr: {
    subject: 'CPA Kariyer yöneticisisiniz',
    greeting: 'Merhaba,',
    intro: 'Sizin için bir yönetici hesabı açıldı. Şifrenizi belirlemek için bu bağlantıyı açın:',
    expiry: 'Bağlantı 24 saat içinde bir kez kullanılabilir.',
  },
  ar: {
    subject: 'أنت مسؤول في وظائف المحاسبين',
    greeting: 'مرحبًا،',
    intro: 'تم إعداد حساب مسؤول لك. افتح هذا الرابط لاختيار كلمة المرور:',
    expiry: 'يعمل الرابط مرة واحدة خلال 24 ساعة.',
  },
};

function inviteMail(language: Language, to: string, link: string): MailMessage {
  const s = INVITE[language];
  const text = [s.greeting, '', s.intro, '', link, '', s.expiry].join('\n');
  const html = mailDocument(
    language,
    `<p>${escapeMailHtml(s.greeting)}</p>
<p>${escapeMailHtml(s.intro)}</p>
<p dir="ltr"><a href="${escapeMailHtml(link)}">${escapeMailHtml(link)}</a></p>
<p>${escapeMailHtml(s.expiry)}</p>`,
  );
  return { to, subject: s.subject, text, html };
}

/** The reset page with the address and the code filled in. */
export function passwordLink(publicUrl: string, email: string, code: string): string {
  const url = new URL(clientPaths.resetPassword, publicUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('code', code);
  return url.toString();
}

/**
 * Creates the administrator (verified; roles admin, staff, user) or gives an existing account
 * those roles. With a password, sets it (and ends the account's earlier sessions); without,
 * issues a one-time link to choose one, mails it and returns it.
 */
export async function createAdmin(
  deps: AdminCreateDeps,
  input: { email: unknown; password?: unknown },
  now = new Date(),
): Promise<AdminCreateResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'password' ? 'ADMIN_PASSWORD' : '--email';
    // The email schema's messages are keys for the translated screens; say it plainly here.
    throw new AdminCreateError(
      field === '--email' ? 'Give a valid address with --email <address>.' : (issue?.message ?? 'Invalid input.'),
    );
  }
  const { email, password } = parsed.data;
  // Without a password the account still needs a hash: one of random bytes nobody knows.
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString('hex'));
  const { db } = deps;
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  let userId: string;
  let language: Language = 'en';
  if (existing) {
    userId = existing.id;
    language = existing.language;
    const roles = [...new Set([...existing.role, ...ADMIN_ROLES])];
    await db
      .update(users)
      .set({
        role: roles,
        emailVerified: true,
        updatedAt: now,
        // A new password ends the sessions opened with the old one.
        ...(password ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, userId));
  } else {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        emailVerified: true,
        role: [...ADMIN_ROLES],
        displayName: email.split('@')[0] || email,
        privacyChecked: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    userId = row!.id;
  }
  const result: AdminCreateResult = { userId, email, created: !existing };
  if (!password) {
    const code = await deps.codes.issue(userId, 'reset-password');
    result.link = passwordLink(deps.publicUrl, email, code);
    result.linkExpiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);
    await deps.mailer.send(inviteMail(language, email, result.link));
  }
  return result;
}
