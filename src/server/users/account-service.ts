import { eq } from 'drizzle-orm';
import { deleteAccountSchema, PROFILE_MESSAGES as M } from '../../domain/profile-schemas.ts';
import type { PasswordAttempts } from '../auth/index.ts';
import { verifyPassword } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import {
  companies,
  educations,
  employers,
  files,
  jobApplications,
  jobAlerts,
  jobs,
  licenses,
  users,
  works,
} from '../db/schema/index.ts';
import type { FileStore } from '../files/index.ts';
import { badInput, conflict } from '../lib/errors.ts';
import { toJob } from '../jobs/index.ts';
import { toEducation, toLicense, toUser, toWork } from './user-mapper.ts';
import { isAdmin } from '../policies/roles.ts';
import type { UserRow } from '../db/rows.ts';
import { forgetAnalyticsPerson } from '../apps/analytics/index.ts';

export interface AccountServiceDeps {
  db: Db;
  files: FileStore;
  otherAdminCount(id: string): Promise<number>;
  log?: { warn(obj: object, msg: string): void };
}

/** A person's own data: everything held about them as one JSON document, and erasure. */
export function createAccountService({ db, files: store, otherAdminCount, log }: AccountServiceDeps) {
  return {
    async exportData(user: UserRow): Promise<string> {
      const [workRows, educationRows, licenseRows, applicationRows, fileRows, employerRows, companyRows, alertRows] =
        await Promise.all([
          db.select().from(works).where(eq(works.userId, user.id)),
          db.select().from(educations).where(eq(educations.userId, user.id)),
          db.select().from(licenses).where(eq(licenses.userId, user.id)),
          db
            .select()
            .from(jobApplications)
            .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
            .where(eq(jobApplications.userId, user.id)),
          db
            .select({
              id: files.id,
              kind: files.kind,
              filename: files.filename,
              mimeType: files.mimeType,
              size: files.size,
              createdAt: files.createdAt,
            })
            .from(files)
            .where(eq(files.ownerId, user.id)),
          db.select().from(employers).where(eq(employers.login, user.id)),
          db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.owner, user.id)),
          db.select().from(jobAlerts).where(eq(jobAlerts.userId, user.id)),
        ]);
      const document = {
        exportedAt: new Date().toISOString(),
        profile: {
          ...toUser(user),
          displayName: user.displayName,
          photoURL: user.photoUrl,
          marketingChecked: user.marketingChecked,
          settings: user.settings,
          shortcuts: user.shortcuts,
        },
        work: workRows.map(toWork),
        education: educationRows.map(toEducation),
        licenses: licenseRows.map(toLicense),
        applications: applicationRows.map(({ job_applications: a, jobs: j }) => {
          const job = toJob(j);
          return {
            id: a.id,
            status: a.status,
            salary: a.salary,
            coverLetter: a.coverLetter,
            resumeFileId: a.resumeFileId,
            appliedAt: a.appliedAt.toISOString(),
            updatedAt: a.updatedAt.toISOString(),
            job: {
              id: job.id,
              position: job.position,
              companyName: j.companyName,
              location: job.location,
              status: job.status,
            },
          };
        }),
        files: fileRows.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
        employerRecords: employerRows.map((e) => ({
          ...e,
          createdAt: e.createdAt.toISOString(),
          updatedAt: e.updatedAt.toISOString(),
        })),
        companiesOwned: companyRows,
        jobAlerts: alertRows.map((a) => ({
          id: a.id,
          name: a.name,
          keywords: a.keywords,
          query: a.query,
          frequency: a.frequency,
          unsubscribed: a.unsubscribed,
          lastSentAt: a.lastSentAt?.toISOString() ?? null,
          createdAt: a.createdAt.toISOString(),
        })),
      };
      return JSON.stringify(document, null, 2);
    },

    /**
     * Erasure after re-checking the password: the users row goes and the database cascades to
     * work, education, licenses, applications, codes and file records; then the stored bytes go.
     */
    async deleteAccount(
      user: UserRow,
      input: unknown,
      caller: { ip: string; attempts: PasswordAttempts },
    ): Promise<boolean> {
      const { password } = deleteAccountSchema.parse(input);
      // Guessing the password here is throttled like signing in.
      await caller.attempts.before('password-check', user.id, caller.ip);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await caller.attempts.failed('password-check', user.id, caller.ip);
        throw badInput(M.passwordWrong);
      }
      if (isAdmin(user) && (await otherAdminCount(user.id)) === 0) throw conflict(M.lastAdmin);
      const keys = await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, user.id));
      await forgetAnalyticsPerson(db, user.id);
      await db.delete(users).where(eq(users.id, user.id));
      for (const { key } of keys) {
        try {
          await store.delete(key);
        } catch (err) {
          log?.warn({ err, key }, 'a deleted account left a stored file behind');
        }
      }
      return true;
    },
  };
}
