import { z } from 'zod';
import { catalog } from './messages.ts';

// Notifications (SPEC section 3: id, icon or image, title, description, time, read, link,
// useRouter). The product writes them for real events, in the recipient's language; the
// recipient reads, marks and deletes only their own.

/** The icons a notification may show (the client maps each to an icon of its own). */
export const NOTIFICATION_ICONS = [
  'info',
  'application',
  'status',
  'company',
  'job',
  'cpa',
  'mail',
  'chat',
  'dashboard',
  'reminder',
] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** How many the toolbar's panel shows. */
export const NOTIFICATIONS_PANEL_SIZE = 8;
export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_DESCRIPTION_MAX_LENGTH = 500;

export const NOTIFICATION_TEXTS = {
  notFound: 'The notification was not found.',
  limitInvalid: `Ask for 1 to ${NOTIFICATIONS_PAGE_MAX} notifications at a time.`,
  nextTokenInvalid: 'The page token is not valid; pass back the nextToken of the previous page as it was.',
  readInvalid: 'Say whether the notification is read (true or false).',
} as const;
export const NOTIFICATION_MESSAGES = catalog('notifications', NOTIFICATION_TEXTS);
const M = NOTIFICATION_MESSAGES;

export const notificationPageSchema = z
  .object({
    limit: z
      .number({ error: M.limitInvalid })
      .int(M.limitInvalid)
      .min(1, M.limitInvalid)
      .max(NOTIFICATIONS_PAGE_MAX, M.limitInvalid)
      .nullish(),
    nextToken: z.string({ error: M.nextTokenInvalid }).max(200, M.nextTokenInvalid).nullish(),
  })
  .strict();

export const markNotificationReadSchema = z.object({ read: z.boolean({ error: M.readInvalid }).nullish() }).strict();

/** A link a notification may carry: a path of the app ("/job/apply") or an http(s) address. */
export const notificationLinkSchema = z
  .string()
  .max(2000)
  .refine((link) => /^\/(?!\/)/.test(link) || /^https?:\/\//i.test(link), 'A link is a path or an http(s) address');
