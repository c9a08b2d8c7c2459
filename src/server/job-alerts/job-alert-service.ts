import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  JOB_ALERT_MESSAGES as M,
  JOB_ALERTS_MAX,
  createJobAlertSchema,
  toStoredJobSearch,
  updateJobAlertSchema,
} from '../../domain/job-alert-schemas.ts';
import { isId } from '../../domain/ids.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/rows.ts';
import { jobAlerts, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { parseInput } from '../lib/validate.ts';
import { canManageJobAlert } from '../policies/job-alerts.ts';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** The person's alerts, oldest first (the order they made them in). */
export function listJobAlerts(db: Db, userId: string): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
}

export async function createJobAlert(db: Db, user: UserRow, input: unknown): Promise<JobAlertRow> {
  const data = parseInput(createJobAlertSchema, input);
  const search = toStoredJobSearch(data.keywords, data.query);
  return db.transaction(async (tx) => {
    // One person's alerts are counted and added one at a time (the row lock on the user), so
    // two quick clicks cannot pass the cap or save the same search twice.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, user.id));
    if (n >= JOB_ALERTS_MAX) throw new AppError('CONFLICT', M.tooMany);
    const [same] = await tx
      .select({ id: jobAlerts.id })
      .from(jobAlerts)
      .where(
        and(eq(jobAlerts.userId, user.id), eq(jobAlerts.keywords, search.keywords), eq(jobAlerts.query, search.query)),
      )
      .limit(1);
    if (same) throw new AppError('CONFLICT', M.duplicate);
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId: user.id, name: data.name, frequency: data.frequency, ...search })
      .returning();
    return row!;
  });
}

async function ownAlert(db: Db, user: UserRow, id: string): Promise<JobAlertRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
  if (!row || !canManageJobAlert(user, row)) throw notFound();
  return row;
}

/** Renames it, changes how often it mails, or stops and resumes its mails. */
export async function updateJobAlert(db: Db, user: UserRow, id: string, input: unknown): Promise<JobAlertRow> {
  const data = parseInput(updateJobAlertSchema, input);
  const alert = await ownAlert(db, user, id);
  const [row] = await db
    .update(jobAlerts)
    .set({
      ...(data.name != null ? { name: data.name } : {}),
      ...(data.frequency != null ? { frequency: data.frequency } : {}),
      ...(data.unsubscribed != null ? subscription(alert, data.unsubscribed) : {}),
    })
    .where(eq(jobAlerts.id, id))
    .returning();
  return row!;
}

/** Resuming starts from now: the jobs of the weeks it was off are not mailed all at once. */
const subscription = (alert: JobAlertRow, unsubscribed: boolean) =>
  alert.unsubscribed && !unsubscribed ? { unsubscribed, checkedUntil: new Date() } : { unsubscribed };

export async function deleteJobAlert(db: Db, user: UserRow, id: string): Promise<JobAlertRow> {
  const row = await ownAlert(db, user, id);
  await db.delete(jobAlerts).where(eq(jobAlerts.id, id));
  return row;
}

// One-click unsubscribe: the link in every alert mail carries the alert's id signed with the
// server's secret (HMAC-SHA256), so it works without signing in and cannot be forged for
// someone else's alert. Nothing is stored; deleting the alert makes its links "not found".

const sign = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`job-alert-unsubscribe:${id}`).digest('base64url');

export const unsubscribeToken = (secret: string, alertId: string): string => `${alertId}.${sign(secret, alertId)}`;

/** The alert a token names, or a 4xx that says the link is not valid. */
export async function alertOfToken(db: Db, secret: string, token: unknown): Promise<JobAlertRow> {
  const invalid = () => new AppError('BAD_USER_INPUT', M.tokenInvalid);
  if (typeof token !== 'string') throw invalid();
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !isId(id)) throw invalid();
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

export async function setUnsubscribed(db: Db, alert: JobAlertRow, unsubscribed: boolean): Promise<JobAlertRow> {
  const [row] = await db
    .update(jobAlerts)
    .set(subscription(alert, unsubscribed))
    .where(eq(jobAlerts.id, alert.id))
    .returning();
  return row!;
}
