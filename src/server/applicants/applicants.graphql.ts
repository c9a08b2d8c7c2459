import { inArray } from 'drizzle-orm';
import { educations, jobApplications, licenses, users, works } from '../db/schema/index.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { toApplication, type GraphqlApplication } from '../applications/index.ts';
import { toJob } from '../jobs/index.ts';
import { toEducation, toLicense, toWork } from '../users/index.ts';
import {
  groupNames,
  listJobApplications,
  statusCounts,
  updateJobApplication,
  visibleGroups,
  type ApplicationRow,
} from './applicant-service.ts';
import { toApplicantProfile } from './applicant-mapper.ts';
import { companySideApplications } from '../policies/applications.ts';
import { isId } from '../../domain/ids.ts';

/** An application as its employer sees it: with the private note and without internal groups. */

function toEmployerApplication(row: ApplicationRow, companyId: string) {
  return {
    ...toApplication(row),
    jobManagerGroups: visibleGroups(row.jobManagerGroups, companyId),
    note: row.note,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    employerView: true as const,
  };
}
type AnyApplication = GraphqlApplication;

// Per request: the note, groups and applicant fields of one list ask the same question.
const viewableByRequest = new WeakMap<GraphqlContext, Map<string, boolean>>();

/** The applications in the batch that the viewer may see as the company's side, asked once per request. */
async function allowedApplications(queries: { obj: AnyApplication }[], ctx: GraphqlContext): Promise<Set<string>> {
  let known = viewableByRequest.get(ctx);
  if (!known) viewableByRequest.set(ctx, (known = new Map()));
  const unchecked = [
    ...new Set(queries.filter((q) => !q.obj.employerView && !known.has(q.obj.id)).map((q) => q.obj.id)),
  ];
  if (unchecked.length) {
    const viewable = await companySideApplications(ctx.db, ctx.user, unchecked);
    for (const id of unchecked) known.set(id, viewable.has(id));
  }
  return new Set(queries.filter((q) => q.obj.employerView || known.get(q.obj.id)).map((q) => q.obj.id));
}

/** Loads rows of a per-user table for every applicant in the batch with one query. */
function byUser<Row extends { userId: string }, Out>(rows: Row[], map: (r: Row) => Out) {
  const grouped = new Map<string, Out[]>();
  for (const r of rows) grouped.set(r.userId, [...(grouped.get(r.userId) ?? []), map(r)]);
  return grouped;
}

