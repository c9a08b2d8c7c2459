import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { filePath } from '../../../domain/file-paths.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import {
  companies,
  educations,
  employers,
  files,
  licenses,
  profileSavedJobs,
  users,
  works,
} from '../../db/schema/index.ts';
import { managedBy } from '../../policies/companies.ts';
import { isAdmin, isStaff } from '../../policies/roles.ts';
import { workspaceMember } from '../../policies/workspace-apps.ts';
import { hasWorkspace, pageOwner, settingsOf, type ProfileSettingsData } from './profile-access.ts';
import { personOf, type ProfilePerson } from './profile-posts-service.ts';

/** What the page's role line says: the strongest of the person's roles. */
export type ProfileRole = 'admin' | 'staff' | 'employer' | 'jobseeker';

interface Dated {
  start: string | null;
  end: string | null;
  current: boolean;
}

export interface ProfilePage {
  person: ProfilePerson;
  role: ProfileRole;
  isSelf: boolean;
  memberSince: Date;
  /** About, general and contact (a colleague sees the name, e-mail and location only). */
  email: string;
  location: string | null;
  mobile: string | null;
  linkedIn: string | null;
  summary: string | null;
  skills: string[];
  works: (Dated & { id: string; title: string; company: string; description: string | null })[];
  educations: (Dated & { id: string; school: string; degree: string | null })[];
  licenses: (Dated & { id: string; name: string; organization: string | null })[];
  /** Groups: the companies the person works for on the portal (employers). */
  companies: { id: string; name: string; logo: string | null; title: string | null }[];
  /** Friends: the workspace colleagues, for people with a workspace. */
  colleagues: ProfilePerson[];
  /** The owner's own choice; null on someone else's page. */
  settings: ProfileSettingsData | null;
  /** Whether the viewer may like and comment on this page's posts. */
  canLike: boolean;
  canComment: boolean;
}

const roleOf = (user: UserRow): ProfileRole =>
  isAdmin(user) ? 'admin' : isStaff(user) ? 'staff' : user.memberType === 'employer' ? 'employer' : 'jobseeker';

const COLLEAGUES_SHOWN = 12;
const PHOTOS_SHOWN = 60;

export async function profilePage(db: Db, viewer: UserRow, userId?: string | null): Promise<ProfilePage> {
  const owner = await pageOwner(db, viewer, userId);
  const isSelf = owner.id === viewer.id;
  const settings = await settingsOf(db, owner.id);
  const [ownWorks, ownEducations, ownLicenses, ownCompanies, colleagues] = await Promise.all([
    isSelf ? db.select().from(works).where(eq(works.userId, owner.id)).orderBy(desc(works.start)) : [],
    isSelf ? db.select().from(educations).where(eq(educations.userId, owner.id)).orderBy(desc(educations.start)) : [],
    isSelf ? db.select().from(licenses).where(eq(licenses.userId, owner.id)).orderBy(desc(licenses.start)) : [],
    db
      .select({ id: companies.id, name: companies.name, logo: companies.logo, title: employers.title })
      .from(companies)
      .leftJoin(employers, and(eq(employers.login, owner.id), eq(employers.employerCompanyId, companies.id)))
      .where(managedBy(owner.id))
      .orderBy(asc(companies.createdAt)),
    hasWorkspace(owner)
      ? db
          .select({ id: users.id, displayName: users.displayName, photoUrl: users.photoUrl })
          .from(users)
          .where(and(workspaceMember(), ne(users.id, owner.id)))
          .orderBy(asc(users.displayName))
          .limit(COLLEAGUES_SHOWN)
      : [],
  ]);
  const dated = <T extends Dated>(r: T): Dated => ({ start: r.start, end: r.end, current: r.current });
  return {
    person: personOf(owner),
    role: roleOf(owner),
    isSelf,
    memberSince: owner.createdAt,
    email: owner.email,
    location: owner.location,
    mobile: isSelf ? owner.mobile : null,
    linkedIn: isSelf ? owner.linkedIn : null,
    summary: isSelf ? owner.summary : null,
    skills: isSelf
      ? (owner.skill ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    works: ownWorks.map((w) => ({
      id: w.id,
      title: w.title,
      company: w.company,
      description: w.description,
      ...dated(w),
    })),
    educations: ownEducations.map((e) => ({ id: e.id, school: e.school, degree: e.degree, ...dated(e) })),
    licenses: ownLicenses.map((l) => ({ id: l.id, name: l.name, organization: l.organization, ...dated(l) })),
    companies: ownCompanies,
    colleagues: colleagues.map(personOf),
    settings: isSelf ? settings : null,
    canLike: isSelf || settings.allowLikes,
    canComment: isSelf || settings.allowComments,
  };
}

export interface ProfilePhoto {
  id: string;
  url: string;
  name: string;
  createdAt: Date;
}

/** The person's uploaded photos, newest first (photos are public files, as on the public pages). */
export async function profilePhotos(db: Db, viewer: UserRow, userId?: string | null): Promise<ProfilePhoto[]> {
  const owner = await pageOwner(db, viewer, userId);
  const rows = await db
    .select({ id: files.id, filename: files.filename, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.ownerId, owner.id), eq(files.kind, 'photo')))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(PHOTOS_SHOWN);
  return rows.map((r) => ({ id: r.id, url: filePath(r.id), name: r.filename, createdAt: r.createdAt }));
}

/**
 * The saved-jobs service tells the profile when a job was saved or unsaved, so the timeline can
 * place the save in time (the saved list itself keeps no date).
 */
export async function recordJobSaved(db: Db, userId: string, jobId: string, at = new Date()): Promise<void> {
  await db.insert(profileSavedJobs).values({ userId, jobId, savedAt: at }).onConflictDoNothing();
}

export async function forgetJobSaved(db: Db, userId: string, jobId: string): Promise<void> {
  await db.delete(profileSavedJobs).where(and(eq(profileSavedJobs.userId, userId), eq(profileSavedJobs.jobId, jobId)));
}
