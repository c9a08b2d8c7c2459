// What other features use of applications: an application's GraphQL shape.
export { toApplication, type GraphqlApplication } from './application-mapper.ts';
