import type { educations, licenses, works } from '../db/schema/index.ts';
import type { UserRow } from '../db/rows.ts';

export type WorkRow = typeof works.$inferSelect;
export type EducationRow = typeof educations.$inferSelect;
export type LicenseRow = typeof licenses.$inferSelect;

/**
 * A users row as the GraphQL User (SPEC section 3): `id` and `userID` are both the row id, which
 * is the client record's `uid`. Sign-in secrets (password hash, disabled flag) never leave here.
 */
export function toUser(row: UserRow) {
  return {
    id: row.id,
    userID: row.id,
    fullName: row.fullName ?? row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    countryCode: row.countryCode,
    location: row.location,
    gender: row.gender,
    ageGroup: row.ageGroup,
    dateOfBirth: row.dateOfBirth,
    language: row.language,
    linkedIn: row.linkedIn,
    skill: row.skill,
    summary: row.summary,
    icon: row.icon ?? (row.photoUrl || null),
    memberType: row.memberType,
    jobStatus: row.jobStatus,
    isCPA: row.isCpa,
    cpaStatus: row.cpaStatus,
    cpaLicenseId: row.cpaLicenseId,
    cpaReviewNote: row.cpaReviewNote,
    privacyChecked: row.privacyChecked,
    role: row.role,
    emailVerified: row.emailVerified,
    likedJobs: row.likedJobs,
    appliedJobs: row.appliedJobs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type GraphqlUser = ReturnType<typeof toUser>;

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toWork = ({ userId, ...row }: WorkRow) => ({ ...row, userID: userId, ...stamps(row) });
export const toEducation = ({ userId, ...row }: EducationRow) => ({ ...row, userID: userId, ...stamps(row) });
export const toLicense = ({ userId, ...row }: LicenseRow) => ({ ...row, userID: userId, ...stamps(row) });
export type GraphqlWork = ReturnType<typeof toWork>;
export type GraphqlEducation = ReturnType<typeof toEducation>;
export type GraphqlLicense = ReturnType<typeof toLicense>;
