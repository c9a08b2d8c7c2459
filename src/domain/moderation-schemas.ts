import { catalog } from './messages.ts';
import { z } from 'zod';
import { COMPANY_STATUSES, CPA_STATUSES, LANGUAGES, MEMBER_TYPES, ROLES } from './enums.ts';
import { idNamed } from './ids.ts';
import { MODERATION_LIMITS, MODERATION_TEXTS } from './moderation-texts.ts';
export * from './moderation-texts.ts';

// The staff's screens (moderation, users, companies, home content) and the moderation GraphQL
// operations share these schemas. Messages are English sentences the API sends as they are; the
// client shows its own translation of the key (`moderationMessageKeyOf`).

export const MODERATION_MESSAGES = catalog('moderation', MODERATION_TEXTS);
export type ModerationMessageKey = keyof typeof MODERATION_MESSAGES;
const M = MODERATION_MESSAGES;

const id = idNamed(M.idInvalid);

/** Approve or reject a pending company or job; a rejection needs the reason that is e-mailed. */
export const reviewSchema = z
  .strictObject({
    id,
    approve: z.boolean(),
    reason: z
      .string()
      .trim()
      .max(MODERATION_LIMITS.reason, M.reasonTooLong)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => v.approve || Boolean(v.reason), { message: M.reasonRequired, path: ['reason'] });
export type ReviewInput = z.input<typeof reviewSchema>;

/** The reject dialog's form (the reason only). */
export const rejectReasonSchema = z.strictObject({
  reason: z.string().trim().min(1, M.reasonRequired).max(MODERATION_LIMITS.reason, M.reasonTooLong),
});

const query = z
  .string()
  .trim()
  .max(MODERATION_LIMITS.query, M.queryTooLong)
  .nullish()
  .transform((v) => v || null);

export const searchUsersSchema = z.strictObject({
  query,
  filter: z
    .strictObject({
      role: z.enum(ROLES).nullish(),
      memberType: z.enum(MEMBER_TYPES).nullish(),
      cpaStatus: z.enum(CPA_STATUSES).nullish(),
      disabled: z.boolean().nullish(),
    })
    .nullish(),
});

export const setUserRolesSchema = z.strictObject({
  id,
  roles: z.array(z.enum(ROLES, { error: M.rolesInvalid }), { error: M.rolesInvalid }).max(ROLES.length, M.rolesInvalid),
});

export const setUserDisabledSchema = z.strictObject({ id, disabled: z.boolean() });

export const listCompaniesForStaffSchema = z.strictObject({
  query,
  filter: z
    .strictObject({
      status: z.enum(COMPANY_STATUSES).nullish(),
      featured: z.boolean().nullish(),
      licenseVerified: z.boolean().nullish(),
    })
    .nullish(),
});

export const setCompanyLicenseVerifiedSchema = z.strictObject({ id, verified: z.boolean() });
export const setCompanyFeaturedSchema = z.strictObject({ id, featured: z.boolean() });

/** An uploaded file's address (/api/files/<id>), an https:// address, or nothing. */
const bannerImage = z
  .string()
  .trim()
  .max(MODERATION_LIMITS.bannerImage, M.bannerImageInvalid)
  .refine(
    (v) =>
      v === '' ||
      /^\/api\/files\/[0-9a-f-]{36}$/i.test(v) ||
      /^\/images\/[\w.-]+$/.test(v) ||
      /^https:\/\/\S+$/.test(v),
    M.bannerImageInvalid,
  );

export const updateJobSeekerContentSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: M.languageInvalid }),
  bannerTitle: z.string().trim().min(1, M.bannerTitleRequired).max(MODERATION_LIMITS.bannerTitle, M.bannerTitleTooLong),
  bannerImage,
  aboutUs: z.string().trim().max(MODERATION_LIMITS.aboutUs, M.aboutUsTooLong),
});
export type UpdateJobSeekerContentInput = z.input<typeof updateJobSeekerContentSchema>;
