import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/client-user.ts';
import type { Db } from '../db/client.ts';
import { companies, type files, jobApplications, jobs } from '../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

const isStaffUser = (user: UserRow | undefined) => Boolean(user?.role.some((r) => r === 'staff' || r === 'admin'));

/**
 * Who may read a file. Photos, logos and banners are public (they appear on public pages). A
 * résumé is personal data: its owner, the portal staff, and the employers (company owner or
 * admins) of a company whose job it was submitted to, while that application is not withdrawn.
 */
export async function canReadFile(db: Db, file: FileRow, user: UserRow | undefined): Promise<boolean> {
  if (file.kind !== 'resume') return true;
  if (!user) return false;
  if (file.ownerId === user.id || isStaffUser(user)) return true;
  const [hit] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
    .where(
      and(
        eq(jobApplications.resumeFileId, file.id),
        ne(jobApplications.status, 'withdrawn'),
        or(eq(companies.owner, user.id), sql`${user.id} = any(${companies.admin})`),
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/** The public record of a file (never its storage key). */
export function toFileInfo(row: FileRow) {
  return {
    id: row.id,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.size,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}
export type FileInfo = ReturnType<typeof toFileInfo>;
