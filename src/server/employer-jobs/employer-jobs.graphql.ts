import { idSchema } from '../../domain/ids.ts';
import { requireUser } from '../policies/roles.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { requireCompanyManager } from '../policies/companies.ts';
import { jobField, toJob } from '../jobs/index.ts';
import { notFound } from '../lib/errors.ts';
import {
  applicationCounts,
  closeJob,
  companyJobsFilterSchema,
  createJob,
  deleteJob,
  duplicateJob,
  findJob,
  listCompanyJobs,
  publishJob,
  reopenJob,
  requireManagedJob,
  updateJob,
} from './employer-job-service.ts';
import { canManageJob } from '../policies/jobs.ts';

const JOB_FIELDS_INPUT = `
      position: String
      "Rich text (HTML); only simple formatting is kept, the rest is removed on the server."
      description: String
      location: String
      address: String
      "full-time, part-time, contract, temporary, internship or volunteer"
      type: String
      experience: String
      "entry, associate, mid, senior, director or executive"
      experienceLevel: String
      education: String
      requirement: String
      keyword: [String!]
      industry: String
      subindustry: String
      "en, tr or ar: the language the ad is written in"
      language: String
      salaryStart: Int
      salaryEnd: Int
      salaryNegotiable: Boolean
      "YYYY-MM-DD"
      start: String
      "YYYY-MM-DD; must be after today to publish"
      deadline: String
      "internal (apply here) or external (applyUrl)"
      applyWay: String
      applyUrl: String
      requiresCPA: Boolean
      remote: Boolean
`;

export const employerJobsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type ApplicationStatusCount { status: ApplicationStatus!, count: Int! }
    extend type Job {
      "The staff's review; for the company's employers and staff, otherwise null"
      reviewStatus: JobReviewStatus
      "Why staff rejected the job; for the company's employers and staff"
      reviewReason: String
      "When the job first went public; for the company's employers and staff"
      publishedAt: String
      "Applications per status; empty for anyone but the company's employers and staff"
      applicationCounts: [ApplicationStatusCount!]!
    }
    input CreateJobInput {
      "The company the job is for; only its employers may create it."
      companyJobsId: ID!
      ${JOB_FIELDS_INPUT}
    }
    input UpdateJobInput {
      id: ID!
      ${JOB_FIELDS_INPUT}
    }
    input DeleteJobInput { id: ID! }
    "draft, pending (waiting for review), rejected, open, closed or expired"
    input CompanyJobsFilter { status: String, query: String }
    extend type Query {
      "All of a company's jobs, newest first: for its employers and staff."
      listCompanyJobs(companyId: ID!, filter: CompanyJobsFilter, limit: Int, nextToken: String): ModelJobConnection!
      "Any job of the company, drafts included: for its employers and staff."
      getCompanyJob(id: ID!): Job
    }
    extend type Mutation {
      "A new draft of the company."
      createJob(input: CreateJobInput!): Job!
      "Changes the given fields; an open job stays open and must still be publishable."
      updateJob(input: UpdateJobInput!): Job!
      "Publishes a draft: open at once for trusted companies, otherwise it waits for staff review."
      publishJob(id: ID!): Job!
      closeJob(id: ID!): Job!
      "A closed or expired job with a deadline in the future opens again."
      reopenJob(id: ID!): Job!
      "A draft copy of the job."
      duplicateJob(id: ID!): Job!
      "Deletes a draft that has no applications."
      deleteJob(input: DeleteJobInput!): Job!
    }
  `,
  resolvers: {
    Query: {
      listCompanyJobs: async (_root, args, ctx) => {
        requireUser(ctx);
        if (!idSchema.safeParse(args.companyId).success) throw notFound('The company');
        const company = await requireCompanyManager(ctx.db, ctx, args.companyId, { allowStaff: true });
        const filter = companyJobsFilterSchema.parse(args.filter);
        const { limit, offset } = readPaging(args.limit, args.nextToken);
        const rows = await listCompanyJobs(ctx.db, company.id, filter, limit, offset);
        return toPage(rows.map(toJob), limit, offset);
      },
      getCompanyJob: async (_root, { id }, ctx) => {
        requireUser(ctx);
        if (!(await findJob(ctx.db, id))) return null;
        const { job } = await requireManagedJob(ctx, id, { allowStaff: true });
        return toJob(job);
      },
    },
    Mutation: {
      createJob: async (_root, { input }, ctx) => toJob(await createJob(ctx, input)),
      updateJob: async (_root, { input }, ctx) => toJob(await updateJob(ctx, input)),
      publishJob: async (_root, { id }, ctx) => toJob(await publishJob(ctx, id)),
      closeJob: async (_root, { id }, ctx) => toJob(await closeJob(ctx, id)),
      reopenJob: async (_root, { id }, ctx) => toJob(await reopenJob(ctx, id)),
      duplicateJob: async (_root, { id }, ctx) => toJob(await duplicateJob(ctx, id)),
      deleteJob: async (_root, { input }, ctx) => toJob(await deleteJob(ctx, input.id)),
    },
    Job: {
      // A search result lacks these: jobField reads them for a manager who asks.
      reviewStatus: async (job, _args, ctx) =>
        (await canManageJob(ctx.db, ctx, job)) ? jobField(ctx, job, 'reviewStatus') : null,
      reviewReason: async (job, _args, ctx) =>
        (await canManageJob(ctx.db, ctx, job)) ? jobField(ctx, job, 'reviewReason') : null,
      publishedAt: async (job, _args, ctx) => {
        const published = (await canManageJob(ctx.db, ctx, job)) ? await jobField(ctx, job, 'publishedAt') : null;
        return published ? new Date(published).toISOString() : null;
      },
    },
  },
  loaders: {
    Job: {
      // One query for the counts of every job in a response (no N+1).
      applicationCounts: async (queries, ctx) => {
        const allowed = await Promise.all(queries.map((q) => canManageJob(ctx.db, ctx, q.obj)));
        const ids = [...new Set(queries.filter((_q, i) => allowed[i]).map((q) => q.obj.id))];
        const counts = await applicationCounts(ctx.db, ids);
        return queries.map((q, i) => (allowed[i] ? (counts.get(q.obj.id) ?? []) : []));
      },
    },
  },
};
