import { and, asc, eq, inArray } from 'drizzle-orm';
import { publishProblems } from '../employer-jobs/index.ts';
import { MODERATION_MESSAGES as M, reviewSchema } from '../../domain/moderation-schemas.ts';
import { inEnglish } from '../../domain/messages.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/retry.ts';
import { companies, jobs, users } from '../db/schema/index.ts';
import { toCompany } from '../companies/index.ts';
import { AppError, badInput, conflict, notFound } from '../lib/errors.ts';
import { readPaging, toPage, withTotal, type CountedPage } from '../graphql/paging.ts';
import { countRows } from '../db/count-rows.ts';
import { jobColumns, toJob, type GraphqlJob } from '../jobs/index.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { companyReviewMail, jobReviewMail } from '../mail/moderation-mail.ts';
import { toStaffCompany } from './staff-company.ts';
import type { UserRow } from '../db/rows.ts';
import { notifyUsers } from '../apps/index.ts';
import type { LivePublisher } from '../apps/index.ts';

export interface ReviewServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The employers' notifications of a decision reach their open browsers through this. */
  live: LivePublisher;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const mailName = (row: Pick<UserRow, 'firstName' | 'displayName'>) => row.firstName ?? row.displayName;

/** A job that cannot go public: the key says so, the details and the words name each problem. */
function notPublishable(problems: string[]): AppError {
  const error = new AppError('BAD_USER_INPUT', M.jobNotPublishable, {
    details: problems.map((key) => ({ message: inEnglish(key), messageKey: key })),
  });
  Object.defineProperty(error, 'message', { value: `${error.message} ${problems.map(inEnglish).join('. ')}.` });
  return error;
}

/** The jobs waiting for review: a page, and how many wait. */
export type StaffJobPage = CountedPage<GraphqlJob>;

const pendingCompany = eq(companies.status, 'pending');
const pendingJob = eq(jobs.reviewStatus, 'pending');

