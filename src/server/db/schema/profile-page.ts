import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

// The profile page (SPEC profile): each person's own short posts on their timeline, the likes and
// comments their workspace colleagues leave on them, and whether the owner takes those at all.
export const profilePosts = pgTable(
  'profile_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_posts_owner_created_idx').on(t.ownerId, t.createdAt)],
);

export const profilePostLikes = pgTable(
  'profile_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => profilePosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

// Who copied a post's link to pass it on (once each): the post's share count.
export const profilePostShares = pgTable(
  'profile_post_shares',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => profilePosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const profilePostComments = pgTable(
  'profile_post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => profilePosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_post_comments_post_idx').on(t.postId, t.createdAt)],
);

// Whether others may like and comment on the owner's posts; no row means both are allowed.
export const profileSettings = pgTable('profile_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowLikes: boolean('allow_likes').notNull().default(true),
  allowComments: boolean('allow_comments').notNull().default(true),
});

// When a job was saved: the users' saved list (users.liked_jobs) keeps no date, and the
// timeline shows saves in time order. Written by the saved-jobs service beside the list.
export const profileSavedJobs = pgTable(
  'profile_saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('profile_saved_jobs_user_idx').on(t.userId, t.savedAt)],
);
