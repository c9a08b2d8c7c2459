import { catalog } from './messages.ts';
import { z } from 'zod';
import { CPA_STATUSES, LANGUAGES, MEMBER_TYPES, ROLES } from './enums.ts';
import { idSchema } from './ids.ts';
import { FILE_PATH_PATTERN } from './file-paths.ts';
import { PROFILE_TEXTS } from './profile-texts.ts';
export * from './profile-texts.ts';

// The job seeker's profile: the same schemas validate the profile form on the client and the
// users GraphQL operations on the server. Messages are English sentences the API sends as is;
// the client maps them back to its own translations with `profileMessageKeyOf`.

export const GENDERS = ['female', 'male', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const AGE_GROUPS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const JOB_SEEKING_STATUSES = ['actively-looking', 'open-to-offers', 'not-looking'] as const;
export type JobSeekingStatus = (typeof JOB_SEEKING_STATUSES)[number];

export const PROFILE_LIMITS = {
  name: 80,
  shortText: 150,
  skill: 1000,
  summary: 4000,
  description: 4000,
  url: 2000,
  note: 1000,
  licenseNumber: 50,
  likedJobs: 1000,
} as const;

export const PROFILE_MESSAGES = catalog('profile', PROFILE_TEXTS);
export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;

const M = PROFILE_MESSAGES;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Absent stays absent (a patch leaves it alone); empty text means "cleared" and is kept as null. */
const emptyToNull = <T extends string>(v: T | null | undefined): T | null | undefined =>
  v === undefined ? undefined : v ? v : null;

const optionalText = (max: number) => z.string().trim().max(max, M.tooLong).nullish().transform(emptyToNull);

/** One of a fixed set, or '' / null for "not said". */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((v) => emptyToNull<T[number] | ''>(v) as T[number] | null | undefined);

const isRealDate = (v: string) =>
  ISO_DATE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export const isoDateSchema = z.string().trim().refine(isRealDate, M.dateInvalid);
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform(emptyToNull)
  .refine((v) => v == null || isRealDate(v), M.dateInvalid);

/** A profile photo: an image the person uploaded (/api/files/<id>), an https:// address, or nothing. */
const photo = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.url, M.tooLong)
  .nullish()
  .transform(emptyToNull)
  .refine((v) => v == null || FILE_PATH_PATTERN.test(v) || /^https:\/\/\S+$/.test(v), M.photoInvalid);

const httpsUrl = (message: string, host?: RegExp) =>
  z
    .string()
    .trim()
    .max(PROFILE_LIMITS.url, M.tooLong)
    .nullish()
    .transform(emptyToNull)
    .refine((v) => {
      if (v == null) return true;
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && (!host || host.test(url.hostname));
      } catch {
        return false;
      }
    }, message);

const yearsAgo = (years: number, now = new Date()) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

