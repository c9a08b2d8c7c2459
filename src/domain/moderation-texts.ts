// The moderation texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const MODERATION_LIMITS = {
  reason: 1000,
  query: 100,
  bannerTitle: 120,
  bannerImage: 2000,
  aboutUs: 20_000,
} as const;

export const MODERATION_TEXTS = {
  idInvalid: 'The id is not valid.',
  reasonRequired: 'Say why it is rejected; the reason is e-mailed so they know what to fix.',
  reasonTooLong: `The reason can be at most ${MODERATION_LIMITS.reason} characters.`,
  companyNotPending: 'This company is not waiting for review (someone may have decided already).',
  companyNotApproved: 'Approve the company before its jobs.',
  jobNotPending: 'This job is not waiting for review (someone may have decided already).',
  jobNotPublishable: 'This job cannot be published as it stands:',
  jobDeadlinePassed:
    'The deadline of this job has passed, so approving it would not publish it. Reject it and ask the employer to set a new deadline.',
  queryTooLong: `Search with at most ${MODERATION_LIMITS.query} characters.`,
  rolesInvalid: 'Roles must be chosen from admin, staff and user.',
  adminOnlyRoles: 'Only an administrator can change roles.',
  ownRoles: 'Nobody can change their own roles. Ask another administrator.',
  ownDisabled: 'You cannot disable your own account.',
  adminOnlyDisableStaff: 'Only an administrator can disable a staff or administrator account.',
  languageInvalid: 'Choose English, Turkish or Arabic.',
  bannerTitleRequired: 'Enter the banner title.',
  bannerTitleTooLong: `The banner title can be at most ${MODERATION_LIMITS.bannerTitle} characters.`,
  bannerImageInvalid: 'The banner image must be an uploaded file (/api/files/…) or an https:// address.',
  aboutUsTooLong: 'The about-us text is too long.',
} as const;
