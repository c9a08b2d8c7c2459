import type { GraphqlModule } from '../graphql/module.ts';

// Filled in by the applications feature: the full JobApplication type and its operations.
export const applicationsModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type JobApplication {
      id: ID!
    }
  `,
  resolvers: {},
};
