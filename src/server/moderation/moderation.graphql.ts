import type { GraphqlModule } from '../graphql/module.ts';

// Placeholder: the feature fills in its operations.
export const moderationModule: GraphqlModule = {
  typeDefs: '',
  resolvers: {},
};
