import type { CompanyRole } from '../../domain/enums.ts';
import { eq } from 'drizzle-orm';
import { companyRoleOf, requireCompanyManager } from '../policies/companies.ts';
import { toCompany } from '../companies/index.ts';
import { employers } from '../db/schema/index.ts';
import { toEmployer } from '../employers/index.ts';
import { type GraphqlContext } from '../graphql/context.ts';
import { requireUser } from '../policies/roles.ts';
import { badInput } from '../lib/errors.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { createCompany, registerCompany, updateCompany } from './company-service.ts';
import { employerDashboard } from './dashboard-service.ts';
import {
  acceptInvite,
  companyEmployers,
  inviteEmployer,
  listCompanyInvites,
  previewInvite,
  removeEmployer,
  revokeCompanyInvite,
} from './invite-service.ts';
import { isId } from '../../domain/ids.ts';

/** Ids are checked before they reach PostgreSQL, where a malformed uuid would be a server error. */
const id = (value: string, what: string, ctx?: GraphqlContext) => {
  if (ctx) requireUser(ctx);
  if (!isId(value)) throw badInput(`${what} is not a valid id.`);
  return value;
};

export const employerAccountModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "Someone who manages a company: its owner or one of its admins."
    type CompanyEmployer {
      userId: ID!
      name: String!
      email: String!
      title: String
      role: CompanyRole!
    }
    "The company as its employers see it: with the staff's review and the people managing it."
    type CompanyAccount {
      company: Company!
      status: CompanyStatus!
      "Why the staff rejected the company (only while it is rejected)."
      reviewReason: String
      "What the signed-in user may do here."
      myRole: CompanyRole!
      employers: [CompanyEmployer!]!
    }
    type CompanyInvite {
      id: ID!
      companyId: ID!
      email: String!
      invitedByName: String
      status: InviteStatus!
      expiresAt: String!
      createdAt: String!
    }
    "What a guest may learn from an invitation link."
    type CompanyInvitePreview {
      companyName: String!
      maskedEmail: String!
      status: InviteStatus!
      expiresAt: String!
    }
    type DailyCount {
      date: String!
      count: Int!
    }
    type DashboardJob {
      id: ID!
      position: String!
      deadline: String!
      applicationCount: Int!
    }
    type DashboardApplication {
      id: ID!
      jobId: ID!
      position: String!
      applicantName: String!
      status: ApplicationStatus!
      appliedAt: String!
    }
    type EmployerDashboard {
      companyId: ID!
      companyStatus: CompanyStatus!
      reviewReason: String
      totalJobs: Int!
      "Open and before their deadline."
      openJobs: Int!
      "Drafts not waiting for the staff (never published, or rejected)."
      draftJobs: Int!
      jobsWaitingForReview: Int!
      "Applications received in the last 7 days."
      applicationsThisWeek: Int!
      "The last 30 UTC days, oldest first, days without applications included."
      applicationsPerDay: [DailyCount!]!
      "Open jobs whose deadline is within 14 days, soonest first."
      closingSoon: [DashboardJob!]!
      "The 5 newest applications."
      latestApplications: [DashboardApplication!]!
    }
    input UpdateCompanyInput {
      id: ID!
      name: String
      logo: String
      industry: String
      size: String
      countryCode: String
      contactNo: String
      email: String
      website: String
      city: String
      address: String
      license: String
    }
    input InviteEmployerInput {
      companyId: ID!
      email: String!
    }
    extend type Query {
      "The signed-in person's employer record (null before they register as an employer)."
      myEmployer: Employer
      "A company with its review and employers: its employers and staff."
      companyAccount(companyId: ID!): CompanyAccount!
      "Pending and expired invitations of a company: its employers and staff."
      listCompanyInvites(companyId: ID!): [CompanyInvite!]!
      "Public: the company and masked address of an invitation link (null when unknown or revoked)."
      companyInvite(token: String!): CompanyInvitePreview
      "The employer dashboard of a company: its employers and staff."
      employerDashboard(companyId: ID!): EmployerDashboard!
    }
    input CreateCompanyInput {
      name: String!
      logo: String
      industry: String
      size: String
      countryCode: String
      contactNo: String
      email: String
      website: String
      city: String
      address: String
      license: String
    }
    extend type Mutation {
      "A new company starts pending; the portal staff approve it before its jobs are published."
      createCompany(input: CreateCompanyInput!): Company!
      "A new company (pending until staff approve it) owned by the signed-in employer, linked to their employer record."
      registerCompany(input: CreateCompanyInput!): Company!
      "Its employers and staff; status, featured and licence verification are the staff's."
      updateCompany(input: UpdateCompanyInput!): Company!
      "The owner invites a colleague by email (valid 7 days)."
      inviteEmployer(input: InviteEmployerInput!): CompanyInvite!
      "The owner withdraws a pending invitation."
      revokeCompanyInvite(id: ID!): Boolean!
      "The signed-in person the invitation was sent to joins the company."
      acceptCompanyInvite(token: String!): Company!
      "The owner removes a colleague (not themself)."
      removeCompanyEmployer(companyId: ID!, userId: ID!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      myEmployer: async (_root, _args, ctx) => {
        const user = requireUser(ctx);
        const [row] = await ctx.db.select().from(employers).where(eq(employers.login, user.id)).limit(1);
        return row ? toEmployer(row) : null;
      },
      companyAccount: async (_root, args, ctx) => {
        const user = requireUser(ctx);
        const company = await requireCompanyManager(ctx.db, ctx, id(args.companyId, 'The company', ctx), {
          allowStaff: true,
        });
        // requireCompanyManager let only the company's employers and staff this far.
        const myRole: CompanyRole = companyRoleOf(company, user) ?? 'admin';
        return {
          company: toCompany(company),
          status: company.status,
          reviewReason: company.status === 'rejected' ? company.reviewReason : null,
          myRole,
          employers: await companyEmployers(ctx, company),
        };
      },
      listCompanyInvites: (_root, args, ctx) => listCompanyInvites(ctx, id(args.companyId, 'The company', ctx)),
      companyInvite: (_root, args, ctx) => previewInvite(ctx, args.token),
      employerDashboard: (_root, args, ctx) => employerDashboard(ctx, id(args.companyId, 'The company', ctx)),
    },
    Mutation: {
      createCompany: async (_root, { input }, ctx) => toCompany(await createCompany(ctx, input)),
      registerCompany: async (_root, { input }, ctx) => toCompany(await registerCompany(ctx, input)),
      updateCompany: async (_root, { input }, ctx) => {
        id(String(input.id), 'The company', ctx);
        return toCompany(await updateCompany(ctx, input));
      },
      inviteEmployer: (_root, { input }, ctx) => inviteEmployer(ctx, input),
      revokeCompanyInvite: (_root, args, ctx) => revokeCompanyInvite(ctx, id(args.id, 'The invitation', ctx)),
      acceptCompanyInvite: async (_root, args, ctx) => toCompany(await acceptInvite(ctx, args.token)),
      removeCompanyEmployer: (_root, args, ctx) =>
        removeEmployer(ctx, id(args.companyId, 'The company', ctx), id(args.userId, 'The colleague', ctx)),
    },
  },
};
