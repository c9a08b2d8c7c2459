import { type GraphqlContext } from '../graphql/context.ts';
import { requireStaff } from '../policies/roles.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { createContentService } from './content-service.ts';
import { createReviewService } from './review-service.ts';
import { createStaffCompaniesService } from './staff-companies-service.ts';
import { createStaffUsersService } from './staff-users-service.ts';

// Everything here is for the portal staff and admins (SPEC: moderation and administration).
// Resolvers check who asks and hand over to a service.

type Paged = { limit?: number | null; nextToken?: string | null };

const reviewOf = (ctx: GraphqlContext) =>
  createReviewService({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.publicUrl, live: ctx.live, log: ctx.reply.log });
const usersOf = (ctx: GraphqlContext) => createStaffUsersService(ctx.db);
const companiesOf = (ctx: GraphqlContext) => createStaffCompaniesService(ctx.db);
const page = (args: Paged) => [args.limit ?? undefined, args.nextToken ?? undefined] as const;

export const moderationModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A company as the staff see it (any status), with its owner and review fields."
    type StaffCompany {
      id: ID!
      company: Company!
      "The owner's display name and e-mail; null when the company has no owner account (no one is e-mailed)."
      ownerName: String
      ownerEmail: String
      "en, tr or ar: the language the owner is e-mailed the staff's decision in."
      ownerLanguage: String
      "Why the staff rejected it (e-mailed to the owner)."
      reviewReason: String
      "True once the staff approved one of its jobs: its jobs then publish without review."
      jobsTrusted: Boolean!
      createdAt: String!
    }
    type StaffCompanyConnection {
      items: [StaffCompany!]!
      nextToken: String
      "How many the whole list holds (every page), counted when asked for."
      total: Int!
    }
    "A user as the staff see it: the profile and whether the account is disabled."
    type StaffUser {
      id: ID!
      user: User!
      disabled: Boolean!
    }
    type StaffUserConnection {
      items: [StaffUser!]!
      nextToken: String
      "How many the whole list holds (every page), counted when asked for."
      total: Int!
    }
    "Jobs waiting for review: a page of them, and how many wait in all."
    type StaffJobConnection {
      items: [Job!]!
      nextToken: String
      "How many the whole list holds (every page), counted when asked for."
      total: Int!
    }
    "What waits for the staff's decision."
    type ModerationCounts {
      companies: Int!
      jobs: Int!
      cpaClaims: Int!
    }
    input ReviewInput {
      id: ID!
      approve: Boolean!
      "Required when rejecting; e-mailed to the company's employers."
      reason: String
    }
    input StaffUserFilterInput {
      "admin, staff or user"
      role: String
      "jobseeker or employer"
      memberType: String
      "none, claimed, confirmed or rejected"
      cpaStatus: String
      disabled: Boolean
    }
    input SetUserRolesInput {
      id: ID!
      "from admin, staff, user (user is always kept)"
      roles: [String!]!
    }
    input SetUserDisabledInput {
      id: ID!
      disabled: Boolean!
    }
    input StaffCompanyFilterInput {
      "pending, approved or rejected"
      status: String
      featured: Boolean
      licenseVerified: Boolean
    }
    input SetCompanyLicenseVerifiedInput {
      id: ID!
      verified: Boolean!
    }
    input SetCompanyFeaturedInput {
      id: ID!
      featured: Boolean!
    }
    input UpdateJobSeekerContentInput {
      "en, tr or ar: the record home-<language> is updated"
      language: String!
      bannerTitle: String!
      "An uploaded banner (/api/files/<id>), an https:// address, or empty for the default picture."
      bannerImage: String!
      "Plain paragraphs separated by a blank line; markup is removed."
      aboutUs: String!
    }
    extend type Query {
      "Staff and admin: companies waiting for approval, oldest first."
      listCompaniesForReview(limit: Int, nextToken: String): StaffCompanyConnection!
      "Staff and admin: jobs waiting for review (a company's first jobs), oldest first."
      listJobsForReview(limit: Int, nextToken: String): StaffJobConnection!
      "Staff and admin: how many companies, jobs and CPA claims wait for a decision."
      moderationCounts: ModerationCounts!
      "Staff and admin: users by name or e-mail (case-insensitive), newest first."
      searchUsers(query: String, filter: StaffUserFilterInput, limit: Int, nextToken: String): StaffUserConnection!
      "Staff and admin: every company whatever its status, by name, licence or e-mail, newest first."
      listCompaniesForStaff(
        query: String
        filter: StaffCompanyFilterInput
        limit: Int
        nextToken: String
      ): StaffCompanyConnection!
    }
    extend type Mutation {
      "Staff and admin: approve or reject a pending company (a reason is required to reject); the owner is e-mailed."
      reviewCompany(input: ReviewInput!): Company!
      "Staff and admin: publish or send back a job waiting for review (a reason is required to reject); the company's employers are e-mailed. Approving also trusts the company's later jobs."
      reviewJob(input: ReviewInput!): Job!
      "Admin only: set a user's roles (user is always kept; an admin cannot drop their own admin role)."
      setUserRoles(input: SetUserRolesInput!): StaffUser!
      "Staff and admin: disable or enable an account (never your own; only an admin may disable staff or admins). A disabled user cannot sign in and their tokens stop working."
      setUserDisabled(input: SetUserDisabledInput!): StaffUser!
      "Staff and admin: mark a company's licence as checked."
      setCompanyLicenseVerified(input: SetCompanyLicenseVerifiedInput!): StaffCompany!
      "Staff and admin: feature a company on the home page."
      setCompanyFeatured(input: SetCompanyFeaturedInput!): StaffCompany!
      "Staff and admin: the home banner and about-us text of one language."
      updateJobSeekerContent(input: UpdateJobSeekerContentInput!): JobSeekerContent!
    }
  `,
  resolvers: {
    Query: {
      listCompaniesForReview: (_root, args, ctx) => {
        requireStaff(ctx);
        return reviewOf(ctx).pendingCompanies(...page(args));
      },
      listJobsForReview: (_root, args, ctx) => {
        requireStaff(ctx);
        return reviewOf(ctx).pendingJobs(...page(args));
      },
      moderationCounts: (_root, _args, ctx) => {
        requireStaff(ctx);
        return reviewOf(ctx).counts();
      },
      searchUsers: (_root, { query, filter, ...args }, ctx) => {
        requireStaff(ctx);
        return usersOf(ctx).search({ query, filter }, ...page(args));
      },
      listCompaniesForStaff: (_root, { query, filter, ...args }, ctx) => {
        requireStaff(ctx);
        return companiesOf(ctx).list({ query, filter }, ...page(args));
      },
    },
    Mutation: {
      reviewCompany: (_root, { input }, ctx) => {
        requireStaff(ctx);
        return reviewOf(ctx).reviewCompany(input);
      },
      reviewJob: (_root, { input }, ctx) => {
        requireStaff(ctx);
        return reviewOf(ctx).reviewJob(input);
      },
      setUserRoles: (_root, { input }, ctx) => usersOf(ctx).setRoles(requireStaff(ctx), input),
      setUserDisabled: (_root, { input }, ctx) => usersOf(ctx).setDisabled(requireStaff(ctx), input),
      setCompanyLicenseVerified: (_root, { input }, ctx) => {
        requireStaff(ctx);
        return companiesOf(ctx).setLicenseVerified(input);
      },
      setCompanyFeatured: (_root, { input }, ctx) => {
        requireStaff(ctx);
        return companiesOf(ctx).setFeatured(input);
      },
      updateJobSeekerContent: (_root, { input }, ctx) => {
        requireStaff(ctx);
        return createContentService(ctx.db).update(input);
      },
    },
  },
};
