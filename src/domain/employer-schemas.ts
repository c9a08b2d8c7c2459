import { z } from 'zod';
import { idNamed } from './ids.ts';

// The employer sign-up form (/user/employer/create) and the createEmployer operation validate
// with the same schema, so the client shows the very messages the server would send.

/** An optional text field: an empty field on the form means "not given" (null). */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Like optionalText, and when given it must pass `check`. */
export const optionalChecked = (max: number, check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => v === '' || check(v), message)
    .transform((v) => (v === '' ? null : v))
    .nullish();

export const isEmail = (v: string) => z.email().safeParse(v).success;

/**
 * Contact details an employer and a company both have (same rules and texts, so the employer-account
 * schemas reuse them): an empty field means "not given".
 */
export const contactFields = {
  email: optionalChecked(254, isEmail, 'Enter a valid email address').transform((v) => (v ? v.toLowerCase() : v)),
  address: optionalText(300, 'The address'),
  city: optionalText(100, 'The city'),
  countryCode: optionalChecked(
    2,
    (v) => /^[A-Za-z]{2}$/.test(v),
    'The country code has two letters, like TR or AE',
  ).transform((v) => (v ? v.toUpperCase() : v)),
  contactNo: optionalChecked(
    30,
    (v) => /^\+?[0-9 ()-]{4,30}$/.test(v),
    'Enter a phone number of digits, spaces, dashes and an optional leading +',
  ),
};

export const EMPLOYER_NAME_MAX_LENGTH = 80;

export const createEmployerSchema = z.strictObject({
  firstName: z
    .string({ error: 'Enter your first name' })
    .trim()
    .min(1, 'Enter your first name')
    .max(EMPLOYER_NAME_MAX_LENGTH, `The first name must be at most ${EMPLOYER_NAME_MAX_LENGTH} characters`),
  lastName: z
    .string({ error: 'Enter your last name' })
    .trim()
    .min(1, 'Enter your last name')
    .max(EMPLOYER_NAME_MAX_LENGTH, `The last name must be at most ${EMPLOYER_NAME_MAX_LENGTH} characters`),
  /** The employer's contact address (email: the account's own address when left out), phone and place. */
  ...contactFields,
  title: optionalText(100, 'The job title'),
  /** A company the signed-in person owns; none when they register before creating one. */
  employerCompanyId: idNamed('employerCompanyId is not a valid id').nullish(),
});
export type CreateEmployerInput = z.input<typeof createEmployerSchema>;
export type CreateEmployerData = z.output<typeof createEmployerSchema>;
