import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CourseText } from '../../../domain/academy-schemas.ts';
import type { Translations } from './help-center.ts';
import { users } from './users.ts';

// The academy: categories, courses with their steps, and each person's place in each course.

export const academyCategories = pgTable(
  'academy_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<Translations<string>>().notNull(),
    /** The chip's colour as `#rrggbb` (SPEC: academy_category.color is hex); the client derives its fill and text. */
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('academy_categories_color_hex', sql`${t.color} ~ '^#[0-9a-f]{6}$'`)],
);

/** One step of a course: sanitized HTML, in the order of the list. */
export interface AcademyStep {
  title: string;
  subtitle: string;
  content: string;
}

// Steps live in the course row: they are always read and written with it, never alone.
export const academyCourses = pgTable(
  'academy_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => academyCategories.id, { onDelete: 'restrict' }),
    texts: jsonb('texts').$type<Translations<CourseText>>().notNull(),
    duration: integer('duration').notNull(),
    featured: boolean('featured').notNull().default(false),
    steps: jsonb('steps').$type<AcademyStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('academy_courses_category_idx').on(t.categoryId)],
);

// A person's place in a course (one row per person and course; absent = not started).
export const academyProgress = pgTable(
  'academy_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    currentStep: integer('current_step').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
