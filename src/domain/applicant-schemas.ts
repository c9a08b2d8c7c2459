import { catalog } from './messages.ts';
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './enums.ts';
import { idNamed } from './ids.ts';
import {
  APPLICANT_QUERY_MAX_LENGTH,
  APPLICANT_TEXTS,
  GROUPS_MAX_COUNT,
  GROUP_NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
} from './applicant-texts.ts';
export * from './applicant-texts.ts';

// The employer's side of applications (issue 4): what the applicants screen and the server
// agree on. Messages are English here; the client shows its own translation of the key.

/** What an employer may move an application to: every status but the applicant's own 'withdrawn'. */
export const EMPLOYER_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'withdrawn') as Exclude<
  ApplicationStatus,
  'withdrawn'
>[];
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];

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
