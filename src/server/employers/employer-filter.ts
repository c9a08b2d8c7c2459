import { z } from 'zod';
import { employers } from '../db/schema/index.ts';
import type { FilterInput } from '../graphql/filters.ts';

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

const uuid = z.uuid({ error: 'is not a valid id' }).nullish();
const idInput = z.strictObject({ eq: uuid, ne: uuid }).nullish();
const text = z.string().max(254).nullish();
const stringInput = z
  .strictObject({ eq: text, ne: text, contains: text, beginsWith: text, gt: text, ge: text, lt: text, le: text })
  .nullish();

export type EmployerFilter = {
  id?: z.infer<typeof idInput>;
  email?: z.infer<typeof stringInput>;
  employerCompanyId?: z.infer<typeof idInput>;
  login?: z.infer<typeof idInput>;
  firstName?: z.infer<typeof stringInput>;
  lastName?: z.infer<typeof stringInput>;
  city?: z.infer<typeof stringInput>;
  countryCode?: z.infer<typeof stringInput>;
  and?: (EmployerFilter | null)[] | null;
  or?: (EmployerFilter | null)[] | null;
  not?: EmployerFilter | null;
};

/**
 * Checks id values before they reach PostgreSQL, where a malformed uuid would be a server
 * error rather than the person's mistake.
 */
export const employerFilterSchema: z.ZodType<EmployerFilter> = z.lazy(() =>
  z.strictObject({
    id: idInput,
    email: stringInput,
    employerCompanyId: idInput,
    login: idInput,
    firstName: stringInput,
    lastName: stringInput,
    city: stringInput,
    countryCode: stringInput,
    and: z.array(employerFilterSchema.nullable()).max(20).nullish(),
    or: z.array(employerFilterSchema.nullable()).max(20).nullish(),
    not: employerFilterSchema.nullish(),
  }),
);

/** The validated filter in the shape compileFilter takes (null entries of and/or dropped). */
export function parseEmployerFilter(input: unknown): FilterInput | undefined {
  if (input == null) return undefined;
  const clean = (f: EmployerFilter): FilterInput => ({
    ...f,
    and: f.and?.filter((x): x is EmployerFilter => x != null).map(clean),
    or: f.or?.filter((x): x is EmployerFilter => x != null).map(clean),
    not: f.not ? clean(f.not) : undefined,
  });
  return clean(employerFilterSchema.parse(input));
}
