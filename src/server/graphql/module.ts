import type { IResolvers, MercuriusLoaders } from 'mercurius';

/** What each feature contributes to the one GraphQL schema. */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: IResolvers;
  loaders?: MercuriusLoaders;
}
