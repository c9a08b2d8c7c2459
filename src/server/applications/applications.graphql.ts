import { inEnglish } from '../../domain/messages.ts';
import { inArray } from 'drizzle-orm';
import { APPLICATION_MESSAGES as M } from '../../domain/application-schemas.ts';
import { files, jobs } from '../db/schema/index.ts';
import { requireUser } from '../policies/roles.ts';
import { AppError } from '../lib/errors.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { jobColumns, toJob } from '../jobs/index.ts';
import {
  applicationsForJobs,
  applicationsForUsers,
  applyBlock,
  createJobApplication,
  findPublishedJob,
  appliedJobsOfUser,
  listApplicationsOfUser,
  withdrawJobApplication,
  type ApplicationRow,
} from './application-service.ts';
import { toApplication } from './application-mapper.ts';

interface PageParams {
  limit?: number | null;
  nextToken?: string | null;
}

/** Pages one parent's list inside a batched loader; a refusal stays an error on that field only. */
function pageOf(list: ApplicationRow[] | Error | undefined, params: PageParams) {
  if (list instanceof Error) return list;
  const { limit, offset } = readPaging(params.limit, params.nextToken);
  return toPage((list ?? []).slice(offset, offset + limit + 1).map(toApplication), limit, offset);
}

export const applicationsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type ResumeFile {
      id: ID!
      filename: String!
      mimeType: String!
      size: Int!
    }
    type JobApplication {
      id: ID!
      status: ApplicationStatus!
      salary: Int
      appliedAt: String!
      jobManagerGroups: [String!]!
      userID: ID!
      "Whether the status is shortlisted (the shortlist is that status, not a mark of its own)."
      shortlist: Boolean!
      "The job applied to."
      jobApplicationsId: ID!
      coverLetter: String
      resumeFileId: ID
      resume: ResumeFile
      createdAt: String!
      updatedAt: String!
      job: Job
    }
    type ModelJobApplicationConnection {
      items: [JobApplication!]!
      nextToken: String
    }
    input CreateJobApplicationInput {
      "The id of the job applied to."
      jobApplicationsId: ID!
      resumeFileId: ID
      coverLetter: String
      salary: Int
    }
    "The applicant's own details, as the apply screen shows them (nothing is asked twice)."
    type Applicant {
      id: ID!
      displayName: String!
      fullName: String
      email: String!
      emailVerified: Boolean!
      mobile: String
      countryCode: String
      location: String
      isCPA: Boolean!
      cpaStatus: CpaStatus!
    }
    "Whether the signed-in user may apply to a job now; when not, why (a key and its message)."
    type JobApplicationEligibility {
      canApply: Boolean!
      reason: ApplyBlockReason
      message: String
      "The user's earlier application to this job, if any."
      application: JobApplication
      applicant: Applicant!
    }
    extend type User {
      "The user's applications: for the user, staff, and (only those sent to their jobs) employers."
      applications(limit: Int, nextToken: String): ModelJobApplicationConnection
    }
    extend type Job {
      "For the employers of the job's company and staff only."
      applications(limit: Int, nextToken: String): ModelJobApplicationConnection
    }
    type AppliedJob {
      jobId: ID!
      applicationId: ID!
      appliedAt: String!
      status: ApplicationStatus!
    }
    "What decides the apply button for the signed-in user on any job: CPA standing and the jobs applied to."
    type ApplyStanding {
      isCPA: Boolean!
      cpaStatus: CpaStatus
      emailVerified: Boolean!
      "The newest 1,000 applications' jobs."
      appliedJobs: [AppliedJob!]!
    }
    extend type Query {
      "The signed-in user's applications, newest first."
      myJobApplications(limit: Int, nextToken: String): ModelJobApplicationConnection!
      jobApplicationEligibility(jobId: ID!): JobApplicationEligibility!
      myApplyStanding: ApplyStanding!
    }
    extend type Mutation {
      createJobApplication(input: CreateJobApplicationInput!): JobApplication!
      "Withdraws one's own application that is still in play."
      withdrawJobApplication(id: ID!): JobApplication!
    }
  `,
  resolvers: {
    Query: {
      myJobApplications: async (_root, args, ctx) => {
        const user = requireUser(ctx);
        const { limit, offset } = readPaging(args.limit, args.nextToken);
        const rows = await listApplicationsOfUser(ctx.db, user.id, limit, offset);
        return toPage(rows.map(toApplication), limit, offset);
      },
      myApplyStanding: async (_root, _args, ctx) => {
        const user = requireUser(ctx);
        const applied = await appliedJobsOfUser(ctx.db, user.id);
        return {
          isCPA: user.isCpa,
          cpaStatus: user.cpaStatus,
          emailVerified: user.emailVerified,
          appliedJobs: applied.map((a) => ({ ...a, appliedAt: a.appliedAt.toISOString() })),
        };
      },
      jobApplicationEligibility: async (_root, { jobId }, ctx) => {
        const user = requireUser(ctx);
        const job = await findPublishedJob(ctx.db, jobId);
        if (!job) throw new AppError('NOT_FOUND', M.jobNotFound);
        const { block, existing } = await applyBlock(ctx.db, user, job);
        return {
          canApply: !block,
          reason: block?.reason ?? null,
          message: block ? inEnglish(M[block.reason]) : null,
          application: existing ? toApplication(existing) : null,
          applicant: {
            id: user.id,
            displayName: user.displayName,
            fullName: user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
            email: user.email,
            emailVerified: user.emailVerified,
            mobile: user.mobile,
            countryCode: user.countryCode,
            location: user.location,
            isCPA: user.isCpa,
            cpaStatus: user.cpaStatus,
          },
        };
      },
    },
    Mutation: {
      createJobApplication: async (_root, { input }, ctx) => {
        const row = await createJobApplication(
          {
            db: ctx.db,
            mailer: ctx.mailer,
            publicUrl: ctx.publicUrl,
            live: ctx.live,
            onMailError: (err) => ctx.app.log.error({ err }, 'application mail failed'),
          },
          ctx.user,
          input,
        );
        return toApplication(row);
      },
      withdrawJobApplication: async (_root, { id }, ctx) =>
        toApplication(await withdrawJobApplication(ctx.db, ctx.user, id)),
    },
  },
  loaders: {
    JobApplication: {
      // Every application's job in one query; an applicant still sees a job that has since closed.
      job: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.jobApplicationsId))];
        const rows = ids.length ? await ctx.db.select(jobColumns).from(jobs).where(inArray(jobs.id, ids)) : [];
        const byId = new Map(rows.map((r) => [r.id, toJob(r)]));
        return queries.map((q) => byId.get(q.obj.jobApplicationsId) ?? null);
      },
      resume: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.resumeFileId).filter((id): id is string => Boolean(id)))];
        const rows = ids.length
          ? await ctx.db
              .select({ id: files.id, filename: files.filename, mimeType: files.mimeType, size: files.size })
              .from(files)
              .where(inArray(files.id, ids))
          : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return queries.map((q) => (q.obj.resumeFileId ? (byId.get(q.obj.resumeFileId) ?? null) : null));
      },
    },
    User: {
      applications: async (queries, ctx) => {
        const lists = await applicationsForUsers(ctx.db, ctx.user, [...new Set(queries.map((q) => q.obj.id))]);
        return queries.map((q) => pageOf(lists.get(q.obj.id), q.params));
      },
    },
    Job: {
      applications: async (queries, ctx) => {
        const unique = [
          ...new Map(queries.map((q) => [q.obj.id, { id: q.obj.id, companyJobsId: q.obj.companyJobsId }])).values(),
        ];
        const lists = await applicationsForJobs(ctx.db, ctx.user, unique);
        return queries.map((q) => pageOf(lists.get(q.obj.id), q.params));
      },
    },
  },
};
