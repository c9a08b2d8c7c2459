// Value sets the specification leaves open (DESIGN section 5). Client and server share them.
export const JOB_STATUSES = ['draft', 'open', 'closed', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'internship', 'volunteer'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const EXPERIENCE_LEVELS = ['entry', 'associate', 'mid', 'senior', 'director', 'executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const APPLY_WAYS = ['internal', 'external'] as const;
export type ApplyWay = (typeof APPLY_WAYS)[number];

export const APPLICATION_STATUSES = [
  'submitted',
  'reviewing',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const MEMBER_TYPES = ['jobseeker', 'employer'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const ROLES = ['admin', 'staff', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const LANGUAGES = ['en', 'tr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const CODE_PURPOSES = ['verify-email', 'reset-password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CPA_STATUSES = ['none', 'claimed', 'confirmed', 'rejected'] as const;
export type CpaStatus = (typeof CPA_STATUSES)[number];

export const FILE_KINDS = ['resume', 'logo', 'photo', 'banner', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Staff review of a job before it first goes public (companies without an approved job yet). */
export const JOB_REVIEW_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type JobReviewStatus = (typeof JOB_REVIEW_STATUSES)[number];

/** How a job search is ordered (the API's JobSort). */
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** Who someone is to a company: its owner, one of its admins, or the portal staff looking in. */
export const COMPANY_ROLES = ['owner', 'admin', 'staff'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const INVITE_STATUSES = ['pending', 'expired', 'accepted'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
