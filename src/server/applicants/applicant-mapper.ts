import type { UserRow } from '../db/rows.ts';

/** The applicant as the job's employers see them; work, education and licences load by field. */
export function toApplicantProfile(u: UserRow) {
  return {
    id: u.id,
    name: u.fullName || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.displayName,
    email: u.email,
    mobile: u.mobile,
    countryCode: u.countryCode,
    location: u.location,
    summary: u.summary,
    skills: u.skill,
    linkedIn: u.linkedIn,
    isCPA: u.isCpa,
    cpaStatus: u.cpaStatus,
    language: u.language,
    // The profile photo: an uploaded one's address (/api/files/…) or the https address they gave.
    photo: u.icon || u.photoUrl || null,
  };
}
export type GraphqlApplicantProfile = ReturnType<typeof toApplicantProfile>;
