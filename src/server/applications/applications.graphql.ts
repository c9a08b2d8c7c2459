import type { GraphqlModule } from '../graphql/module.ts';

// Filled in by the applications feature.
export const applicationsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      _applications: Boolean
    }
  `,
  resolvers: { Query: { _applications: () => null } },
};
