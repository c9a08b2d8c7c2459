import type { GraphqlModule } from '../graphql/module.ts';

// Placeholder: the feature fills in its operations.
export const employerAccountModule: GraphqlModule = {
  typeDefs: '',
  resolvers: {},
};
