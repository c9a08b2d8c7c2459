import { desc, eq, inArray } from 'drizzle-orm';
import { createEmployerSchema } from '../../domain/employer-schemas.ts';
import { toCompany } from '../companies/index.ts';
import { companies, employers, users } from '../db/schema/index.ts';
import { requireStaff, requireUser } from '../policies/roles.ts';
import { conflict, forbidden, notFound } from '../lib/errors.ts';
import { compileFilter } from '../graphql/filters.ts';
import type { GraphqlModule } from '../graphql/module.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { canReadEmployer } from '../policies/employers.ts';
import { isCompanyOwner } from '../policies/companies.ts';
import { employerFilterColumns } from './employer-filter.ts';
import { toEmployer } from './employer-mapper.ts';
import { isId } from '../../domain/ids.ts';

export const employersModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type Employer {
      id: ID!
      firstName: String!
      lastName: String!
      "The employer's contact address (the account's address unless another was given)."
      email: String!
      title: String
      address: String
      city: String
      countryCode: String
      contactNo: String
      "The id of the employer's sign-in account (User id)."
      login: ID!
      employerCompanyId: ID
      company: Company
      createdAt: String!
      updatedAt: String!
    }
    type ModelEmployerConnection {
      items: [Employer!]!
      nextToken: String
    }
    input ModelEmployerFilterInput {
      id: ModelIDInput
      email: ModelStringInput
      employerCompanyId: ModelIDInput
      login: ModelIDInput
      firstName: ModelStringInput
      lastName: ModelStringInput
      city: ModelStringInput
      countryCode: ModelStringInput
      and: [ModelEmployerFilterInput]
      or: [ModelEmployerFilterInput]
      not: ModelEmployerFilterInput
    }
    input CreateEmployerInput {
      firstName: String!
      lastName: String!
      email: String
      title: String
      address: String
      city: String
      countryCode: String
      contactNo: String
      "A company the signed-in person owns; when left out, the first company they own (if any)."
      employerCompanyId: ID
    }
    extend type Query {
      "The person themself, the portal staff, or people of the same company."
      getEmployer(id: ID!): Employer
      "Portal staff and admins only."
      listEmployers(filter: ModelEmployerFilterInput, limit: Int, nextToken: String): ModelEmployerConnection!
    }
    extend type Mutation {
      "Registers the signed-in person as an employer (once), linked to a company they own."
      createEmployer(input: CreateEmployerInput!): Employer!
    }
  `,
  resolvers: {
    Query: {
      getEmployer: async (_root, { id }, ctx) => {
        const reader = requireUser(ctx);
        if (!isId(id)) return null;
        const [row] = await ctx.db.select().from(employers).where(eq(employers.id, id)).limit(1);
        if (!row) return null;
        if (!(await canReadEmployer(ctx.db, reader, row)))
          throw forbidden('You can only see your own employer record or those of your company.');
        return toEmployer(row);
      },
      listEmployers: async (_root, args, ctx) => {
        requireStaff(ctx);
        const { limit, offset } = readPaging(args.limit, args.nextToken);
        const filter = compileFilter(args.filter, employerFilterColumns);
        const rows = await ctx.db
          .select()
          .from(employers)
          .where(filter)
          .orderBy(desc(employers.createdAt), desc(employers.id))
          .limit(limit + 1)
          .offset(offset);
        return toPage(rows.map(toEmployer), limit, offset);
      },
    },
    Mutation: {
      createEmployer: async (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        const data = createEmployerSchema.parse(input);
        return ctx.db.transaction(async (tx) => {
          // Lock the person's row so two sign-ups sent at once cannot both create a record.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
          const [existing] = await tx
            .select({ id: employers.id })
            .from(employers)
            .where(eq(employers.login, user.id))
            .limit(1);
          if (existing) throw conflict('You are already registered as an employer.');
          if (data.employerCompanyId) {
            const [company] = await tx
              .select({ owner: companies.owner })
              .from(companies)
              .where(eq(companies.id, data.employerCompanyId))
              .limit(1);
            if (!company) throw notFound('The company');
            if (!isCompanyOwner(company, user.id))
              throw forbidden('You can only register as the employer of a company you own.');
          }
          // createCompany then createEmployer without an id: link the company they created first.
          const [owned] = data.employerCompanyId
            ? []
            : await tx
                .select({ id: companies.id })
                .from(companies)
                .where(eq(companies.owner, user.id))
                .orderBy(companies.createdAt)
                .limit(1);
          const [row] = await tx
            .insert(employers)
            .values({
              ...data,
              employerCompanyId: data.employerCompanyId ?? owned?.id ?? null,
              email: data.email ?? user.email,
              login: user.id,
            })
            .returning();
          await tx.update(users).set({ memberType: 'employer' }).where(eq(users.id, user.id));
          return toEmployer(row!);
        });
      },
    },
  },
  loaders: {
    Employer: {
      // One query for the companies of every employer in a response (no N+1).
      company: async (queries, ctx) => {
        const ids = [...new Set(queries.map((q) => q.obj.employerCompanyId).filter((id): id is string => id !== null))];
        const rows = ids.length ? await ctx.db.select().from(companies).where(inArray(companies.id, ids)) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return queries.map((q) => {
          const row = q.obj.employerCompanyId ? byId.get(q.obj.employerCompanyId) : undefined;
          return row ? toCompany(row) : null;
        });
      },
    },
  },
};
