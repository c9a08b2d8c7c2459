import { and, asc, desc, eq } from 'drizzle-orm';
import { companies } from '../db/schema/index.ts';
import { requireUser } from '../policies/roles.ts';
import { compileFilter } from '../graphql/filters.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { managedCompanies, visibleCompanies } from '../policies/companies.ts';
import { toCompany } from './company-mapper.ts';
import { companyDetailResolvers } from './company-loader.ts';
import { isId } from '../../domain/ids.ts';

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
    }
    type ModelCompanyConnection {
      items: [Company!]!
      nextToken: String
    }
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
    extend type Query {
      getCompany(id: ID!): Company
      listCompanies(filter: ModelCompanyFilterInput, limit: Int, nextToken: String): ModelCompanyConnection!
      "The companies the signed-in user manages (owner or in its admin list), whatever their status."
      myCompanies: [Company!]!
    }
  `,
  resolvers: {
    // A job list's companies carry what lists show; the rest is read when asked.
    Company: companyDetailResolvers,
    Query: {
      getCompany: async (_root, { id }, ctx) => {
        if (!isId(id)) return null;
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
  },
};
