import { z } from 'zod';
import { catalog } from './messages.ts';
import { NOTIFICATIONS_PAGE_MAX, NOTIFICATION_TEXTS } from './notification-texts.ts';
export * from './notification-texts.ts';

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
  'task',
] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
/** How many the toolbar's panel shows. */
export const NOTIFICATIONS_PANEL_SIZE = 8;
export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_DESCRIPTION_MAX_LENGTH = 500;

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
