import { eq, sql } from 'drizzle-orm';
import type {
  AuthResponse,
  ChangePasswordInput,
  ClientUser,
  SignInInput,
  SignUpInput,
  UpdateOwnUserInput,
} from '../../domain/auth-schemas.ts';
import type { Language } from '../../domain/enums.ts';
import { inEnglish, MESSAGES } from '../../domain/messages.ts';
import type { RateLimitRule } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Background } from '../lib/background.ts';
import { AppError, badInput, tooManyRequests } from '../lib/errors.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import { toClientUser } from './client-user.ts';
import type { CodeStore } from './codes.ts';
import type { PasswordAttempts } from './password-attempts.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import type { UserRow } from '../db/rows.ts';

export const AUTH_MESSAGES = {
  emailInUse: MESSAGES.emailInUse,
  checkEmail: MESSAGES.checkEmail,
  checkPassword: MESSAGES.checkPassword,
  invalidToken: MESSAGES.invalidToken,
  invalidTokenOrUser: MESSAGES.invalidTokenOrUser,
  disabled: MESSAGES.accountDisabled,
  alreadyVerified: MESSAGES.alreadyVerified,
} as const;

/** Sign-in failures answer with the specification's list of type/message pairs. */
export class SignInError extends AppError {
  constructor() {
    const details = [
      { type: 'email', message: inEnglish(AUTH_MESSAGES.checkEmail) },
      { type: 'password', message: inEnglish(AUTH_MESSAGES.checkPassword) },
    ];
    super('BAD_USER_INPUT', `${inEnglish(AUTH_MESSAGES.checkEmail)}. ${inEnglish(AUTH_MESSAGES.checkPassword)}`, {
      details,
      restBody: details,
    });
  }
}

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  codes: CodeStore;
  mailer: Mailer;
  limiter: RateLimiter;
  limits: { sensitive: RateLimitRule };
  attempts: PasswordAttempts;
  background: Background;
}

/** A raised token version ends every session issued before it (see auth/guard.ts). */
const nextTokenVersion = sql`${users.tokenVersion} + 1`;