/** The staff's queue: new companies and first jobs waiting for a decision, oldest first. */
export function createReviewService({ db, mailer, publicUrl, live, log }: ReviewServiceDeps) {
  /** A notice that fails to send must not undo the decision it reports. */
  async function notify(messages: MailMessage[]) {
    for (const message of messages) {
      try {
        await mailer.send(message);
      } catch (err) {
        log?.warn({ err }, 'moderation notice could not be sent');
      }
    }
  }

  return {
    async pendingCompanies(limit: number | undefined, nextToken: string | undefined) {
      const paging = readPaging(limit, nextToken);
      const rows = await db
        .select({
          company: companies,
          ownerName: users.displayName,
          ownerEmail: users.email,
          ownerLanguage: users.language,
        })
        .from(companies)
        .leftJoin(users, eq(users.id, companies.owner))
        .where(pendingCompany)
        .orderBy(asc(companies.createdAt), asc(companies.id))
        .limit(paging.limit + 1)
        .offset(paging.offset);
      return withTotal(toPage(rows.map(toStaffCompany), paging.limit, paging.offset), () =>
        countRows(db, companies, pendingCompany),
      );
    },

    async pendingJobs(limit: number | undefined, nextToken: string | undefined) {
      const paging = readPaging(limit, nextToken);
      const rows = await db
        .select(jobColumns)
        .from(jobs)
        .where(pendingJob)
        .orderBy(asc(jobs.updatedAt), asc(jobs.id))
        .limit(paging.limit + 1)
        .offset(paging.offset);
      return withTotal(toPage(rows.map(toJob), paging.limit, paging.offset), () => countRows(db, jobs, pendingJob));
    },

    async counts() {
      const [c, j, u] = await Promise.all([
        countRows(db, companies, pendingCompany),
        countRows(db, jobs, pendingJob),
        countRows(db, users, eq(users.cpaStatus, 'claimed')),
      ]);
      return { companies: c, jobs: j, cpaClaims: u };
    },

    /** Approve or reject a pending company; the owner is e-mailed in their language. */
    async reviewCompany(input: unknown) {
      const { id, approve, reason } = reviewSchema.parse(input);
      // Only a company still pending changes, so two staff deciding at once cannot both win.
      const [row] = await db
        .update(companies)
        .set({ status: approve ? 'approved' : 'rejected', reviewReason: approve ? null : reason })
        .where(and(eq(companies.id, id), eq(companies.status, 'pending')))
        .returning();
      if (!row) {
        const [exists] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
        if (!exists) throw notFound('The company');
        throw conflict(M.companyNotPending);
      }
      const [owner] = row.owner ? await db.select().from(users).where(eq(users.id, row.owner)).limit(1) : [];
      if (owner) {
        await notify([
          companyReviewMail(
            { lang: owner.language, to: owner.email, name: mailName(owner), publicUrl },
            row.name,
            approve,
            reason,
          ),
        ]);
      } else {
        // The staff screen says so too (it shows the owner, or that there is none to mail).
        log?.info({ companyId: row.id, approve }, 'company review: the company has no owner account, no one e-mailed');
      }
      await notifyUsers(
        db,
        live,
        [row.owner, ...row.admin].filter((v): v is string => Boolean(v)),
        {
          event: { kind: 'company-reviewed', company: row.name, approved: approve, reason: approve ? null : reason },
          link: '/employer/company',
        },
      );
      return toCompany(row);
    },

    /**
     * Approve (publish now, and trust the company's later jobs) or reject (stays a draft, with the
     * reason) a job waiting for review; the company's employers are e-mailed in their languages.
     */
    async reviewJob(input: unknown) {
      const { id, approve, reason } = reviewSchema.parse(input);
      const [current] = await db
        .select({
          job: jobColumns,
          companyName: companies.name,
          companyStatus: companies.status,
          owner: companies.owner,
          admin: companies.admin,
        })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
        .where(eq(jobs.id, id))
        .limit(1);
      if (!current) throw notFound('The job');
      if (current.job.reviewStatus !== 'pending') throw conflict(M.jobNotPending);
      if (approve && current.companyStatus !== 'approved') throw badInput(M.companyNotApproved);
      // Approving publishes; a job whose deadline has gone would be expired the moment it opened.
      if (approve && current.job.deadline && current.job.deadline < new Date().toISOString().slice(0, 10))
        throw badInput(M.jobDeadlinePassed);
      // Approving publishes what is stored now, so it must meet the rules the employer's publish does.
      const problems = approve ? publishProblems(current.job) : [];
      if (problems.length) throw notPublishable(problems);
      // The company's row before the job's, as a company's update (which renames its jobs) takes
      // them: approving while an employer edits the company cannot wait in a circle.
      const row = await inTransaction(db, async (tx) => {
        if (approve)
          await tx
            .select({ id: companies.id })
            .from(companies)
            .where(eq(companies.id, current.job.companyJobsId))
            .for('no key update');
        const [updated] = await tx
          .update(jobs)
          .set(
            approve
              ? { status: 'open', reviewStatus: 'approved', reviewReason: null, publishedAt: new Date() }
              : { reviewStatus: 'rejected', reviewReason: reason },
          )
          .where(and(eq(jobs.id, id), eq(jobs.reviewStatus, 'pending')))
          .returning(jobColumns);
        if (!updated) throw conflict(M.jobNotPending);
        if (approve)
          await tx.update(companies).set({ jobsTrusted: true }).where(eq(companies.id, updated.companyJobsId));
        return updated;
      });
      const employerIds = [...new Set([current.owner, ...current.admin].filter((v): v is string => Boolean(v)))];
      const employers = employerIds.length ? await db.select().from(users).where(inArray(users.id, employerIds)) : [];
      await notify(
        employers
          .filter((e) => !e.disabled)
          .map((e) =>
            jobReviewMail(
              { lang: e.language, to: e.email, name: mailName(e), publicUrl },
              row.position,
              current.companyName,
              approve,
              reason,
            ),
          ),
      );
      await notifyUsers(
        db,
        live,
        employers.filter((e) => !e.disabled).map((e) => e.id),
        {
          event: { kind: 'job-reviewed', position: row.position, approved: approve, reason: approve ? null : reason },
          link: '/employer/jobs',
        },
      );
      return toJob(row);
    },
  };
}
