import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { isCountryIso } from './countries.ts';
import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { FILE_PATH_PATTERN } from './file-paths.ts';
import { catalog } from './messages.ts';
import {
  CONTACTS_TEXTS,
  CONTACT_ITEMS_MAX,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NOTES_MAX_LENGTH,
  CONTACT_TAGS_MAX,
  CONTACT_TAG_TITLE_MAX_LENGTH,
  CONTACT_TEXT_MAX_LENGTH,
} from './contacts-texts.ts';
export * from './contacts-texts.ts';

// The contacts app (SPEC section 3, contact and contact tag; section 5's rules): a staff member's
// own address book. The same schema checks the contact form and the API: at least one e-mail and
// one phone number, no item twice, no empty strings, and each phone number valid for its country
// (libphonenumber-js), stored in its international format.

/** The labels of an e-mail or a phone number (SPEC section 3). */
export const CONTACT_LABELS = ['personal', 'work', 'home', 'mobile'] as const;
export type ContactLabel = (typeof CONTACT_LABELS)[number];

/** The tags every address book starts with (SPEC section 3, contact tag); a person adds their own. */
export const BUILT_IN_CONTACT_TAGS = [
  { key: 'work', title: 'Work' },
  { key: 'friend', title: 'Friend' },
  { key: 'family', title: 'Family' },
  { key: 'highSchool', title: 'High School' },
  { key: 'college', title: 'College' },
  { key: 'baseballTeam', title: 'Baseball Team' },
  { key: 'band', title: 'Band' },
] as const;
export type BuiltInContactTag = (typeof BUILT_IN_CONTACT_TAGS)[number]['key'];

export const CONTACT_PAGE_SIZE = 200;
export const CONTACT_PAGE_MAX = 500;

export const CONTACTS_MESSAGES = catalog('contacts', CONTACTS_TEXTS);
const M = CONTACTS_MESSAGES;

const uuid = z.guid({ error: M.tagUnknown });
const label = z.enum(CONTACT_LABELS, { error: M.labelInvalid });

/** An optional text: trimmed; left empty it is absent (null), never an empty string. */
const optionalText = (max: number, message: string = M.textTooLong) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** An uploaded picture's address (/api/files/<id>) or nothing; the server checks it is the person's own. */
const picture = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || FILE_PATH_PATTERN.test(v), M.imageInvalid);

/** A phone number as libphonenumber-js reads it for the country; undefined when it is not a valid one. */
export function parsePhone(country: string, phoneNumber: string) {
  if (!isCountryIso(country)) return undefined;
  const parsed = parsePhoneNumberFromString(phoneNumber, country as CountryCode);
  return parsed?.isValid() ? parsed : undefined;
}

const emailItem = z.strictObject({
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .max(CONTACT_TEXT_MAX_LENGTH, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid })),
  label,
});

const phoneItem = z.strictObject({
  country: z
    .string({ error: M.countryInvalid })
    .trim()
    .toUpperCase()
    .refine((v) => isCountryIso(v), M.countryInvalid),
  phoneNumber: z.string({ error: M.phoneInvalid }).trim().min(1, M.phoneInvalid).max(40, M.phoneInvalid),
  label,
});

const emails = z
  .array(emailItem, { error: M.emailRequired })
  .min(1, M.emailRequired)
  .max(CONTACT_ITEMS_MAX, M.tooManyItems)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.email)) ctx.addIssue({ code: 'custom', path: [i, 'email'], message: M.emailDuplicate });
      seen.add(item.email);
    });
  });

const phoneNumbers = z
  .array(phoneItem, { error: M.phoneRequired })
  .min(1, M.phoneRequired)
  .max(CONTACT_ITEMS_MAX, M.tooManyItems)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const parsed = parsePhone(item.country, item.phoneNumber);
      if (!parsed) {
        // A bad country has its own message already.
        if (isCountryIso(item.country))
          ctx.addIssue({ code: 'custom', path: [i, 'phoneNumber'], message: M.phoneInvalid });
        return;
      }
      // The same number typed two ways (spaces, a leading 0) is still the same number.
      if (seen.has(parsed.number))
        ctx.addIssue({ code: 'custom', path: [i, 'phoneNumber'], message: M.phoneDuplicate });
      seen.add(parsed.number);
    });
  })
  // Stored as the country writes it internationally: "+90 532 123 45 67".
  .transform((items) =>
    items.map((item) => ({ ...item, phoneNumber: parsePhone(item.country, item.phoneNumber)!.formatInternational() })),
  );

const birthday = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => {
    if (v === null) return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v) && date.getTime() <= Date.now();
  }, M.birthdayInvalid);

/** A contact as the form sends it, to create or replace one. */
export const contactInputSchema = z.strictObject({
  avatar: picture,
  background: picture,
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(CONTACT_NAME_MAX_LENGTH, M.nameTooLong),
  emails,
  phoneNumbers,
  title: optionalText(CONTACT_TEXT_MAX_LENGTH),
  company: optionalText(CONTACT_TEXT_MAX_LENGTH),
  birthday,
  address: optionalText(CONTACT_TEXT_MAX_LENGTH),
  notes: optionalText(CONTACT_NOTES_MAX_LENGTH, M.notesTooLong),
  tags: z
    .array(uuid, { error: M.tagUnknown })
    .max(CONTACT_TAGS_MAX, M.tooManyTags)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;
export type ContactEmail = ContactValues['emails'][number];
export type ContactPhone = ContactValues['phoneNumbers'][number];

/** What the list shows: everyone, or those matching a search or having a tag, in name order, paged. */
export const contactListSchema = z.strictObject({
  search: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, M.searchTooLong).optional(),
  /** Only the contacts with this tag (one of the owner's). */
  tag: z.string().optional(),
  nextToken: z.string().max(400, M.pageTokenInvalid).optional(),
  limit: z.number().int().min(1).max(CONTACT_PAGE_MAX).optional(),
});

export const contactTagTitleSchema = z
  .string({ error: M.tagTitleRequired })
  .trim()
  .min(1, M.tagTitleRequired)
  .max(CONTACT_TAG_TITLE_MAX_LENGTH, M.tagTitleTooLong);
