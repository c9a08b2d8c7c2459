import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  listCompaniesForStaffSchema,
  setCompanyFeaturedSchema,
  setCompanyLicenseVerifiedSchema,
} from '../../domain/moderation-schemas.ts';
import type { Db } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { notFound } from '../lib/errors.ts';
import { readPaging, toPage, withTotal } from '../graphql/paging.ts';
import { toStaffCompany } from './staff-company.ts';
import { containsPattern } from '../lib/like.ts';

/** Every company whatever its status, with its owner; licence check and featuring. */
export function createStaffCompaniesService(db: Db) {
  // A company with the owner's name, e-mail and language, as staff see it.
  const companiesWithOwner = () =>
    db
      .select({
        company: companies,
        ownerName: users.displayName,
        ownerEmail: users.email,
        ownerLanguage: users.language,
      })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.owner));

  async function withOwner(id: string) {
    const [row] = await companiesWithOwner().where(eq(companies.id, id)).limit(1);
    if (!row) throw notFound('The company');
    return toStaffCompany(row);
  }

  async function set(id: string, values: Partial<typeof companies.$inferInsert>) {
    const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning({ id: companies.id });
    if (!row) throw notFound('The company');
    return withOwner(id);
  }

  return {
    async list(input: unknown, limit: number | undefined, nextToken: string | undefined) {
      const { query, filter } = listCompaniesForStaffSchema.parse(input);
      const paging = readPaging(limit, nextToken);
      const where: (SQL | undefined)[] = [];
      if (query) {
        const pattern = containsPattern(query);
        where.push(
          or(
            ilike(companies.name, pattern),
            ilike(companies.license, pattern),
            ilike(companies.email, pattern),
            ilike(users.email, pattern),
          ),
        );
      }
      if (filter?.status) where.push(eq(companies.status, filter.status));
      if (filter?.featured !== undefined && filter?.featured !== null)
        where.push(eq(companies.featured, filter.featured));
      if (filter?.licenseVerified !== undefined && filter?.licenseVerified !== null)
        where.push(eq(companies.licenseVerified, filter.licenseVerified));
      const rows = await companiesWithOwner()
        .where(and(...where))
        .orderBy(desc(companies.createdAt), desc(companies.id))
        .limit(paging.limit + 1)
        .offset(paging.offset);
      return withTotal(toPage(rows.map(toStaffCompany), paging.limit, paging.offset), async () => {
        // (The owner's e-mail is searched too, hence the join.)
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(companies)
          .leftJoin(users, eq(users.id, companies.owner))
          .where(and(...where));
        return row?.n ?? 0;
      });
    },

    setLicenseVerified(input: unknown) {
      const { id, verified } = setCompanyLicenseVerifiedSchema.parse(input);
      return set(id, { licenseVerified: verified });
    },

    setFeatured(input: unknown) {
      const { id, featured } = setCompanyFeaturedSchema.parse(input);
      return set(id, { featured });
    },
  };
}
