import type { CountedPage } from '../graphql/paging.ts';
import { toCompany } from '../companies/index.ts';
import type { CompanyRow } from '../db/rows.ts';
import type { Language } from '../../domain/enums.ts';

/** A company as the staff see it: with its owner and the review fields the public never sees. */
export function toStaffCompany({
  company,
  ownerName,
  ownerEmail,
  ownerLanguage,
}: {
  company: CompanyRow;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerLanguage: Language | null;
}) {
  return {
    id: company.id,
    company: toCompany(company),
    ownerName,
    ownerEmail,
    ownerLanguage,
    reviewReason: company.reviewReason,
    jobsTrusted: company.jobsTrusted,
    createdAt: company.createdAt.toISOString(),
  };
}
export type StaffCompany = ReturnType<typeof toStaffCompany>;
export type StaffCompanyPage = CountedPage<StaffCompany>;
