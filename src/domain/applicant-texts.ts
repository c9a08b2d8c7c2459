// The applicant texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const NOTE_MAX_LENGTH = 2000;

export const GROUP_NAME_MAX_LENGTH = 40;

export const GROUPS_MAX_COUNT = 10;

export const APPLICANT_QUERY_MAX_LENGTH = 100;

export const APPLICANT_TEXTS = {
  statusInvalid:
    'Choose one of the statuses: submitted, reviewing, shortlisted, interviewing, offered, hired or rejected.',
  withdrawnIsApplicants: 'Only the applicant can withdraw an application.',
  applicationWithdrawn: 'The applicant withdrew this application; it can no longer be changed.',
  noteTooLong: `The note must be at most ${NOTE_MAX_LENGTH} characters.`,
  groupTooLong: `A group name must be at most ${GROUP_NAME_MAX_LENGTH} characters.`,
  groupEmpty: 'A group name cannot be empty.',
  tooManyGroups: `An application can be in at most ${GROUPS_MAX_COUNT} groups.`,
  queryTooLong: `The search must be at most ${APPLICANT_QUERY_MAX_LENGTH} characters.`,
  applicationIdInvalid: 'The application id is not valid.',
  applicationNotFound: 'The application was not found.',
  jobNotFound: 'The job was not found.',
  forbidden: 'Only the employers of this company and the portal staff can see and change its applications.',
  staffReadOnly: 'The portal staff can read applications, but only the employers of this company change them.',
  nothingToChange: 'Say what to change: status, shortlist, groups or note.',
  shortlistConflict:
    'The shortlist is the Shortlisted status: do not ask for another status and the shortlist at once.',
} as const;
