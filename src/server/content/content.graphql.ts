import { eq } from 'drizzle-orm';
import { jobSeekerContents } from '../db/schema/index.ts';
import type { GraphqlModule } from '../graphql/module.ts';

export const contentModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "The editable content of the home and about pages, one record per language (ids home-en, home-tr, home-ar)."
    type JobSeekerContent {
      id: ID!
      language: Language!
      bannerTitle: String!
      bannerImage: String!
      aboutUs: String!
      updatedAt: String!
    }
    extend type Query {
      getJobSeekerContent(id: ID!): JobSeekerContent
    }
  `,
  resolvers: {
    Query: {
      getJobSeekerContent: async (_root, { id }, ctx) => {
        const [row] = await ctx.db.select().from(jobSeekerContents).where(eq(jobSeekerContents.id, id)).limit(1);
        return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
      },
    },
  },
};
