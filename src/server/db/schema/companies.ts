import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyStatusEnum } from './enums.ts';
import { timestamps, users } from './users.ts';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo'),
    industry: text('industry'),
    featured: boolean('featured').notNull().default(false),
    size: text('size'),
    countryCode: text('country_code'),
    contactNo: text('contact_no'),
    email: text('email'),
    website: text('website'),
    city: text('city'),
    address: text('address'),
    owner: uuid('owner').references(() => users.id, { onDelete: 'set null' }),
    // Employers (user ids) who may manage this company besides the owner.
    admin: uuid('admin').array().notNull().default([]),
    license: text('license'),
    licenseVerified: boolean('license_verified').notNull().default(false),
    status: companyStatusEnum('status').notNull().default('pending'),
    // Why staff rejected the company (e-mailed to the owner as well).
    reviewReason: text('review_reason'),
    // Set once staff have approved one of its jobs: from then on its jobs publish without review.
    jobsTrusted: boolean('jobs_trusted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('companies_owner_idx').on(t.owner),
    index('companies_status_idx').on(t.status),
    index('companies_featured_idx').on(t.featured),
  ],
);

export const employers = pgTable(
  'employers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The employer's sign-in account: the specification's Employer.password lives there, hashed.
    login: uuid('login')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    title: text('title'),
    address: text('address'),
    city: text('city'),
    countryCode: text('country_code'),
    contactNo: text('contact_no'),
    employerCompanyId: uuid('employer_company_id').references(() => companies.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('employers_login_idx').on(t.login), index('employers_company_idx').on(t.employerCompanyId)],
);

/** An invitation from a company's owner to a colleague to manage the company with them. */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // SHA-256 of the token sent by e-mail; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_invites_token_key').on(t.tokenHash),
    index('company_invites_company_idx').on(t.companyId),
  ],
);
