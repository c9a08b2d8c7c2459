// What other features use of companies: a company's GraphQL shape, what lists read of it, and
// its whole row when a client asks for more.
export { companyListColumns, toCompany, type CompanyListRow, type GraphqlCompany } from './company-mapper.ts';
export { companyRowById } from './company-loader.ts';
