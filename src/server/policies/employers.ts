import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, employers } from '../db/schema/index.ts';
import { managedBy } from './companies.ts';
import { isStaff } from './roles.ts';
import type { EmployerRow, UserRow } from '../db/rows.ts';

/**
 * Who may read an employer record: the person themself, the portal staff, and the people of
 * the same company (its owner and admins, and the other employers linked to it).
 */
export async function canReadEmployer(db: Db, reader: UserRow, row: EmployerRow): Promise<boolean> {
  if (row.login === reader.id || isStaff(reader)) return true;
  const companyId = row.employerCompanyId;
  if (!companyId) return false;
  const [manager] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), managedBy(reader.id)))
    .limit(1);
  if (manager) return true;
  const [colleague] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(and(eq(employers.login, reader.id), eq(employers.employerCompanyId, companyId)))
    .limit(1);
  return Boolean(colleague);
}
