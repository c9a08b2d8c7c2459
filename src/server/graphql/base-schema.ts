import { filterInputsSdl } from './filters.ts';
import type { GraphqlModule } from './module.ts';

export const baseModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    type Query {
      "The API's own version, handy for clients checking they reach the right server."
      apiVersion: String!
    }
    type Mutation {
      _noop: Boolean
    }
    input DeleteInput {
      id: ID!
    }
    ${filterInputsSdl}
  `,
  resolvers: {
    Query: { apiVersion: () => '1' },
    Mutation: { _noop: () => null },
  },
};
