import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES as M, reviewCpaClaimSchema } from '../../domain/profile-schemas.ts';
import type { Db } from '../db/client.ts';
import { licenses, users } from '../db/schema/index.ts';
import { badInput, conflict, forbidden, notFound } from '../lib/errors.ts';
import { todayIso } from '../policies/job-visibility.ts';
import { cpaClaimReceivedMail, cpaReviewMail } from '../mail/cpa-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notifyUser } from '../apps/index.ts';
import type { LivePublisher } from '../apps/index.ts';
import { toUser } from './user-mapper.ts';
import { idSchema } from '../../domain/ids.ts';
import type { UserRow } from '../db/rows.ts';

// CPA status is not a box a person ticks: they claim it with one of their licenses (naming the
// issuing organization and number), and it becomes true only when the portal staff confirm the claim.

export interface CpaServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The member's notification of the decision reaches their open browsers through this. */
  live: LivePublisher;
  log?: { warn(obj: object, msg: string): void };
}

export function createCpaService({ db, mailer, publicUrl, live, log }: CpaServiceDeps) {
  /** A notice that fails to send must not undo the change it reports. */
  async function notify(send: () => Promise<void>) {
    try {
      await send();
    } catch (err) {
      log?.warn({ err }, 'CPA notice could not be sent');
    }
  }

  const target = (row: UserRow) => ({
    lang: row.language,
    to: row.email,
    name: row.firstName ?? row.displayName,
    publicUrl,
  });

  return {
    async claim(user: UserRow, licenseId: unknown) {
      const id = idSchema.parse(licenseId);
      const [license] = await db.select().from(licenses).where(eq(licenses.id, id)).limit(1);
      if (!license) throw notFound('The license');
      if (license.userId !== user.id) throw forbidden('You can only claim CPA status with one of your own licenses.');
      // Staff check the claim with the issuing body, which knows its licences by number.
      const hasOrganization = Boolean(license.organization?.trim());
      const hasNumber = Boolean(license.number?.trim());
      if (!hasOrganization && !hasNumber) throw badInput(M.licenseNeedsOrganizationAndNumber);
      if (!hasOrganization) throw badInput(M.licenseNeedsOrganization);
      if (!hasNumber) throw badInput(M.licenseNeedsNumber);
      if (!license.current && license.end && license.end < todayIso()) throw badInput(M.licenseExpired);
      if (user.cpaStatus === 'confirmed') throw conflict(M.alreadyConfirmed);
      const [row] = await db
        .update(users)
        .set({ cpaStatus: 'claimed', cpaLicenseId: license.id, cpaReviewNote: null, isCpa: false })
        .where(eq(users.id, user.id))
        .returning();
      await notify(() =>
        mailer.send(cpaClaimReceivedMail(target(row!), `${license.name}, ${license.number} (${license.organization})`)),
      );
      return toUser(row!);
    },

    async review(staff: UserRow, input: unknown) {
      const { userId, approve, note } = reviewCpaClaimSchema.parse(input);
      if (userId === staff.id) throw forbidden(M.ownClaim);
      const [member] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!member) throw notFound('The user');
      if (member.cpaStatus !== 'claimed') throw conflict(M.noPendingClaim);
      const [row] = await db
        .update(users)
        .set({ isCpa: approve, cpaStatus: approve ? 'confirmed' : 'rejected', cpaReviewNote: note ?? null })
        .where(eq(users.id, userId))
        .returning();
      await notify(() => mailer.send(cpaReviewMail(target(row!), approve, note ?? null)));
      await notifyUser(db, live, {
        userId,
        event: { kind: 'cpa-reviewed', approved: approve, reason: approve ? null : (note ?? null) },
        link: '/profile',
      });
      return toUser(row!);
    },
  };
}
