// What other features use of companies: a company's GraphQL shape.
export { toCompany, type GraphqlCompany } from './company-mapper.ts';
