import type { CompanyRow } from '../db/rows.ts';

export function toCompany(row: CompanyRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
export type GraphqlCompany = ReturnType<typeof toCompany>;
