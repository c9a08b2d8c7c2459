import type { GraphqlModule } from '../graphql/module.ts';

// Filled in by the employers feature.
export const employersModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      _employers: Boolean
    }
  `,
  resolvers: { Query: { _employers: () => null } },
};
