import { inArray } from 'drizzle-orm';
import { companies } from '../db/schema/index.ts';
import type { CompanyRow } from '../db/rows.ts';
import { requestLoader } from '../graphql/request-loader.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { listedField } from '../graphql/listed-field.ts';
import type { companyListColumns, GraphqlCompany } from './company-mapper.ts';
import { COMPANY_SIZES, type CompanySize } from '../../domain/employer-account-schemas.ts';

const COMPANIES = Symbol('companies by id');

/** A company's whole row, read with the others this response asks for in one query; null when there is none. */
export function companyRowById(ctx: GraphqlContext, id: string): Promise<CompanyRow | null> {
  return requestLoader(ctx, COMPANIES, async (ids: readonly string[]) => {
    const rows = await ctx.db
      .select()
      .from(companies)
      .where(inArray(companies.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }).load(id);
}

/**
 * The Company type's fields a list's row lacks: every column but the listed ones and those the
 * type does not show (the staff's reason, the trust flag). A new column must be listed or
 * resolved below (`satisfies` says so).
 */
type DetailField = Exclude<keyof CompanyRow, keyof typeof companyListColumns | 'reviewReason' | 'jobsTrusted'>;

/** A company field that a list's row may lack: as read, or from the whole row. */
const companyField = <K extends DetailField>(
  ctx: GraphqlContext,
  company: Pick<GraphqlCompany, 'id'> & Partial<Pick<CompanyRow, DetailField>>,
  name: K,
): Promise<CompanyRow[K]> => listedField(company, name, () => companyRowById(ctx, company.id), 'The company');

const isCompanySize = (size: string | null): size is CompanySize =>
  (COMPANY_SIZES as readonly (string | null)[]).includes(size);

type Parent = Parameters<typeof companyField>[1];

/** Resolvers for the Company fields a list's row lacks (see companyListColumns). */
export const companyDetailResolvers = {
  featured: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'featured'),
  size: async (company: Parent, _args: unknown, ctx: GraphqlContext) => {
    const size = await companyField(ctx, company, 'size');
    return isCompanySize(size) ? size : null;
  },
  contactNo: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'contactNo'),
  email: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'email'),
  address: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'address'),
  owner: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'owner'),
  admin: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'admin'),
  license: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'license'),
  licenseVerified: (company: Parent, _args: unknown, ctx: GraphqlContext) =>
    companyField(ctx, company, 'licenseVerified'),
  status: (company: Parent, _args: unknown, ctx: GraphqlContext) => companyField(ctx, company, 'status'),
} satisfies Record<DetailField, unknown>;
