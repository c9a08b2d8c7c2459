import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './constants.ts';

/**
 * Every message the API may say to a person, in English, keyed. The server sends the English
 * text; the client looks the text up here and shows its own translation of the key, so the
 * two never drift apart. Keys double as i18n keys under the `messages` namespace.
 */
export const MESSAGES = {
  emailRequired: 'Enter your email address',
  emailTooLong: 'The email address is too long',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Enter a password',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'The current password is not correct',
  nameRequired: 'Enter your name',
  nameTooLong: `The name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  codeRequired: 'Enter the code from the email',
  codeFormat: `The code has ${VERIFICATION_CODE_LENGTH} digits`,
  emailInUse: 'The email address is already in use',
  checkEmail: 'Check your email address',
  checkPassword: 'Check your password',
  invalidToken: 'Invalid access token detected.',
  invalidTokenOrUser: 'Invalid access token detected or user not found',
  accountDisabled: 'This account has been disabled. Contact the site administrators.',
  alreadyVerified: 'Your email address is already verified.',
  codeWrong: 'The code is not correct. Check the email we sent and try again.',
  codeExpired: 'The code has expired. Ask for a new one.',
  codeExhausted: 'The code was entered wrongly too many times. Ask for a new one.',
  codeMissing: 'There is no active code. Ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  bodyTooLarge: 'The request body is too large (the limit is 1 MB).',
  invalidJson: 'The request body is not valid JSON.',
  serverError: 'Something went wrong on our side. Please try again.',
  networkError: 'The server could not be reached. Check your connection and try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const byText = new Map<string, MessageKey>(Object.entries(MESSAGES).map(([k, v]) => [v, k as MessageKey]));

/** The key of a known English message, so a client can show it in the user's language. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
