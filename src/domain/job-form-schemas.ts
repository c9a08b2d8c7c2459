import { catalog } from './messages.ts';
import { z } from 'zod';
import { APPLY_WAYS, EXPERIENCE_LEVELS, JOB_TYPES, LANGUAGES } from './enums.ts';
import { EMPLOYER_JOB_TEXTS, JOB_FORM_TEXTS, JOB_LIMITS } from './job-form-texts.ts';
export * from './job-form-texts.ts';

// The employer's job form (/employer/jobs/new, /employer/jobs/:id/edit) and the createJob /
// updateJob / publishJob operations validate with these schemas, so the form shows the very
// messages the server would send. The server also sanitizes the description's HTML.

export const JOB_FORM_MESSAGES = catalog('jobForm', JOB_FORM_TEXTS);
export type JobFormMessageKey = keyof typeof JOB_FORM_MESSAGES;
const M = JOB_FORM_MESSAGES;

/** Industries the seed and search use; the form suggests them but accepts any other. */
export const INDUSTRY_SUGGESTIONS = [
  'Accounting',
  'Audit',
  'Tax',
  'Banking',
  'Finance',
  'Insurance',
  'Technology',
  'Manufacturing',
  'Retail',
  'Public Sector',
  'Non-profit',
  'Consulting',
] as const;

/** An optional text: empty means "not given" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** A yearly salary: a whole number, from the form as text or from the API as a number. */
const salary = z
  .union([z.number(), z.string()], { error: M.salaryInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return null;
    const text = typeof v === 'number' ? String(v) : v.replace(/[\s,.]/g, '');
    if (text === '') return null;
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n > JOB_LIMITS.salaryMax) {
      ctx.addIssue({ code: 'custom', message: M.salaryInvalid });
      return z.NEVER;
    }
    return n;
  });

// Years 1900–9999 only: PostgreSQL has no year 0, and no job starts before 1900.
const isRealDate = (v: string) =>
  /^(19|[2-9]\d)\d{2}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar date as YYYY-MM-DD; empty means none. */
const optionalDate = z
  .string({ error: M.dateInvalid })
  .trim()
  .nullish()
  .refine((v) => !v || isRealDate(v), M.dateInvalid)
  .transform((v) => (v ? v : null));