export function createAuthService({
  db,
  tokens,
  codes,
  mailer,
  limiter,
  limits,
  attempts,
  background,
}: AuthServiceDeps) {
  const findByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
  const findById = async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

  const respond = async (row: UserRow): Promise<AuthResponse> => ({
    user: toClientUser(row),
    access_token: await tokens.issue(row),
  });

  /** Counts a request against per-IP and per-account windows and refuses past the limit. */
  async function throttle(action: string, keys: string[], rule: RateLimitRule) {
    for (const key of keys) {
      const state = await limiter.hit(`${action}:${key}`, rule);
      if (state.count > rule.max) throw tooManyRequests(state.resetInMs / 1000);
    }
  }

  async function sendVerification(row: UserRow) {
    const code = await codes.issue(row.id, 'verify-email');
    await mailer.send(verificationMail(row.language, row.email, row.displayName, code));
  }

  return {
    findById,

    async signUp(input: SignUpInput, ip: string): Promise<AuthResponse> {
      await throttle('sign-up', [`ip:${ip}`], limits.sensitive);
      if (await findByEmail(input.email))
        throw badInput(AUTH_MESSAGES.emailInUse, [{ type: 'email', message: AUTH_MESSAGES.emailInUse }]);
      const passwordHash = await hashPassword(input.password);
      const inserted = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          displayName: input.displayName,
          language: input.language ?? 'en',
          role: ['user'],
          memberType: 'jobseeker',
          privacyChecked: true,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      const row = inserted[0];
      // Two sign-ups racing for one e-mail: the loser gets the same answer as a duplicate.
      if (!row) throw badInput(AUTH_MESSAGES.emailInUse, [{ type: 'email', message: AUTH_MESSAGES.emailInUse }]);
      await sendVerification(row);
      return respond(row);
    },

    async signIn(input: SignInInput, ip: string): Promise<AuthResponse> {
      await attempts.before('sign-in', input.email, ip);
      const row = await findByEmail(input.email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!row || !ok) {
        await attempts.failed('sign-in', input.email, ip);
        throw new SignInError();
      }
      if (row.disabled) throw new AppError('FORBIDDEN', AUTH_MESSAGES.disabled);
      await attempts.succeeded('sign-in', input.email, ip);
      return respond(row);
    },

    async refresh(row: UserRow): Promise<AuthResponse> {
      return respond(row);
    },

    async updateOwnUser(row: UserRow, input: UpdateOwnUserInput): Promise<ClientUser> {
      const patch: Partial<typeof users.$inferInsert> = {};
      if (input.language) patch.language = input.language;
      if (input.data?.displayName !== undefined) patch.displayName = input.data.displayName;
      if (input.data?.photoURL !== undefined) patch.photoUrl = input.data.photoURL;
      if (input.data?.shortcuts !== undefined) patch.shortcuts = input.data.shortcuts;
      if (input.data?.settings !== undefined) patch.settings = input.data.settings;
      if (Object.keys(patch).length === 0) return toClientUser(row);
      const [updated] = await db.update(users).set(patch).where(eq(users.id, row.id)).returning();
      return toClientUser(updated ?? row);
    },

    async verifyEmail(row: UserRow, code: string, ip: string): Promise<ClientUser> {
      await throttle('verify', [`ip:${ip}`, `account:${row.id}`], limits.sensitive);
      if (row.emailVerified) throw badInput(AUTH_MESSAGES.alreadyVerified);
      await codes.consume(row.id, 'verify-email', code);
      const [updated] = await db.update(users).set({ emailVerified: true }).where(eq(users.id, row.id)).returning();
      return toClientUser(updated ?? row);
    },

    async resendCode(row: UserRow, ip: string): Promise<void> {
      await throttle('resend', [`ip:${ip}`, `account:${row.id}`], limits.sensitive);
      if (row.emailVerified) throw badInput(AUTH_MESSAGES.alreadyVerified);
      await sendVerification(row);
    },

    /**
     * Answers at once for every address; the code is made and mailed afterwards, so an unknown
     * address takes as long to answer as a known one (no enumeration by answer or by timing).
     */
    async forgotPassword(email: string, language: Language | undefined, ip: string): Promise<void> {
      await throttle('forgot', [`ip:${ip}`, `account:${email}`], limits.sensitive);
      background.run('mailing a password reset code', async () => {
        const row = await findByEmail(email);
        if (!row || row.disabled) return;
        const code = await codes.issue(row.id, 'reset-password');
        await mailer.send(passwordResetMail(language ?? row.language, row.email, row.displayName, code));
      });
    },

    async resetPassword(email: string, code: string, password: string, ip: string): Promise<AuthResponse> {
      await throttle('reset', [`ip:${ip}`, `account:${email}`], limits.sensitive);
      const row = await findByEmail(email);
      if (!row || row.disabled) throw badInput(MESSAGES.codeWrong);
      await codes.consume(row.id, 'reset-password', code);
      const passwordHash = await hashPassword(password);
      // Receiving the code proves the address, so a reset also verifies it; every session
      // from before the reset ends.
      const [updated] = await db
        .update(users)
        .set({ passwordHash, emailVerified: true, tokenVersion: nextTokenVersion })
        .where(eq(users.id, row.id))
        .returning();
      await attempts.clearAccount('sign-in', email);
      return respond(updated ?? row);
    },

    /** A new password for a signed-in user who knows the current one; other sessions end, this one continues. */
    async changePassword(row: UserRow, input: ChangePasswordInput, ip: string): Promise<AuthResponse> {
      await attempts.before('password-check', row.id, ip);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        await attempts.failed('password-check', row.id, ip);
        throw badInput(MESSAGES.currentPasswordWrong, [
          { type: 'currentPassword', message: MESSAGES.currentPasswordWrong },
        ]);
      }
      await attempts.succeeded('password-check', row.id, ip);
      const passwordHash = await hashPassword(input.newPassword);
      const [updated] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: nextTokenVersion })
        .where(eq(users.id, row.id))
        .returning();
      await attempts.clearAccount('sign-in', row.email);
      return respond(updated ?? row);
    },

    /** Ends every session of this account, this one included. */
    async signOutEverywhere(row: UserRow): Promise<void> {
      await db.update(users).set({ tokenVersion: nextTokenVersion }).where(eq(users.id, row.id));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
