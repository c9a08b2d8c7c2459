import { catalog } from './messages.ts';
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth-schemas.ts';
import { contactFields, createEmployerSchema, optionalChecked, optionalText } from './employer-schemas.ts';
import { idNamed } from './ids.ts';
import { EMPLOYER_ACCOUNT_TEXTS } from './employer-account-texts.ts';
export * from './employer-account-texts.ts';

// The employer's company forms (sign-up step 2, /employer/company) and the invite flow validate
// with these schemas on both sides, so the client shows the very messages the server sends.

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** The industries an accounting employer picks from (the demo companies use the same names). */
export const COMPANY_INDUSTRIES = [
  'Accounting',
  'Audit',
  'Tax',
  'Consulting',
  'Banking',
  'Finance',
  'Insurance',
  'Manufacturing',
  'Retail',
  'Technology',
  'Public Sector',
  'Non-profit',
  'Other',
] as const;
export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];

/** A logo is a file uploaded through POST /api/files with kind 'logo'. */
export const LOGO_PATH_PATTERN = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const logoFileId = (logo: string): string | undefined => LOGO_PATH_PATTERN.exec(logo)?.[1];
export const logoPath = (fileId: string) => `/api/files/${fileId}`;

export const EMPLOYER_ACCOUNT_MESSAGES = catalog('employerAccount', EMPLOYER_ACCOUNT_TEXTS);
export type EmployerAccountMessageKey = keyof typeof EMPLOYER_ACCOUNT_MESSAGES;
const M = EMPLOYER_ACCOUNT_MESSAGES;

const isWebsite = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const COMPANY_NAME_MAX_LENGTH = 200;

const companyName = z
  .string({ error: M.companyName })
  .trim()
  .min(2, M.companyName)
  .max(COMPANY_NAME_MAX_LENGTH, M.companyNameTooLong);

/** Every field an employer edits about their company (status, featured and licence checks are the staff's). */
const companyFields = {
  logo: optionalChecked(200, (v) => LOGO_PATH_PATTERN.test(v), M.logo),
  industry: optionalChecked(100, (v) => (COMPANY_INDUSTRIES as readonly string[]).includes(v), M.industry),
  size: optionalChecked(20, (v) => (COMPANY_SIZES as readonly string[]).includes(v), M.size),
  website: optionalChecked(300, isWebsite, M.website),
  ...contactFields,
  license: optionalText(100, 'The license number'),
};

/** A new company (sign-up step 2, registerCompany). */
export const companyFormSchema = z.strictObject({ name: companyName, ...companyFields });
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyFormData = z.output<typeof companyFormSchema>;

/** updateCompany: the company's id and the fields to change (left out = unchanged, empty = cleared). */
export const updateCompanySchema = z.strictObject({
  id: idNamed(M.companyId),
  name: companyName.optional(),
  ...companyFields,
});
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

/** Step 1 of /user/employer/create: the sign-in account and the employer record in one form. */
export const employerAccountFormSchema = createEmployerSchema.omit({ employerCompanyId: true, email: true }).extend({
  email: emailSchema,
  password: passwordSchema,
});
export type EmployerAccountFormInput = z.input<typeof employerAccountFormSchema>;

/** The short sign-up of an invited colleague (no company of their own). */
export const invitedEmployerFormSchema = employerAccountFormSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
  title: true,
});
export type InvitedEmployerFormInput = z.input<typeof invitedEmployerFormSchema>;

export const inviteEmployerSchema = z.strictObject({
  companyId: idNamed(M.companyId),
  email: emailSchema,
});
export type InviteEmployerInput = z.input<typeof inviteEmployerSchema>;

/** Invite tokens are 32 random bytes in base64url (43 characters). */
export const inviteTokenSchema = z
  .string({ error: M.inviteLink })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, M.inviteLink);

export const INVITE_VALID_DAYS = 7;
/** How many invitations one company may send per day (against spam through our mailer). */
export const INVITES_PER_COMPANY_PER_DAY = 20;
/** How many companies one person may register. */
export const COMPANIES_PER_OWNER = 5;

/** "jane.doe@example.com" → "j•••e@example.com": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}
