import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../domain/enums.ts';
import { codePurposeEnum, cpaStatusEnum, languageEnum, memberTypeEnum } from './enums.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// One row per person: the sign-in account and the job seeker profile of SPEC section 3
// (the User entity) in one place, so the User id is the client record's uid.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`ARRAY['user']::text[]`),
    memberType: memberTypeEnum('member_type').notNull().default('jobseeker'),
    disabled: boolean('disabled').notNull().default(false),
    // Carried in every access token as `ver`; raising it (password reset or change, disabling,
    // "sign out everywhere") ends every session issued before.
    tokenVersion: integer('token_version').notNull().default(0),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url').notNull().default(''),
    shortcuts: jsonb('shortcuts').$type<string[]>().notNull().default([]),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    language: languageEnum('language').notNull().default('en'),
    privacyChecked: boolean('privacy_checked').notNull().default(false),
    marketingChecked: boolean('marketing_checked').notNull().default(false),
    // Profile fields of the User entity.
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    mobile: text('mobile'),
    countryCode: text('country_code'),
    location: text('location'),
    gender: text('gender'),
    ageGroup: text('age_group'),
    dateOfBirth: date('date_of_birth'),
    linkedIn: text('linked_in'),
    skill: text('skill'),
    summary: text('summary'),
    icon: text('icon'),
    jobStatus: text('job_status'),
    isCpa: boolean('is_cpa').notNull().default(false),
    // A claim the user makes with a CPA license and staff confirm; isCpa turns true only then.
    cpaStatus: cpaStatusEnum('cpa_status').notNull().default('none'),
    cpaLicenseId: uuid('cpa_license_id'),
    cpaReviewNote: text('cpa_review_note'),
    likedJobs: uuid('liked_jobs')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    appliedJobs: uuid('applied_jobs')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_at_idx').on(t.createdAt)],
);

export const works = pgTable(
  'works',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    start: date('start'),
    end: date('end'),
    current: boolean('current').notNull().default(false),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('works_user_id_idx').on(t.userId)],
);

export const educations = pgTable(
  'educations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    degree: text('degree'),
    start: date('start'),
    end: date('end'),
    current: boolean('current').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('educations_user_id_idx').on(t.userId)],
);

export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organization: text('organization'),
    // The licence's number as the issuing body writes it; a CPA claim needs it.
    number: text('number'),
    start: date('start'),
    end: date('end'),
    current: boolean('current').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('licenses_user_id_idx').on(t.userId)],
);

// One-time codes sent by e-mail (verification and password reset). Only a keyed hash is
// stored; attempts counts wrong guesses so five in a row burn the code.
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export { timestamps };
