import { toCompany } from '../companies/index.ts';
import type { CompanyRow } from '../db/rows.ts';

/** A company as the staff see it: with its owner and the review fields the public never sees. */
export function toStaffCompany({
  company,
  ownerName,
  ownerEmail,
}: {
  company: CompanyRow;
  ownerName: string | null;
  ownerEmail: string | null;
}) {
  return {
    id: company.id,
    company: toCompany(company),
    ownerName,
    ownerEmail,
    reviewReason: company.reviewReason,
    jobsTrusted: company.jobsTrusted,
    createdAt: company.createdAt.toISOString(),
  };
}
export type StaffCompany = ReturnType<typeof toStaffCompany>;
