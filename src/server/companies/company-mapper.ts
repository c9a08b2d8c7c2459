import { companies } from '../db/schema/index.ts';
import type { CompanyRow } from '../db/rows.ts';

/**
 * What a list of jobs reads of each job's company: what result lists show of it (the client's
 * CompanySummaryFields). The rest is read when a client asks (`wholeCompany`).
 */
export const companyListColumns = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  industry: companies.industry,
  city: companies.city,
  countryCode: companies.countryCode,
  website: companies.website,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};
export type CompanyListRow = Pick<CompanyRow, keyof typeof companyListColumns>;

/** A companies row as the GraphQL Company type; a list's row lacks what lists do not show (`undefined`). */
export function toCompany(row: CompanyListRow & Partial<CompanyRow>) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
export type GraphqlCompany = ReturnType<typeof toCompany>;
