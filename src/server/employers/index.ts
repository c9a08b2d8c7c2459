// What other features use of employers: an employer's GraphQL shape.
export { toEmployer, type GraphqlEmployer } from './employer-mapper.ts';
