import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A file attached to a card (SPEC scrumboard_card.attachments); the bytes are an upload's. */
export interface ScrumboardAttachmentJson {
  id: string;
  fileId: string;
  name: string;
  /** The file's MIME type. */
  type: string;
  /** When it was attached (ISO). */
  time: string;
  /** Who attached it. */
  memberId: string;
}

export interface ScrumboardCheckItemJson {
  id: string;
  name: string;
  checked: boolean;
}

export interface ScrumboardChecklistJson {
  id: string;
  name: string;
  checkItems: ScrumboardCheckItemJson[];
}

/** A card's activity (SPEC scrumboard_card.activities): a comment or an attachment. */
export interface ScrumboardActivityJson {
  id: string;
  type: 'comment' | 'attachment';
  memberId: string;
  message: string;
  time: string;
}

const createdUpdated = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// A board (SPEC scrumboard_board), shared by its members (scrumboard_board_members).
export const scrumboardBoards = pgTable('scrumboard_boards', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('assignment'),
  cardCoverImages: boolean('card_cover_images').notNull().default(true),
  lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...createdUpdated,
});

/** Who shares a board; `subscribed` is each member's own setting. */
export const scrumboardBoardMembers = pgTable(
  'scrumboard_board_members',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('scrumboard_board_members_user_idx').on(t.userId)],
);

export const scrumboardLists = pgTable(
  'scrumboard_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    ...createdUpdated,
  },
  (t) => [index('scrumboard_lists_board_idx').on(t.boardId, t.position)],
);

export const scrumboardLabels = pgTable(
  'scrumboard_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scrumboard_labels_board_idx').on(t.boardId)],
);

export const scrumboardCards = pgTable(
  'scrumboard_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .notNull()
      .references(() => scrumboardLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Ids of the board's labels (a deleted label is taken off every card). */
    labels: uuid('labels')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** Ids of board members (one who leaves the board is taken off its cards). */
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The members who follow this card. */
    subscribers: uuid('subscribers')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    attachmentCoverId: text('attachment_cover_id'),
    attachments: jsonb('attachments').$type<ScrumboardAttachmentJson[]>().notNull().default([]),
    checklists: jsonb('checklists').$type<ScrumboardChecklistJson[]>().notNull().default([]),
    activities: jsonb('activities').$type<ScrumboardActivityJson[]>().notNull().default([]),
    ...createdUpdated,
  },
  (t) => [
    index('scrumboard_cards_list_idx').on(t.listId, t.position),
    index('scrumboard_cards_board_idx').on(t.boardId),
  ],
);

/** The staff members who have been given their starter board (once). */
export const scrumboardStarters = pgTable('scrumboard_starters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
