// The job form texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const JOB_LIMITS = {
  position: 150,
  description: 50_000,
  shortText: 200,
  longText: 4000,
  keywords: 20,
  keyword: 50,
  salaryMax: 100_000_000,
  /** New jobs (created or duplicated) per company per rolling 24 hours. */
  jobsPerDay: 20,
} as const;

/** Every message of the job form, in English, keyed; the client shows its own translation of the key. */
export const JOB_FORM_TEXTS = {
  positionRequired: 'Enter the job title',
  positionTooLong: `The job title must be at most ${JOB_LIMITS.position} characters`,
  descriptionTooLong: 'The description is too long',
  descriptionRequired: 'Write a description of the job before publishing it',
  textTooLong: 'This text is too long',
  typeInvalid: 'Choose the type of employment',
  levelInvalid: 'Choose an experience level from the list',
  languageInvalid: 'Choose English, Turkish or Arabic',
  keywordTooLong: `A keyword must be at most ${JOB_LIMITS.keyword} characters`,
  tooManyKeywords: `Add at most ${JOB_LIMITS.keywords} keywords`,
  salaryInvalid: 'Enter the salary as a whole number, without currency',
  salaryOrder: 'The lowest salary cannot be above the highest salary',
  dateInvalid: 'Enter a date',
  deadlineBeforeStart: 'The deadline cannot be before the start date',
  deadlineRequired: 'Set an application deadline before publishing',
  deadlinePassed: 'The deadline must be after today to publish the job',
  applyWayInvalid: 'Choose how candidates apply',
  applyUrlRequired: 'Enter the web address where candidates apply (starting with http:// or https://)',
  applyUrlInvalid: 'Enter a valid web address starting with http:// or https://',
} as const;

/** What the employer's job operations may refuse with (the server says these). */
export const EMPLOYER_JOB_TEXTS = {
  companyNotApproved:
    'Your company is waiting for approval by the portal staff. You can prepare drafts now and publish them once the company is approved.',
  companyRejected:
    'Your company was not approved by the portal staff, so its jobs cannot be published. Contact the portal staff.',
  tooManyJobs: `Your company has created ${JOB_LIMITS.jobsPerDay} jobs in the last 24 hours, the most allowed. Please try again tomorrow.`,
  notDraft: 'Only a draft can be published. Reopen a closed job instead.',
  notOpen: 'Only an open job can be closed.',
  notClosed: 'Only a closed or expired job can be reopened.',
  deadlinePassed: 'The deadline of this job has passed. Set a new deadline in the future first, then reopen the job.',
  deleteOnlyDrafts: 'Only a draft can be deleted. Close a published job instead.',
  deleteHasApplications: 'This job has applications, so it cannot be deleted. Close it instead.',
} as const;
