import { catalog } from './messages.ts';
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './enums.ts';
import { idNamed } from './ids.ts';

// The employer's side of applications (issue 4): what the applicants screen and the server
// agree on. Messages are English here; the client shows its own translation of the key.

export const NOTE_MAX_LENGTH = 2000;
export const GROUP_NAME_MAX_LENGTH = 40;
export const GROUPS_MAX_COUNT = 10;
export const APPLICANT_QUERY_MAX_LENGTH = 100;

/** What an employer may move an application to: every status but the applicant's own 'withdrawn'. */
export const EMPLOYER_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'withdrawn') as Exclude<
  ApplicationStatus,
  'withdrawn'
>[];
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];

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
export const APPLICANT_MESSAGES = catalog('applicants', APPLICANT_TEXTS);
export type ApplicantMessageKey = keyof typeof APPLICANT_MESSAGES;
const M = APPLICANT_MESSAGES;

/** Group names: trimmed, empty ones dropped, duplicates (ignoring case) removed, bounded. */
export const jobManagerGroupsSchema = z
  .array(z.string().trim().max(GROUP_NAME_MAX_LENGTH, M.groupTooLong))
  .transform((list) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const name of list) {
      const key = name.toLocaleLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      out.push(name);
    }
    return out;
  })
  .refine((list) => list.length <= GROUPS_MAX_COUNT, M.tooManyGroups);

export const noteSchema = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, M.noteTooLong)
  .transform((v) => (v ? v : null));

export const updateJobApplicationSchema = z
  .strictObject({
    id: idNamed(M.applicationIdInvalid),
    status: z
      .string()
      .refine((s) => s !== 'withdrawn', M.withdrawnIsApplicants)
      .pipe(z.enum(EMPLOYER_STATUSES, { error: M.statusInvalid }))
      .nullish(),
    shortlist: z.boolean().nullish(),
    jobManagerGroups: jobManagerGroupsSchema.nullish(),
    note: noteSchema.nullish(),
  })
  .refine(
    (v) => v.status != null || v.shortlist != null || v.jobManagerGroups != null || v.note !== undefined,
    M.nothingToChange,
  )
  // The star is the Shortlisted status: a status and a star that disagree cannot both be meant.
  .refine(
    (v) => v.status == null || v.shortlist == null || (v.status === 'shortlisted') === v.shortlist,
    M.shortlistConflict,
  );
export type UpdateJobApplicationInput = z.input<typeof updateJobApplicationSchema>;

export const applicantFilterSchema = z
  .strictObject({
    status: z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }).nullish(),
    shortlist: z.boolean().nullish(),
    jobManagerGroup: z.string().trim().max(GROUP_NAME_MAX_LENGTH, M.groupTooLong).nullish(),
    query: z.string().trim().max(APPLICANT_QUERY_MAX_LENGTH, M.queryTooLong).nullish(),
  })
  .nullish();
export type ApplicantFilter = NonNullable<z.input<typeof applicantFilterSchema>>;

/** The private note form of the detail panel. */
export const noteFormSchema = z.object({ note: z.string().max(NOTE_MAX_LENGTH, M.noteTooLong) });
export type NoteFormValues = z.infer<typeof noteFormSchema>;
