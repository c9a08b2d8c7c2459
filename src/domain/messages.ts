import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants.ts';

/**
 * Message catalogs. Each catalog names its messages once, with their English words; what the code
 * passes around (zod messages, thrown errors) is the key, e.g. `common.emailRequired`. The server
 * sends the English words with the key (`messageKey`); the client shows its translation of the key
 * from the `messages` namespace, whose English side is these very texts. No text is ever looked up
 * to find its key.
 */
const ENGLISH = new Map<string, string>();

type Keys<N extends string, T> = { readonly [K in keyof T & string]: `${N}.${K}` };

/** Registers a catalog's English words and returns its keys. */
export function catalog<const N extends string, const T extends Record<string, string>>(
  namespace: N,
  english: T,
): Keys<N, T> {
  const keys: Record<string, string> = {};
  for (const [name, text] of Object.entries(english)) {
    const key = `${namespace}.${name}`;
    ENGLISH.set(key, text);
    keys[name] = key;
  }
  return keys as Keys<N, T>;
}

export const isMessageKey = (text: string): boolean => ENGLISH.has(text);

/** The English words of a key ({{name}} placeholders filled), or undefined for what is no key. */
export function englishText(key: string, params?: Record<string, string | number>): string | undefined {
  const text = ENGLISH.get(key);
  if (text === undefined || !params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Words for a person: a key's English words, or the text itself when it is no key. */
export const inEnglish = (keyOrText: string): string => englishText(keyOrText) ?? keyOrText;

export const COMMON_TEXTS = {
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

/** The messages every part of the product may say (sign-in, transport, the unexpected). */
export const MESSAGES = catalog('common', COMMON_TEXTS);
export type MessageKey = keyof typeof MESSAGES;