// The fields a person edits about themselves (SPEC section 3's User), as a patch.
export const profileFieldsSchema = z.object({
  firstName: z
    .string({ error: M.firstNameRequired })
    .trim()
    .min(1, M.firstNameRequired)
    .max(PROFILE_LIMITS.name, M.tooLong)
    .optional(),
  lastName: z
    .string({ error: M.lastNameRequired })
    .trim()
    .min(1, M.lastNameRequired)
    .max(PROFILE_LIMITS.name, M.tooLong)
    .optional(),
  fullName: optionalText(PROFILE_LIMITS.name * 2 + 1).optional(),
  mobile: optionalText(30)
    .refine((v) => v == null || /^\+?[\d\s\-().]{6,30}$/.test(v), M.mobileInvalid)
    .optional(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform(emptyToNull)
    .refine((v) => v == null || /^[A-Z]{2}$/.test(v), M.countryCodeInvalid)
    .optional(),
  location: optionalText(PROFILE_LIMITS.shortText).optional(),
  gender: optionalChoice(GENDERS),
  ageGroup: optionalChoice(AGE_GROUPS),
  dateOfBirth: optionalDate
    .refine((v) => v == null || v < new Date().toISOString().slice(0, 10), M.birthDateInFuture)
    .refine((v) => v == null || v <= yearsAgo(15), M.birthDateTooYoung)
    .optional(),
  language: z.enum(LANGUAGES).optional(),
  linkedIn: httpsUrl(M.linkedInInvalid, /(^|\.)linkedin\.com$/i).optional(),
  skill: optionalText(PROFILE_LIMITS.skill).optional(),
  summary: optionalText(PROFILE_LIMITS.summary).optional(),
  icon: photo.optional(),
  jobStatus: optionalChoice(JOB_SEEKING_STATUSES),
  privacyChecked: z.boolean().optional(),
});
export type ProfileFields = z.input<typeof profileFieldsSchema>;
export type ProfilePatch = z.output<typeof profileFieldsSchema>;

/** What only the portal staff set (and admins, for roles), never a person on themselves. */
export const staffUserFieldsSchema = z.object({
  isCPA: z.boolean().optional(),
  cpaStatus: z.enum(CPA_STATUSES).optional(),
  cpaReviewNote: optionalText(PROFILE_LIMITS.note).optional(),
  memberType: z.enum(MEMBER_TYPES).optional(),
  role: z.array(z.enum(ROLES)).min(1).max(ROLES.length).optional(),
});

export const updateUserSchema = profileFieldsSchema.extend(staffUserFieldsSchema.shape).extend({ id: idSchema });
export type UpdateUserInput = z.output<typeof updateUserSchema>;

export const createUserSchema = profileFieldsSchema.extend({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid email address' })),
  firstName: z.string().trim().min(1, M.firstNameRequired).max(PROFILE_LIMITS.name, M.tooLong),
  lastName: z.string().trim().min(1, M.lastNameRequired).max(PROFILE_LIMITS.name, M.tooLong),
  memberType: z.enum(MEMBER_TYPES).optional(),
});

// --- Work, education and licenses: dated entries, 'current' clears the end. ---

interface Dated {
  start?: string | null;
  end?: string | null;
  current: boolean;
}

/** 'current' clears the end; an end before the start is refused (with the message on `end`). */
export function checkDates<T extends Dated>(value: T, ctx: z.RefinementCtx): void {
  if (!value.current && value.start && value.end && value.end < value.start) {
    ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['end'] });
  }
}
export const normalizeDates = <T extends Dated>(value: T): T => (value.current ? { ...value, end: null } : value);

const datedFields = {
  start: optionalDate,
  end: optionalDate,
  current: z.boolean().default(false),
};

export const workFieldsSchema = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(PROFILE_LIMITS.shortText, M.tooLong),
  company: z
    .string({ error: M.companyRequired })
    .trim()
    .min(1, M.companyRequired)
    .max(PROFILE_LIMITS.shortText, M.tooLong),
  description: optionalText(PROFILE_LIMITS.description),
  ...datedFields,
});
export const workSchema = workFieldsSchema.superRefine(checkDates).transform(normalizeDates);
export type WorkInput = z.input<typeof workSchema>;

export const educationFieldsSchema = z.object({
  school: z
    .string({ error: M.schoolRequired })
    .trim()
    .min(1, M.schoolRequired)
    .max(PROFILE_LIMITS.shortText, M.tooLong),
  degree: optionalText(PROFILE_LIMITS.shortText),
  ...datedFields,
});
export const educationSchema = educationFieldsSchema.superRefine(checkDates).transform(normalizeDates);
export type EducationInput = z.input<typeof educationSchema>;

export const licenseFieldsSchema = z.object({
  name: z
    .string({ error: M.licenseNameRequired })
    .trim()
    .min(1, M.licenseNameRequired)
    .max(PROFILE_LIMITS.shortText, M.tooLong),
  organization: optionalText(PROFILE_LIMITS.shortText),
  // As the issuing body writes it (letters, digits, dashes); a CPA claim needs it.
  number: z.string().trim().max(PROFILE_LIMITS.licenseNumber, M.licenseNumberTooLong).nullish().transform(emptyToNull),
  ...datedFields,
});
export const licenseSchema = licenseFieldsSchema.superRefine(checkDates).transform(normalizeDates);
export type LicenseInput = z.input<typeof licenseSchema>;

export const deleteAccountSchema = z.object({ password: z.string().min(1, M.passwordRequired).max(128) });

export const reviewCpaClaimSchema = z
  .object({
    userId: idSchema,
    approve: z.boolean(),
    note: optionalText(PROFILE_LIMITS.note),
  })
  .refine((v) => v.approve || Boolean(v.note), { message: M.noteRequired, path: ['note'] });
