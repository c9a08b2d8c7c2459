import type { companies } from '../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;

export function toCompany(row: CompanyRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
export type GraphqlCompany = ReturnType<typeof toCompany>;
