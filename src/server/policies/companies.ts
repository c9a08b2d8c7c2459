import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyRole } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { isStaff, requireUser, type Viewer } from './roles.ts';
import type { CompanyRow, UserRow } from '../db/rows.ts';

// Who may see and manage a company. A company is managed by its owner and by the employers in
// its `admin` list; the portal staff see every company and moderate it.

/** SQL: the companies this user manages. */
export const managedBy = (userId: string): SQL =>
  or(eq(companies.owner, userId), sql`${userId} = any(${companies.admin})`)!;

export function isCompanyManager(company: Pick<CompanyRow, 'owner' | 'admin'>, userId: string): boolean {
  return company.owner === userId || company.admin.includes(userId);
}

export const isCompanyOwner = (company: Pick<CompanyRow, 'owner'>, userId: string): boolean => company.owner === userId;

/** What the user may do at this company: owner, admin, or staff looking in (undefined: nothing). */
export function companyRoleOf(company: Pick<CompanyRow, 'owner' | 'admin'>, user: UserRow): CompanyRole | undefined {
  if (company.owner === user.id) return 'owner';
  if (company.admin.includes(user.id)) return 'admin';
  return isStaff(user) ? 'staff' : undefined;
}

/** SQL: the companies a viewer may read: approved ones, their own, and all of them for staff. */
export function visibleCompanies(user: UserRow | undefined): SQL | undefined {
  if (isStaff(user)) return undefined;
  const approved = eq(companies.status, 'approved');
  return user ? (or(approved, managedBy(user.id)) as SQL) : approved;
}

/** The companies a user manages, oldest first (the one they created comes first). */
export async function managedCompanies(db: Db, user: UserRow | undefined): Promise<CompanyRow[]> {
  if (!user) return [];
  return db.select().from(companies).where(managedBy(user.id)).orderBy(companies.createdAt);
}

// Read once per request (the viewer object lives as long as its request).
const managedIdsByViewer = new WeakMap<object, Promise<Set<string>>>();

/** Ids of the companies the viewer manages, read once per request. */
export function managedCompanyIds(db: Db, viewer: Viewer): Promise<Set<string>> {
  let ids = managedIdsByViewer.get(viewer);
  if (!ids) {
    const userId = viewer.user?.id;
    ids = userId
      ? db
          .select({ id: companies.id })
          .from(companies)
          .where(managedBy(userId))
          .then((rows) => new Set(rows.map((r) => r.id)))
      : Promise.resolve(new Set<string>());
    managedIdsByViewer.set(viewer, ids);
  }
  return ids;
}

/** Whether the user manages the company, without loading it. */
export async function managesCompany(db: Db, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), managedBy(userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The company, when the viewer may manage it: its employers, or staff when `allowStaff` (staff
 * moderate but do not post for a company). Anyone else is FORBIDDEN.
 */
export async function requireCompanyManager(
  db: Db,
  viewer: Viewer,
  companyId: string,
  { allowStaff = false } = {},
): Promise<CompanyRow> {
  const user = requireUser(viewer);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound('The company');
  if (isCompanyManager(company, user.id) || (allowStaff && isStaff(user))) return company;
  throw forbidden('Only the employers of this company can do this.');
}
