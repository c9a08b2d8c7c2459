import { SEARCH_TEXT_MAX_LENGTH } from '../../domain/constants.ts';
import { and, desc, eq } from 'drizzle-orm';
import { companyRowById, toCompany } from '../companies/index.ts';
import { jobs } from '../db/schema/index.ts';
import { badInput } from '../lib/errors.ts';
import { compileFilter } from '../graphql/filters.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { visibleJobs } from '../policies/jobs.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { jobColumns, toJob } from './job-mapper.ts';
import { jobSearchFilterSchema, searchFoundBy, searchJobs } from './job-search.ts';
import type { JobSearchResult } from './job-search-types.ts';
import { noteSearchAnswer } from './search-responses.ts';
import { companyJobsLoaders, companyJobsTypeDefs } from './company-jobs.ts';
import { idSchema } from '../../domain/ids.ts';
import { jobDetailResolvers } from './job-details.ts';

const filterColumns = {
  id: jobs.id,
  companyJobsId: jobs.companyJobsId,
  position: jobs.position,
  status: jobs.status,
  type: jobs.type,
  experienceLevel: jobs.experienceLevel,
  industry: jobs.industry,
  subindustry: jobs.subindustry,
  location: jobs.location,
  language: jobs.language,
  requiresCPA: jobs.requiresCpa,
  remote: jobs.remote,
  applyWay: jobs.applyWay,
  salaryStart: jobs.salaryStart,
  salaryEnd: jobs.salaryEnd,
  deadline: jobs.deadline,
};

