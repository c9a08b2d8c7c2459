import type { GraphqlContext } from './context.ts';
import type { Resolver, Resolvers } from './generated/resolvers.ts';

/** A batched resolver of one field (run by loader-resolvers.ts): every parent of an operation at once. */
type LoaderOf<R> =
  R extends Resolver<infer Result, infer Parent, GraphqlContext, infer Args>
    ? (queries: { obj: Parent; params: Args }[], context: GraphqlContext) => Promise<(Awaited<Result> | Error)[]>
    : never;

/** Loaders for fields of the schema's object types, typed from the generated resolver types. */
export type Loaders = {
  [Type in keyof Resolvers]?: {
    [Field in keyof NonNullable<Resolvers[Type]>]?: LoaderOf<NonNullable<Resolvers[Type]>[Field]>;
  };
};

/**
 * What each feature contributes to the one GraphQL schema: its SDL, and resolvers and loaders
 * typed by `npm run codegen` from the whole schema, so a renamed or retyped field, argument or
 * result fails the type check here as it does in the client.
 */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: Resolvers;
  loaders?: Loaders;
}
