import { z } from 'zod';
import { idNamed } from './ids.ts';
import { catalog } from './messages.ts';
import {
  PROFILE_COMMENT_MAX_LENGTH,
  PROFILE_PAGE_TEXTS,
  PROFILE_POST_MAX_LENGTH,
  PROFILE_TIMELINE_MAX_PAGE_SIZE,
} from './profile-page-texts.ts';
export * from './profile-page-texts.ts';

// The profile page (SPEC section 3, profile): every signed-in person's page with a timeline of
// what they did on the portal and their own short posts, which workspace colleagues may like and
// comment on where the owner allows it. The same schemas check the composer and the API.

export const PROFILE_TIMELINE_PAGE_SIZE = 10;

/** What a timeline entry is: one of the owner's posts or something they did on the portal. */
export const PROFILE_TIMELINE_KINDS = ['post', 'applied', 'status', 'saved', 'posted'] as const;
export type ProfileTimelineKind = (typeof PROFILE_TIMELINE_KINDS)[number];

export const PROFILE_PAGE_MESSAGES = catalog('profilePage', PROFILE_PAGE_TEXTS);
const M = PROFILE_PAGE_MESSAGES;

/**
 * Posts are plain text: control characters other than line breaks and tabs are dropped and runs
 * of blank lines shortened, so what is stored is what a reader sees (the page never renders HTML).
 */
export function plainText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const textField = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).transform(plainText).pipe(z.string().min(1, required).max(max, tooLong));

export const profilePostSchema = z.strictObject({
  content: textField(M.postRequired, M.postTooLong, PROFILE_POST_MAX_LENGTH),
});
export type ProfilePostInput = z.input<typeof profilePostSchema>;

export const profileCommentSchema = z.strictObject({
  postId: idNamed(M.postNotFound),
  content: textField(M.commentRequired, M.commentTooLong, PROFILE_COMMENT_MAX_LENGTH),
});
export type ProfileCommentInput = z.input<typeof profileCommentSchema>;

export const profileSettingsSchema = z
  .strictObject({
    allowLikes: z.boolean().optional(),
    allowComments: z.boolean().optional(),
  })
  .refine((s) => s.allowLikes !== undefined || s.allowComments !== undefined, M.settingsRequired);

export const profileTimelineSchema = z.strictObject({
  /** Whose timeline; absent for the signed-in person's own. */
  userId: idNamed(M.userInvalid).optional(),
  /** The `nextToken` of the page before. */
  nextToken: z.string().max(200, M.cursorInvalid).optional(),
  limit: z
    .number({ error: M.limitInvalid })
    .int(M.limitInvalid)
    .min(1, M.limitInvalid)
    .max(PROFILE_TIMELINE_MAX_PAGE_SIZE, M.limitInvalid)
    .default(PROFILE_TIMELINE_PAGE_SIZE),
});
