import type { EmployerRow } from '../db/rows.ts';

/** The Employer of SPEC section 3 as GraphQL returns it (the password lives, hashed, on the login). */
export function toEmployer(row: EmployerRow) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
export type GraphqlEmployer = ReturnType<typeof toEmployer>;
