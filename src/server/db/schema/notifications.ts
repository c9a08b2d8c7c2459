import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationIcon } from '../../../domain/notification-schemas.ts';
import { users } from './users.ts';

// A notice the product leaves for one person (SPEC section 3's notification), written in their
// language when it happens. `link` opens in the app (use_router) or as a normal link.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened (application-status, new-application, ...): for tests and later filters. */
    kind: text('kind').notNull(),
    icon: text('icon').$type<NotificationIcon>(),
    image: text('image'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    useRouter: boolean('use_router').notNull().default(true),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_time_idx').on(t.userId, t.createdAt, t.id)],
);
