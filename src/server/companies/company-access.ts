import { and, eq, or, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/client-user.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { isStaff, requireUser, type GraphqlContext } from '../graphql/context.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import type { CompanyRow } from './company-mapper.ts';

/** A company is managed by its owner and by the employers in its `admin` list. */
export const managedBy = (userId: string) => or(eq(companies.owner, userId), sql`${userId} = any(${companies.admin})`)!;

export function isCompanyManager(company: Pick<CompanyRow, 'owner' | 'admin'>, userId: string): boolean {
  return company.owner === userId || company.admin.includes(userId);
}

/** The companies a user manages, oldest first (the one they created comes first). */
export async function managedCompanies(db: Db, user: UserRow | undefined): Promise<CompanyRow[]> {
  if (!user) return [];
  return db.select().from(companies).where(managedBy(user.id)).orderBy(companies.createdAt);
}

/**
 * The company, when the signed-in user may manage it: its employers, or staff when
 * `allowStaff` (staff moderate but do not post for a company). Anyone else is FORBIDDEN.
 */
export async function requireCompanyManager(ctx: GraphqlContext, companyId: string, { allowStaff = false } = {}): Promise<CompanyRow> {
  const user = requireUser(ctx);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound('The company');
  if (isCompanyManager(company, user.id) || (allowStaff && isStaff(ctx))) return company;
  throw forbidden('Only the employers of this company can do this.');
}

/** Whether the user manages the company, without loading it twice when the caller has it. */
export async function managesCompany(db: Db, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), managedBy(userId)))
    .limit(1);
  return Boolean(row);
}
