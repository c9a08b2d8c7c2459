import { employers } from '../db/schema/index.ts';

/** The columns listEmployers may filter on (AppSync style, see graphql/filters.ts). */
export const employerFilterColumns = {
  id: employers.id,
  email: employers.email,
  employerCompanyId: employers.employerCompanyId,
  login: employers.login,
  firstName: employers.firstName,
  lastName: employers.lastName,
  city: employers.city,
  countryCode: employers.countryCode,
};
