import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { currencyRates } from './currency-rates.ts';
import {
  applyWayEnum,
  experienceLevelEnum,
  jobReviewStatusEnum,
  jobStatusEnum,
  jobTypeEnum,
  languageEnum,
} from './enums.ts';
import { timestamps } from './users.ts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyJobsId: uuid('company_jobs_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    address: text('address'),
    type: jobTypeEnum('type').notNull().default('full-time'),
    experience: text('experience'),
    experienceLevel: experienceLevelEnum('experience_level'),
    education: text('education'),
    requirement: text('requirement'),
    keyword: text('keyword').array().notNull().default([]),
    industry: text('industry'),
    subindustry: text('subindustry'),
    language: languageEnum('language').notNull().default('en'),
    salaryStart: integer('salary_start'),
    salaryEnd: integer('salary_end'),
    salaryNegotiable: boolean('salary_negotiable').notNull().default(false),
    // The currency salaries are given in (ISO 4217): the company's country's when the job is written.
    salaryCurrency: text('salary_currency')
      .notNull()
      .default('USD')
      .references(() => currencyRates.currency),
    // Yearly salaries in US dollars at the current rates, for sorting and filtering across currencies.
    // Written by a trigger from salary_start/salary_end/salary_currency, and again for every job of
    // a currency when staff change its rate (migration 0014); never by the application.
    salaryMinUsd: numeric('salary_min_usd', { precision: 14, scale: 2 }),
    salaryMaxUsd: numeric('salary_max_usd', { precision: 14, scale: 2 }),
    status: jobStatusEnum('status').notNull().default('draft'),
    start: date('start'),
    deadline: date('deadline'),
    applyWay: applyWayEnum('apply_way').notNull().default('internal'),
    applyUrl: text('apply_url'),
    requiresCpa: boolean('requires_cpa').notNull().default(false),
    remote: boolean('remote').notNull().default(false),
    // A job of a company with no approved job yet waits as a draft with review 'pending' until staff decide.
    reviewStatus: jobReviewStatusEnum('review_status').notNull().default('none'),
    reviewReason: text('review_reason'),
    // When the job first went public; the list of the company's jobs and the dashboard use it.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // The company's name, copied here so search needs no join; the company service keeps it in step.
    companyName: text('company_name').notNull().default(''),
    // Weighted full-text document (see migration 0001_search_functions).
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`job_search_document(language, position, keyword, company_name, location, industry, subindustry, description)`,
      ),
    // The same without the description (migration 0003): used for ranking, as it stays in the row.
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`job_title_document(language, position, keyword, company_name, location, industry, subindustry)`,
      ),
    ...timestamps,
  },
  (t) => [
    index('jobs_company_idx').on(t.companyJobsId),
    index('jobs_status_deadline_idx').on(t.status, t.deadline),
    index('jobs_created_at_idx').on(t.createdAt),
    index('jobs_review_status_idx').on(t.reviewStatus),
    // Full text plus the columns a keyword search's filters test (btree_gin; the place as
    // trigrams): with filters, one scan of this index finds only the jobs matching both, so a
    // common word with a selective filter does not read every row the word matches.
    index('jobs_search_idx').using(
      'gin',
      t.searchVector,
      t.industry,
      t.requiresCpa,
      t.type,
      t.experienceLevel,
      t.remote,
      t.companyJobsId,
      sql`(coalesce(${t.location}, '') || ' ' || coalesce(${t.address}, '')) gin_trgm_ops`,
    ),
    // Newest first and by salary (in the order search asks for, so nulls first as `desc` is):
    // the first page of a browse or a broad keyword search walks these.
    // The newest-first one also holds every column the search filters test, so counting the
    // jobs a set of filters leaves reads only the index (an index-only scan), not the rows.
    index('jobs_open_created_at_idx')
      .on(
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.deadline,
        t.type,
        t.experienceLevel,
        t.industry,
        t.requiresCpa,
        t.remote,
        t.salaryMinUsd,
        t.salaryMaxUsd,
        t.companyJobsId,
        t.location,
        t.address,
      )
      .where(sql`status = 'open'`),
    // Highest salary first, by the salary in US dollars (so currencies compare fairly).
    index('jobs_open_salary_usd_idx')
      .on(
        sql`(coalesce(${t.salaryMaxUsd}, ${t.salaryMinUsd})) desc nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`status = 'open'`),
  ],
);

/**
 * The distinct words (lowercase, as the 'simple' text search configuration splits them) of open
 * jobs' titles and company names, with how many open jobs hold each. A typo search corrects its
 * words against this small table (trigram index) instead of comparing every job's title.
 * Kept by statement triggers on `jobs` (migration 0009: insert, update, delete, truncate);
 * never written by the application.
 */
export const jobTitleWords = pgTable(
  'job_title_words',
  {
    word: text('word').primaryKey(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [index('job_title_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * One row: a number that changes whenever the jobs (or the currency rates salary filters use)
 * change, so a cached search answer is known to be current while it holds (jobs/search-cache.ts).
 * Bumped by triggers at commit (migration 0022); never written by the application.
 */
export const jobSearchVersion = pgTable('job_search_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * What each version changed (migration 0037): the jobs' ids, and for an edited or removed job
 * its searchable state before (the row as JSON, without the description, whose words are in the
 * search document). A cached answer of an older version is still current when none of the jobs
 * changed since matches its search, before or after (jobs/search-cache.ts). A row without a job
 * (`jobId` null) stands for a change no single job describes (many jobs at once, a company, the
 * currency rates): every answer of an older version is retired. Written by triggers at commit;
 * the oldest versions are dropped as new ones come.
 */
export const jobSearchChanges = pgTable(
  'job_search_changes',
  {
    version: integer('version').notNull(),
    jobId: uuid('job_id'),
    before: jsonb('before'),
  },
  (t) => [index('job_search_changes_version_idx').on(t.version)],
);
