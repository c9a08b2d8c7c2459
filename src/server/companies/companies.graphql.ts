import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, jobs } from '../db/schema/index.ts';
import { requireUser } from '../policies/roles.ts';
import { compileFilter } from '../graphql/filters.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { jobColumns, toJob } from '../jobs/job-mapper.ts';
import { openNowCondition } from '../jobs/job-visibility.ts';
import { managedCompanies, visibleCompanies } from '../policies/companies.ts';
import { toCompany } from './company-mapper.ts';
import { createCompany } from '../employer-account/company-service.ts';

const filterColumns = {
  id: companies.id,
  name: companies.name,
  industry: companies.industry,
  featured: companies.featured,
  city: companies.city,
  countryCode: companies.countryCode,
  size: companies.size,
  status: companies.status,
  owner: companies.owner,
};

export const companiesModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type Company {
      id: ID!
      name: String!
      logo: String
      industry: String
      featured: Boolean!
      size: CompanySize
      countryCode: String
      contactNo: String
      email: String
      website: String
      city: String
      address: String
      owner: ID
      admin: [ID!]!
      license: String
      licenseVerified: Boolean!
      "Pending until the portal staff approve it, then approved (or rejected)."
      status: CompanyStatus!
      createdAt: String!
      updatedAt: String!
      "The company's open jobs, newest first."
      jobs(limit: Int): [Job!]!
      openJobCount: Int!
    }
    type ModelCompanyConnection { items: [Company!]!, nextToken: String }
    input ModelCompanyFilterInput {
      id: ModelIDInput
      name: ModelStringInput
      industry: ModelStringInput
      featured: ModelBooleanInput
      city: ModelStringInput
      countryCode: ModelStringInput
      size: ModelStringInput
      status: ModelStringInput
      owner: ModelIDInput
      and: [ModelCompanyFilterInput]
      or: [ModelCompanyFilterInput]
      not: ModelCompanyFilterInput
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
    extend type Query {
      getCompany(id: ID!): Company
      listCompanies(filter: ModelCompanyFilterInput, limit: Int, nextToken: String): ModelCompanyConnection!
      "The companies the signed-in user manages (owner or in its admin list), whatever their status."
      myCompanies: [Company!]!
    }
    extend type Mutation {
      "A new company starts pending; the portal staff approve it before its jobs are published."
      createCompany(input: CreateCompanyInput!): Company!
    }
  `,
  resolvers: {
    Query: {
      getCompany: async (_root, { id }, ctx) => {
        if (!z.uuid().safeParse(id).success) return null;
        const [row] = await ctx.db
          .select()
          .from(companies)
          .where(and(eq(companies.id, id), visibleCompanies(ctx.user)))
          .limit(1);
        return row ? toCompany(row) : null;
      },
      listCompanies: async (_root, args, ctx) => {
        const { limit, offset } = readPaging(args.limit, args.nextToken);
        const rows = await ctx.db
          .select()
          .from(companies)
          .where(and(visibleCompanies(ctx.user), compileFilter(args.filter, filterColumns)))
          .orderBy(desc(companies.featured), asc(companies.name), asc(companies.id))
          .limit(limit + 1)
          .offset(offset);
        return toPage(rows.map(toCompany), limit, offset);
      },
      myCompanies: async (_root, _args, ctx) => (await managedCompanies(ctx.db, requireUser(ctx))).map(toCompany),
    },
    Mutation: {
      createCompany: async (_root, { input }, ctx) => toCompany(await createCompany(ctx, input)),
    },
  },
  loaders: {
    Company: {
      jobs: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.id))];
        const limitOf = (q: (typeof queries)[number]) => Math.min(Math.max(q.params.limit ?? 50, 1), 200);
        const most = Math.max(...queries.map(limitOf));
        // Only each company's newest `most` open jobs leave the database (a company with
        // thousands of open jobs must not be read whole for a list of 10).
        const ranked = ctx.db
          .select({
            ...jobColumns,
            place: sql<number>`row_number() over (partition by ${jobs.companyJobsId} order by ${jobs.createdAt} desc, ${jobs.id} desc)`.as('place'),
          })
          .from(jobs)
          .where(and(inArray(jobs.companyJobsId, ids), openNowCondition()))
          .as('ranked');
        const rows = await ctx.db
          .select()
          .from(ranked)
          .where(sql`${ranked.place} <= ${most}`)
          .orderBy(asc(ranked.companyJobsId), asc(ranked.place));
        const byCompany = new Map<string, (typeof rows)[number][]>();
        for (const row of rows) {
          const list = byCompany.get(row.companyJobsId) ?? [];
          list.push(row);
          byCompany.set(row.companyJobsId, list);
        }
        return queries.map((q) =>
          (byCompany.get(q.obj.id) ?? []).slice(0, limitOf(q)).map(({ place: _place, ...job }) => toJob(job)),
        );
      },
      openJobCount: async (queries, ctx) => {
        const ids = queries.map((q) => q.obj.id);
        const rows = await ctx.db
          .select({ id: jobs.companyJobsId, count: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(inArray(jobs.companyJobsId, ids), openNowCondition()))
          .groupBy(jobs.companyJobsId);
        const counts = new Map(rows.map((r) => [r.id, r.count]));
        return queries.map((q) => counts.get(q.obj.id) ?? 0);
      },
    },
  },
};
