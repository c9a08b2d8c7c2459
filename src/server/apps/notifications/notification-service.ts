import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import type { Language } from '../../../domain/enums.ts';
import { isId } from '../../../domain/ids.ts';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATION_DESCRIPTION_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  markNotificationReadSchema,
  notificationLinkSchema,
  notificationPageSchema,
} from '../../../domain/notification-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import type { LivePublisher } from '../live/index.ts';
import { toNotification } from './notification-mapper.ts';
import { notificationWords, type NotificationEvent } from './notification-texts.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The subscription event a new notification is published as (see notifications.graphql.ts). */
export const NOTIFICATION_ADDED = 'notification-added';
/** Published when the person's notifications change otherwise (read, deleted), so other tabs follow. */
export const NOTIFICATIONS_CHANGED = 'notifications-changed';

const notFound = () => new AppError('NOT_FOUND', M.notFound);

export interface NotifyInput {
  /** Who receives it. */
  userId: string;
  /** What happened; its words are written in the recipient's language. */
  event: NotificationEvent;
  /** A path of the app ("/job/apply") or an http(s) address. */
  link?: string | null;
  /** Open the link inside the app (default for paths) or as a normal link. */
  useRouter?: boolean;
  /** An image instead of the event's icon (e.g. the sender's photo). */
  image?: string | null;
}

/**
 * Leaves a notification for one person, in their language, and tells their open browsers at
 * once. Other apps (mailbox, chat, help center) and product features call this; `db` may be a
 * transaction. Returns the row (undefined when the person no longer exists).
 */
export async function notifyUser(
  db: Db | Tx,
  live: LivePublisher,
  input: NotifyInput,
): Promise<NotificationRow | undefined> {
  const [recipient] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!recipient) return undefined;
  const row = await insertNotification(db, recipient.id, recipient.language, input);
  await announceNotification(live, row);
  return row;
}

/** Tells the recipient's open browsers of a notification already written (after its commit). */
export const announceNotification = (live: LivePublisher, row: NotificationRow): Promise<void> =>
  live.publish(row.userId, NOTIFICATION_ADDED, { notificationAdded: toNotification(row) });

/** Writes the row only (the seed uses this; nobody is listening then). */
export async function insertNotification(
  db: Db | Tx,
  userId: string,
  language: Language,
  input: Omit<NotifyInput, 'userId'> & { createdAt?: Date; read?: boolean },
): Promise<NotificationRow> {
  const words = notificationWords(language, input.event);
  const link = input.link && notificationLinkSchema.safeParse(input.link).success ? input.link : null;
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      kind: input.event.kind,
      icon: input.image ? null : words.icon,
      image: input.image ?? null,
      title: words.title.slice(0, NOTIFICATION_TITLE_MAX_LENGTH),
      description: words.description.slice(0, NOTIFICATION_DESCRIPTION_MAX_LENGTH),
      link,
      useRouter: input.useRouter ?? (link ? link.startsWith('/') : true),
      read: input.read ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** Several people at once (a company's employers), each in their own language. */
export async function notifyUsers(
  db: Db | Tx,
  live: LivePublisher,
  userIds: readonly string[],
  input: Omit<NotifyInput, 'userId'>,
): Promise<void> {
  for (const userId of new Set(userIds)) await notifyUser(db, live, { ...input, userId });
}

// Paging is by position in time: the token holds the last item's time and id, so a page stays
// right while new notifications arrive on top.
function readCursor(token: string | null | undefined): { at: Date; id: string } | undefined {
  if (!token) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(at);
    if (Number.isNaN(date.getTime()) || !isId(id)) throw new Error('bad');
    return { at: date, id };
  } catch {
    throw new AppError('BAD_USER_INPUT', M.nextTokenInvalid);
  }
}

const cursorOf = (row: NotificationRow) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

export async function listNotifications(db: Db, user: UserRow, input: unknown) {
  const { limit, nextToken } = parseInput(notificationPageSchema, input);
  const size = limit ?? NOTIFICATIONS_PAGE_DEFAULT;
  const cursor = readCursor(nextToken);
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, user.id),
        cursor
          ? or(
              lt(notifications.createdAt, cursor.at),
              and(eq(notifications.createdAt, cursor.at), lt(notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size + 1);
  const more = rows.length > size;
  const items = more ? rows.slice(0, size) : rows;
  return { items, nextToken: more ? cursorOf(items.at(-1)!) : null };
}

export async function countNotifications(db: Db, userId: string): Promise<{ total: number; unread: number }> {
  const [all] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return { total: all?.n ?? 0, unread: unread?.n ?? 0 };
}

async function ownNotification(db: Db, user: UserRow, id: string): Promise<NotificationRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function markNotificationRead(
  db: Db,
  live: LivePublisher,
  user: UserRow,
  id: string,
  input: unknown,
): Promise<NotificationRow> {
  const { read } = parseInput(markNotificationReadSchema, input);
  await ownNotification(db, user, id);
  const [row] = await db
    .update(notifications)
    .set({ read: read ?? true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
    .returning();
  await live.publish(user.id, NOTIFICATIONS_CHANGED, { notificationsChanged: true });
  return row!;
}

/** Marks every unread one read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, live: LivePublisher, user: UserRow): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, user.id), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (rows.length) await live.publish(user.id, NOTIFICATIONS_CHANGED, { notificationsChanged: true });
  return rows.length;
}

export async function deleteNotification(
  db: Db,
  live: LivePublisher,
  user: UserRow,
  id: string,
): Promise<NotificationRow> {
  const row = await ownNotification(db, user, id);
  await db.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
  await live.publish(user.id, NOTIFICATIONS_CHANGED, { notificationsChanged: true });
  return row;
}
