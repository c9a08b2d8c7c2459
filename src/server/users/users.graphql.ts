import type { GraphqlModule } from '../graphql/module.ts';

// Filled in by the users feature.
export const usersModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      _users: Boolean
    }
  `,
  resolvers: { Query: { _users: () => null } },
};