export const applicantsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "The applicant as the employer of the job sees them (their profile, work, education and licences)."
    type ApplicantProfile {
      id: ID!
      name: String!
      email: String!
      mobile: String
      countryCode: String
      location: String
      summary: String
      "Comma-separated skills as the applicant wrote them"
      skills: String
      linkedIn: String
      isCPA: Boolean!
      cpaStatus: CpaStatus!
      language: Language!
      "The applicant's profile photo (an address), when they gave one."
      photo: String
      work: [Work!]!
      education: [Education!]!
      licenses: [License!]!
    }
    extend type ResumeFile {
      "Where the file is read (GET with the bearer token); only those allowed to read it get it."
      url: String!
    }
    extend type JobApplication {
      "When the status last changed (null while it is the status it was submitted with)."
      statusChangedAt: String
      "The employer's private note: only the company's employers and staff see it (null for others)."
      note: String
      "The applicant's profile: for the job's employers and staff (null for others)."
      applicant: ApplicantProfile
    }
    type ApplicantStatusCount {
      status: ApplicationStatus!
      count: Int!
    }
    type JobApplicantConnection {
      items: [JobApplication!]!
      nextToken: String
      "The job whose applicants these are."
      job: Job!
      "Applications of the job in each status, whatever the filter."
      counts: [ApplicantStatusCount!]!
      "Every hiring-manager group used on this job's applications."
      groups: [String!]!
    }
    input JobApplicantFilterInput {
      status: String
      "true: the Shortlisted status only; false: every other status."
      shortlist: Boolean
      jobManagerGroup: String
      "Part of the applicant's name or e-mail"
      query: String
    }
    input UpdateJobApplicationInput {
      id: ID!
      "Any status but withdrawn (that is the applicant's)."
      status: String
      "The star is the Shortlisted status: true moves the application there, false moves a shortlisted one back to reviewing."
      shortlist: Boolean
      jobManagerGroups: [String!]
      "Private to the company; empty clears it."
      note: String
    }
    extend type Query {
      "A job's applications, newest first: for the employers of its company and staff only."
      listJobApplications(
        jobId: ID!
        filter: JobApplicantFilterInput
        limit: Int
        nextToken: String
      ): JobApplicantConnection!
    }
    extend type Mutation {
      "Moves an application (the candidate is e-mailed when the status changes), shortlists it, groups it or notes it."
      updateJobApplication(input: UpdateJobApplicationInput!): JobApplication!
    }
  `,
  resolvers: {
    Query: {
      listJobApplications: async (_root, args, ctx) => {
        const { job, page } = await listJobApplications(ctx.db, ctx.user, args.jobId, args);
        const [counts, groups] = await Promise.all([statusCounts(ctx.db, job.id), groupNames(ctx.db, job)]);
        return {
          items: page.items.map((row) => toEmployerApplication(row, job.companyJobsId)),
          nextToken: page.nextToken,
          job: toJob(job),
          counts,
          groups,
        };
      },
    },
    Mutation: {
      updateJobApplication: async (_root, { input }, ctx) => {
        const { row, companyId } = await updateJobApplication(
          {
            db: ctx.db,
            mailer: ctx.mailer,
            publicUrl: ctx.publicUrl,
            live: ctx.live,
            onMailError: (err) => ctx.app.log.error({ err }, 'application status mail failed'),
          },
          ctx.user,
          input,
        );
        return toEmployerApplication(row, companyId);
      },
    },
    ResumeFile: {
      url: (file: { id: string }) => `/api/files/${encodeURIComponent(file.id)}`,
    },
  },
  loaders: {
    JobApplication: {
      statusChangedAt: async (queries, ctx) => {
        const missing = [...new Set(queries.filter((q) => q.obj.statusChangedAt === undefined).map((q) => q.obj.id))];
        const rows = missing.length
          ? await ctx.db
              .select({ id: jobApplications.id, at: jobApplications.statusChangedAt })
              .from(jobApplications)
              .where(inArray(jobApplications.id, missing))
          : [];
        const byId = new Map(rows.map((r) => [r.id, r.at?.toISOString() ?? null]));
        return queries.map((q) =>
          q.obj.statusChangedAt !== undefined ? q.obj.statusChangedAt : (byId.get(q.obj.id) ?? null),
        );
      },
      // The hiring-manager groups are the employer's working notes: the applicant (and anyone
      // else not on the company's side) does not see them. (The shortlist is the Shortlisted
      // status, which the applicant is told anyway.)
      jobManagerGroups: async (queries, ctx) => {
        const allowed = await allowedApplications(queries, ctx);
        // Groups that are ids (the company's own marker, set on applying) are internal.
        return queries.map((q) => (allowed.has(q.obj.id) ? q.obj.jobManagerGroups.filter((g) => !isId(g)) : []));
      },
      note: async (queries, ctx) => {
        const allowed = await allowedApplications(queries, ctx);
        const missing = [
          ...new Set(queries.filter((q) => allowed.has(q.obj.id) && q.obj.note === undefined).map((q) => q.obj.id)),
        ];
        const rows = missing.length
          ? await ctx.db
              .select({ id: jobApplications.id, note: jobApplications.note })
              .from(jobApplications)
              .where(inArray(jobApplications.id, missing))
          : [];
        const byId = new Map(rows.map((r) => [r.id, r.note]));
        return queries.map((q) =>
          allowed.has(q.obj.id) ? (q.obj.note !== undefined ? q.obj.note : (byId.get(q.obj.id) ?? null)) : null,
        );
      },
      applicant: async (queries, ctx) => {
        const allowed = await allowedApplications(queries, ctx);
        const ids = [...new Set(queries.filter((q) => allowed.has(q.obj.id)).map((q) => q.obj.userID))];
        const rows = ids.length ? await ctx.db.select().from(users).where(inArray(users.id, ids)) : [];
        const byId = new Map(rows.map((u) => [u.id, toApplicantProfile(u)]));
        return queries.map((q) => (allowed.has(q.obj.id) ? (byId.get(q.obj.userID) ?? null) : null));
      },
    },
    ApplicantProfile: {
      work: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.id))];
        const rows = await ctx.db.select().from(works).where(inArray(works.userId, ids)).orderBy(works.start);
        const grouped = byUser(rows.reverse(), toWork);
        return queries.map((q) => grouped.get(q.obj.id) ?? []);
      },
      education: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.id))];
        const rows = await ctx.db
          .select()
          .from(educations)
          .where(inArray(educations.userId, ids))
          .orderBy(educations.start);
        const grouped = byUser(rows.reverse(), toEducation);
        return queries.map((q) => grouped.get(q.obj.id) ?? []);
      },
      licenses: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.id))];
        const rows = await ctx.db.select().from(licenses).where(inArray(licenses.userId, ids)).orderBy(licenses.start);
        const grouped = byUser(rows.reverse(), toLicense);
        return queries.map((q) => grouped.get(q.obj.id) ?? []);
      },
    },
  },
};