const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** The fields of a job as the form and the API send them. */
export const jobFieldsSchema = z.object({
  position: z
    .string({ error: M.positionRequired })
    .trim()
    .min(1, M.positionRequired)
    .max(JOB_LIMITS.position, M.positionTooLong),
  description: z
    .string()
    .max(JOB_LIMITS.description, M.descriptionTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  location: optionalText(JOB_LIMITS.shortText),
  address: optionalText(JOB_LIMITS.shortText * 2),
  type: z.enum(JOB_TYPES, { error: M.typeInvalid }),
  experience: optionalText(JOB_LIMITS.shortText),
  experienceLevel: z
    .union([z.enum(EXPERIENCE_LEVELS), z.literal('')], { error: M.levelInvalid })
    .nullish()
    .transform((v) => (v ? v : null)),
  education: optionalText(JOB_LIMITS.longText),
  requirement: optionalText(JOB_LIMITS.longText),
  keyword: z
    .array(z.string().trim().max(JOB_LIMITS.keyword, M.keywordTooLong))
    .max(JOB_LIMITS.keywords, M.tooManyKeywords)
    .nullish()
    .transform((list) => [...new Set((list ?? []).filter(Boolean))]),
  industry: optionalText(JOB_LIMITS.shortText),
  subindustry: optionalText(JOB_LIMITS.shortText),
  language: z.enum(LANGUAGES, { error: M.languageInvalid }),
  salaryStart: salary,
  salaryEnd: salary,
  salaryNegotiable: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  start: optionalDate,
  deadline: optionalDate,
  applyWay: z.enum(APPLY_WAYS, { error: M.applyWayInvalid }),
  applyUrl: optionalText(2000),
  requiresCPA: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  remote: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type JobFormInput = z.input<typeof jobFieldsSchema>;
export type JobFormData = z.output<typeof jobFieldsSchema>;

interface Issue {
  path: (keyof JobFormData)[];
  message: string;
}

/** Rules across fields that hold for every saved job, draft or not. */
export function jobFieldIssues(
  job: Pick<JobFormData, 'salaryStart' | 'salaryEnd' | 'start' | 'deadline' | 'applyWay' | 'applyUrl'>,
): Issue[] {
  const issues: Issue[] = [];
  if (job.salaryStart !== null && job.salaryEnd !== null && job.salaryStart > job.salaryEnd)
    issues.push({ path: ['salaryEnd'], message: M.salaryOrder });
  if (job.start && job.deadline && job.deadline < job.start)
    issues.push({ path: ['deadline'], message: M.deadlineBeforeStart });
  if (job.applyUrl && !isHttpUrl(job.applyUrl)) issues.push({ path: ['applyUrl'], message: M.applyUrlInvalid });
  else if (job.applyWay === 'external' && !job.applyUrl)
    issues.push({ path: ['applyUrl'], message: M.applyUrlRequired });
  return issues;
}

/** Today as YYYY-MM-DD in UTC, the way the server compares dates. */
export const todayIsoDate = (now = new Date()) => now.toISOString().slice(0, 10);

/** What publishing (or keeping a job open) needs besides the field rules. */
export function publishIssues(job: Pick<JobFormData, 'deadline' | 'description'>, today = todayIsoDate()): Issue[] {
  const issues: Issue[] = [];
  if (!job.description.replace(/<[^>]*>/g, '').trim())
    issues.push({ path: ['description'], message: M.descriptionRequired });
  if (!job.deadline) issues.push({ path: ['deadline'], message: M.deadlineRequired });
  else if (job.deadline <= today) issues.push({ path: ['deadline'], message: M.deadlinePassed });
  return issues;
}

/** A draft as saved: the fields and the rules across them. */
export const jobDraftSchema = jobFieldsSchema.superRefine((job, ctx) => {
  for (const issue of jobFieldIssues(job)) ctx.addIssue({ code: 'custom', ...issue });
});

/**
 * What publishing needs that is plainly missing, read from the values as sent (not yet parsed).
 * zod runs a refinement only once every field parsed, so without this a form with an empty title
 * would hear of the missing description and deadline only after fixing the title (issue 11).
 */
function missingForPublish(raw: Record<string, unknown>): Issue[] {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const issues: Issue[] = [];
  if (
    !text(raw.description)
      .replace(/<[^>]*>/g, '')
      .trim()
  )
    issues.push({ path: ['description'], message: M.descriptionRequired });
  if (!text(raw.deadline)) issues.push({ path: ['deadline'], message: M.deadlineRequired });
  if (raw.applyWay === 'external' && !text(raw.applyUrl))
    issues.push({ path: ['applyUrl'], message: M.applyUrlRequired });
  return issues;
}

/** A job ready to publish: the draft rules plus a description and a deadline after today. */
export const jobPublishSchema = jobFieldsSchema
  // Every missing field at once: when some field already failed, name what else is missing too.
  .superRefine(
    (job, ctx) => {
      for (const issue of missingForPublish(job as Record<string, unknown>)) ctx.addIssue({ code: 'custom', ...issue });
    },
    { when: (payload) => payload.issues.length > 0 },
  )
  // The full rules, on values that all parsed (each issue once: the line above did not run).
  .superRefine(
    (job, ctx) => {
      for (const issue of [...jobFieldIssues(job), ...publishIssues(job)]) ctx.addIssue({ code: 'custom', ...issue });
    },
    { when: (payload) => payload.issues.length === 0 },
  );

/** updateJob: any subset of the fields. */
export const jobPatchSchema = jobFieldsSchema.partial();

export const EMPLOYER_JOB_MESSAGES = catalog('employerJobs', EMPLOYER_JOB_TEXTS);
