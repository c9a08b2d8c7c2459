import { and, eq, ne } from 'drizzle-orm';
import type { FileKind } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { jobApplications, jobs, companies, type files } from '../db/schema/index.ts';
import { fileReachedUser } from '../files/index.ts';
import { managedBy } from './companies.ts';
import { isStaff } from './roles.ts';
import type { UserRow } from '../db/rows.ts';

type FileRow = typeof files.$inferSelect;

/**
 * Banners (the home page's picture) are uploaded by the portal staff only, and so are documents:
 * the file manager they go into is a workspace app.
 */
export const mayUpload = (user: UserRow, kind: FileKind): boolean =>
  (kind !== 'banner' && kind !== 'document') || isStaff(user);

/**
 * Who may read a file. A document (the file manager's): its owner, and the workspace members
 * who got it with a mail or a chat message. Photos, logos and
 * banners are public (they appear on public pages). A résumé is personal data: its owner, the
 * portal staff, and the employers (company owner or admins) of a company whose job it was
 * submitted to, while that application is not withdrawn.
 */
export async function canReadFile(db: Db, file: FileRow, user: UserRow | undefined): Promise<boolean> {
  // A file manager's file is its owner's (the workspace apps' rule), and the colleagues' it was
  // sent to in a mail or a chat.
  if (file.kind === 'document') {
    if (!user) return false;
    return file.ownerId === user.id || (isStaff(user) && (await fileReachedUser(db, user.id, file.id)));
  }
  if (file.kind !== 'resume') return true;
  if (!user) return false;
  if (file.ownerId === user.id || isStaff(user)) return true;
  const [hit] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
    .where(and(eq(jobApplications.resumeFileId, file.id), ne(jobApplications.status, 'withdrawn'), managedBy(user.id)))
    .limit(1);
  return Boolean(hit);
}

/** Only the owner deletes a file. */
export const mayDeleteFile = (file: Pick<FileRow, 'ownerId'>, user: UserRow): boolean => file.ownerId === user.id;
