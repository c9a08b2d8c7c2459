import type { GraphqlModule } from '../graphql/module.ts';

// Filled in by the users feature: the full User type and its operations.
export const usersModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type User {
      id: ID!
    }
  `,
  resolvers: {},
};