export const jobsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type Job {
      id: ID!
      companyJobsId: ID!
      position: String!
      description: String!
      location: String
      address: String
      type: JobType!
      experience: String
      experienceLevel: ExperienceLevel
      education: String
      requirement: String
      keyword: [String!]!
      industry: String
      subindustry: String
      language: Language!
      salaryStart: Int
      salaryEnd: Int
      salaryNegotiable: Boolean!
      "The currency of salaryStart and salaryEnd (ISO 4217): the company's country's when the job was written."
      salaryCurrency: String!
      "An open job past its deadline reads as expired."
      status: JobStatus!
      start: String
      deadline: String
      applyWay: ApplyWay!
      applyUrl: String
      requiresCPA: Boolean!
      remote: Boolean!
      "Open and before its deadline: can be applied to."
      isOpen: Boolean!
      createdAt: String!
      updatedAt: String!
      company: Company
    }
    type ModelJobConnection {
      items: [Job!]!
      nextToken: String
    }
    input ModelJobFilterInput {
      id: ModelIDInput
      companyJobsId: ModelIDInput
      position: ModelStringInput
      status: ModelStringInput
      type: ModelStringInput
      experienceLevel: ModelStringInput
      industry: ModelStringInput
      subindustry: ModelStringInput
      location: ModelStringInput
      language: ModelStringInput
      requiresCPA: ModelBooleanInput
      remote: ModelBooleanInput
      applyWay: ModelStringInput
      salaryStart: ModelIntInput
      salaryEnd: ModelIntInput
      deadline: ModelStringInput
      and: [ModelJobFilterInput]
      or: [ModelJobFilterInput]
      not: ModelJobFilterInput
    }
    input JobSearchFilter {
      location: String
      type: [String!]
      experienceLevel: [String!]
      industry: [String!]
      "Yearly, in salaryCurrency; jobs compare in US dollars at the current rates."
      salaryMin: Int
      salaryMax: Int
      "The currency of salaryMin and salaryMax (ISO 4217); USD when not given."
      salaryCurrency: String
      requiresCPA: Boolean
      remote: Boolean
      postedWithinDays: Int
      companyId: ID
    }
    type Facet {
      value: String!
      count: Int!
    }
    type JobFacets {
      type: [Facet!]!
      experienceLevel: [Facet!]!
      industry: [Facet!]!
    }
    type JobSearchResult {
      items: [Job!]!
      nextToken: String
      "Exact up to 1,000; a broad search stops counting there (see totalIsLowerBound), or is not counted at all (see totalIsEstimate)."
      total: Int!
      "The count stopped at total: there are at least that many matches, and the facet counts are lower bounds too."
      totalIsLowerBound: Boolean!
      "A broad search is not counted: total and the facet counts are PostgreSQL's estimates, rounded to two significant digits (shown as “about”)."
      totalIsEstimate: Boolean!
      facets: JobFacets!
      "The words searched instead of the query as typed (a typo, corrected); null when the query was searched as typed."
      correctedQuery: String
    }
    extend type Query {
      getJob(id: ID!): Job
      listJobs(filter: ModelJobFilterInput, limit: Int, nextToken: String): ModelJobConnection!
      searchJobs(
        query: String
        filter: JobSearchFilter
        sort: JobSort
        "Search the query as typed, never corrected (the page’s “search instead for”)."
        exact: Boolean
        limit: Int
        nextToken: String
      ): JobSearchResult!
    }
    ${companyJobsTypeDefs}
  `,
  resolvers: {
    Job: {
      // Search results come with their companies; the others are read in one query per response.
      company: async (job, _args, ctx) => {
        if (job.companyRow) return toCompany(job.companyRow);
        const row = await companyRowById(ctx, job.companyJobsId);
        return row ? toCompany(row) : null;
      },
      // Search results carry what lists show; the rest is read in one query per response, when asked.
      ...jobDetailResolvers,
    },
    Query: {
      getJob: async (_root, { id }, ctx) => {
        if (!idSchema.safeParse(id).success) return null;
        const seen = await visibleJobs(ctx.db, ctx);
        const [row] = await ctx.db
          .select(jobColumns)
          .from(jobs)
          .where(and(eq(jobs.id, id), seen))
          .limit(1);
        return row ? toJob(row) : null;
      },
      listJobs: async (_root, args, ctx) => {
        const { limit, offset } = readPaging(args.limit, args.nextToken);
        const where = and(await visibleJobs(ctx.db, ctx), compileFilter(args.filter, filterColumns));
        const rows = await ctx.db
          .select(jobColumns)
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(limit + 1)
          .offset(offset);
        return toPage(rows.map(toJob), limit, offset);
      },
      searchJobs: async (_root, args, ctx) => {
        const { limit, offset } = readPaging(args.limit ?? 20, args.nextToken);
        if (args.query && args.query.length > SEARCH_TEXT_MAX_LENGTH)
          throw badInput(`The search text is too long (${SEARCH_TEXT_MAX_LENGTH} characters at most).`);
        const filter = args.filter ? jobSearchFilterSchema.parse(args.filter) : null;
        const params = { query: args.query, filter, sort: args.sort, exact: args.exact, limit, offset };
        // The same answer for everyone (what differs per person, e.g. saved, is resolved per job).
        // `Cache-Control: no-cache` asks for it computed now (the bench's uncached figures).
        const fresh = /\bno-cache\b/.test(ctx.reply.request.headers['cache-control'] ?? '');
        const foundBy = (answer: JobSearchResult) => searchFoundBy(params, answer);
        const {
          value: result,
          outcome,
          version,
        } = await ctx.searchCache.through(ctx.db, params, () => searchJobs(ctx.db, params), { fresh, foundBy });
        ctx.reply.header('x-search-cache', outcome);
        // A guest's answer is kept whole for the same request (search-responses.ts).
        if (outcome !== 'off') noteSearchAnswer(ctx.reply.request, version, () => foundBy(result));
        return {
          ...toPage(result.rows.map(toJob), limit, offset),
          total: result.total,
          totalIsLowerBound: result.totalIsLowerBound,
          totalIsEstimate: result.totalIsEstimate,
          facets: result.facets,
          correctedQuery: result.correctedQuery,
        };
      },
    },
  },
  loaders: {
    Company: companyJobsLoaders,
  },
};
