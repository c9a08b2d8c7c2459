import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_ALERT_MAIL_MAX_JOBS, alertSearchParams } from '../../domain/job-alert-schemas.ts';
import { jobSearchPath, toJobSearchFilter } from '../../domain/job-search-params.ts';
import type { Db } from '../db/client.ts';
import { jobAlerts, users } from '../db/schema/index.ts';
import { jobSearchFilterSchema, searchJobs } from '../jobs/index.ts';
import { jobAlertMail } from '../mail/job-alert-mail.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { unsubscribeToken } from './job-alert-service.ts';
import { startPeriodicTask } from '../lib/periodic-task.ts';

/** Advisory lock key of the alert run (the seed uses 7_310_022_451, the expiry 7_310_022_452). */
export const JOB_ALERT_LOCK_KEY = 7_310_022_453;
/** How often a server looks for due alerts; each alert is sent at most once per day or week. */
export const JOB_ALERT_INTERVAL_MS = 10 * 60 * 1000;
export const DEFAULT_ALERT_RUN_TIME = '07:00';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobAlertRunOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links (the JWT secret). */
  secret: string;
  /** When alerts go out each day, `HH:MM` in UTC. */
  runTime: string;
  log?: FastifyBaseLogger;
}

export interface JobAlertRunResult {
  /** Another process held the lock, so this one did nothing. */
  skipped: boolean;
  /** Alerts that were due and were looked at. */
  checked: number;
  /** Mails sent (alerts that found something new). */
  sent: number;
}

/** The latest moment at or before `now` when alerts are due: today's run time, or yesterday's. */
export function latestRunSlot(now: Date, runTime: string): Date {
  const [hours = 0, minutes = 0] = runTime.split(':').map(Number);
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  return slot > now ? new Date(slot.getTime() - DAY_MS) : slot;
}

/**
 * Sends every due alert the jobs first published since it was last checked. A daily alert is due
 * once its last check is before the latest run time (so once a day), a weekly one when it is over
 * six days before it (so once a week). Several server processes may run this: the transaction's
 * advisory lock lets one work and the others return at once. Mails are queued after the
 * transaction commits (the outbox is written through the mailer's own connection, which an open
 * PGlite transaction would block), so a crash in between loses a mail rather than sending it twice.
 */
export async function runJobAlerts(opts: JobAlertRunOptions, now = new Date()): Promise<JobAlertRunResult> {
  const { db, publicUrl, secret } = opts;
  const slot = latestRunSlot(now, opts.runTime);
  const weeklySlot = new Date(slot.getTime() - 6 * DAY_MS);
  const outcome = await db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${JOB_ALERT_LOCK_KEY}) as locked`,
    );
    if (!lock.rows[0]?.locked) return { skipped: true, checked: 0, messages: [] as MailMessage[] };
    const due = await tx
      .select({ alert: jobAlerts, email: users.email, displayName: users.displayName, language: users.language })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.userId))
      .where(
        and(
          eq(jobAlerts.unsubscribed, false),
          // Only addresses their owners proved are theirs, of accounts still in use.
          eq(users.emailVerified, true),
          eq(users.disabled, false),
          or(
            and(eq(jobAlerts.frequency, 'daily'), lt(jobAlerts.checkedUntil, slot)),
            and(eq(jobAlerts.frequency, 'weekly'), lt(jobAlerts.checkedUntil, weeklySlot)),
          ),
        ),
      )
      .orderBy(asc(jobAlerts.checkedUntil), asc(jobAlerts.id));
    const messages: MailMessage[] = [];
    for (const { alert, email, displayName, language } of due) {
      try {
        // A savepoint each: one alert's failure (logged) leaves the others' work in place.
        const message = await tx.transaction(async (sp) => {
          const params = alertSearchParams(alert);
          const found = await searchJobs(sp as unknown as Db, {
            query: params.keywords || null,
            filter: jobSearchFilterSchema.parse(toJobSearchFilter(params)),
            sort: params.sort ?? null,
            exact: params.exact,
            limit: JOB_ALERT_MAIL_MAX_JOBS,
            offset: 0,
            publishedAfter: alert.checkedUntil,
            publishedUntil: now,
          });
          const jobs = found.rows.slice(0, JOB_ALERT_MAIL_MAX_JOBS);
          await sp
            .update(jobAlerts)
            .set({ checkedUntil: now, ...(jobs.length > 0 ? { lastSentAt: now } : {}) })
            .where(eq(jobAlerts.id, alert.id));
          if (jobs.length === 0) return undefined;
          const token = encodeURIComponent(unsubscribeToken(secret, alert.id));
          return jobAlertMail(language, email, {
            name: displayName,
            alertName: alert.name,
            jobs: jobs.map((job) => ({
              position: job.position,
              company: job.companyName,
              location: job.location,
              url: `${publicUrl}/job/info/${job.id}`,
            })),
            more: found.rows.length > jobs.length,
            searchUrl: `${publicUrl}${jobSearchPath(params)}`,
            manageUrl: `${publicUrl}/user/alerts`,
            unsubscribeUrl: `${publicUrl}/alerts/unsubscribe?token=${token}`,
            oneClickUrl: `${publicUrl}/api/alerts/unsubscribe?token=${token}`,
          });
        });
        if (message) messages.push(message);
      } catch (error) {
        opts.log?.error({ err: error, alertId: alert.id }, 'job alert could not be run; it is tried again next time');
      }
    }
    return { skipped: false, checked: due.length, messages };
  });
  for (const message of outcome.messages) await opts.mailer.send(message);
  return { skipped: outcome.skipped, checked: outcome.checked, sent: outcome.messages.length };
}

/** Looks for due alerts now and then every ten minutes; the returned function stops it. */
export function startJobAlertTask(
  opts: JobAlertRunOptions & { log: FastifyBaseLogger },
  intervalMs = JOB_ALERT_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(
    'job alert',
    async () => {
      const result = await runJobAlerts(opts);
      if (result.sent > 0) opts.log.info({ checked: result.checked, sent: result.sent }, 'job alerts sent');
    },
    intervalMs,
    opts.log,
  );
}
