import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationStatusEnum } from './enums.ts';
import { files } from './files.ts';
import { jobs } from './jobs.ts';
import { timestamps, users } from './users.ts';

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: applicationStatusEnum('status').notNull().default('submitted'),
    salary: integer('salary'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    jobManagerGroups: text('job_manager_groups').array().notNull().default([]),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobApplicationsId: uuid('job_applications_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter'),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    // The employer's private note: never shown to the applicant.
    note: text('note'),
    // When the status last changed (the applicant sees it in My applications).
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_applications_user_job_key').on(t.userId, t.jobApplicationsId),
    index('job_applications_job_status_idx').on(t.jobApplicationsId, t.status),
    index('job_applications_applied_at_idx').on(t.appliedAt),
  ],
);
