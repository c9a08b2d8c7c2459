import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants.ts';
import { MESSAGES as M } from './messages.ts';
import { LANGUAGES, ROLES, MEMBER_TYPES } from './enums.ts';

// The same schemas validate the client's forms and the server's edge. Messages are i18n keys
// on the client (see client/i18n) and plain English on the server's API responses.
export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(254, M.emailTooLong)
  .pipe(z.email({ error: M.emailInvalid }));

export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const displayNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(DISPLAY_NAME_MAX_LENGTH, M.nameTooLong);

export const codeSchema = z
  .string({ error: M.codeRequired })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), M.codeFormat);

export const languageSchema = z.enum(LANGUAGES);

export const signUpSchema = z.strictObject({
  displayName: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  language: languageSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: z.string({ error: M.emailRequired }).trim().toLowerCase().max(254),
  password: z.string({ error: M.passwordRequired }).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const verifyEmailSchema = z.strictObject({ code: codeSchema });
export const forgotPasswordSchema = z.strictObject({ email: emailSchema, language: languageSchema.optional() });
export const resetPasswordSchema = z.strictObject({ email: emailSchema, code: codeSchema, password: passwordSchema });
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: M.currentPasswordRequired })
    .min(1, M.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// What a user may change about themselves through PUT /api/auth/user. Role, e-mail
// verification and CPA confirmation are deliberately absent: strictObject rejects them.
export const userSettingsSchema = z.record(z.string(), z.unknown());
export const shortcutsSchema = z.array(z.string().max(200)).max(50);
export const updateOwnUserSchema = z.strictObject({
  data: z
    .strictObject({
      displayName: displayNameSchema.optional(),
      photoURL: z.string().max(2000).optional(),
      shortcuts: shortcutsSchema.optional(),
      settings: userSettingsSchema.optional(),
    })
    .optional(),
  language: languageSchema.optional(),
});
export type UpdateOwnUserInput = z.infer<typeof updateOwnUserSchema>;

// The client user record of SPEC section 3.
export const clientUserSchema = z.object({
  uid: z.string(),
  role: z.array(z.enum(ROLES)),
  emailVerified: z.boolean(),
  memberType: z.enum(MEMBER_TYPES),
  language: languageSchema,
  data: z.object({
    displayName: z.string(),
    photoURL: z.string(),
    email: z.string(),
    shortcuts: z.array(z.string()),
    settings: userSettingsSchema,
  }),
});
export type ClientUser = z.infer<typeof clientUserSchema>;

export const authResponseSchema = z.object({ user: clientUserSchema, access_token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
