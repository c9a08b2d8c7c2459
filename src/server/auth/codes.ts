import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_ATTEMPTS,
} from '../../domain/constants.ts';
import type { CodePurpose } from '../../domain/enums.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { Db } from '../db/client.ts';
import { verificationCodes } from '../db/schema/index.ts';
import { badInput } from '../lib/errors.ts';

export const CODE_MESSAGES = {
  wrong: MESSAGES.codeWrong,
  expired: MESSAGES.codeExpired,
  exhausted: MESSAGES.codeExhausted,
  missing: MESSAGES.codeMissing,
} as const;

export function createCodeStore(db: Db, secret: string, now: () => Date = () => new Date()) {
  const hashCode = (userId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');

  return {
    /** Issues a fresh code and retires any earlier one of the same purpose. */
    async issue(userId: string, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
      const t = now();
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ usedAt: t })
          .where(
            and(
              eq(verificationCodes.userId, userId),
              eq(verificationCodes.purpose, purpose),
              isNull(verificationCodes.usedAt),
            ),
          );
        await tx.insert(verificationCodes).values({
          userId,
          purpose,
          codeHash: hashCode(userId, purpose, code),
          expiresAt: new Date(t.getTime() + VERIFICATION_CODE_TTL_MS),
        });
      });
      return code;
    },

    /** Consumes the code or throws a 400 that says why it was refused. */
    async consume(userId: string, purpose: CodePurpose, code: string): Promise<void> {
      const [active] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.userId, userId),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!active) throw badInput(CODE_MESSAGES.missing);
      if (active.attempts >= VERIFICATION_MAX_ATTEMPTS) throw badInput(CODE_MESSAGES.exhausted);
      if (active.expiresAt.getTime() <= now().getTime()) throw badInput(CODE_MESSAGES.expired);
      const expected = Buffer.from(active.codeHash, 'hex');
      const given = Buffer.from(hashCode(userId, purpose, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = active.attempts + 1;
        await db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, active.id));
        throw badInput(attempts >= VERIFICATION_MAX_ATTEMPTS ? CODE_MESSAGES.exhausted : CODE_MESSAGES.wrong);
      }
      await db.update(verificationCodes).set({ usedAt: now() }).where(eq(verificationCodes.id, active.id));
    },
  };
}
export type CodeStore = ReturnType<typeof createCodeStore>;
