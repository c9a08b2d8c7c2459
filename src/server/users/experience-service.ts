import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { educationSchema, licenseSchema, workSchema } from '../../domain/profile-schemas.ts';
import type { Db } from '../db/client.ts';
import { educations, licenses, users, works } from '../db/schema/index.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { toEducation, toLicense, toWork, type EducationRow, type LicenseRow, type WorkRow } from './user-mapper.ts';
import { idSchema } from '../../domain/ids.ts';
import type { UserRow } from '../db/rows.ts';

// Work history, education and licenses: entries a person keeps on their own profile. Each
// operation checks ownership; an update is a patch merged over the stored entry and then
// validated whole, so 'end not before start' holds after every change.

/** Keys present in a patch (GraphQL omits absent fields; an explicit null clears). */
const definedOnly = (patch: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));

function checkOwner(user: UserRow, row: { userId: string } | undefined, what: string, ownList: string): asserts row {
  if (!row) throw notFound(what);
  if (row.userId !== user.id) throw forbidden(`You can only change your own ${ownList}.`);
}

function checkCreateOwner(user: UserRow, userID: unknown) {
  if (userID !== undefined && userID !== null && userID !== user.id)
    throw forbidden('You can only add entries to your own profile.');
}

const order = (t: typeof works | typeof educations | typeof licenses) => [
  desc(t.current),
  sql`${t.start} desc nulls last`,
  asc(t.createdAt),
];

export function createExperienceService(db: Db) {
  return {
    // --- Work ---
    async createWork(user: UserRow, input: Record<string, unknown>) {
      const { userID, ...rest } = input;
      checkCreateOwner(user, userID);
      const data = workSchema.parse(rest);
      const [row] = await db
        .insert(works)
        .values({ ...data, userId: user.id })
        .returning();
      return toWork(row!);
    },
    async updateWork(user: UserRow, input: Record<string, unknown>) {
      const { id, userID: _ignored, ...patch } = input;
      const [row] = await db
        .select()
        .from(works)
        .where(eq(works.id, idSchema.parse(id)))
        .limit(1);
      checkOwner(user, row, 'The work entry', 'work history');
      const { title, company, description, start, end, current } = row;
      const data = workSchema.parse({ title, company, description, start, end, current, ...definedOnly(patch) });
      const [updated] = await db.update(works).set(data).where(eq(works.id, row.id)).returning();
      return toWork(updated!);
    },
    async deleteWork(user: UserRow, id: unknown) {
      const [row] = await db
        .select()
        .from(works)
        .where(eq(works.id, idSchema.parse(id)))
        .limit(1);
      checkOwner(user, row, 'The work entry', 'work history');
      await db.delete(works).where(eq(works.id, row.id));
      return toWork(row);
    },

    // --- Education ---
    async createEducation(user: UserRow, input: Record<string, unknown>) {
      const { userID, ...rest } = input;
      checkCreateOwner(user, userID);
      const data = educationSchema.parse(rest);
      const [row] = await db
        .insert(educations)
        .values({ ...data, userId: user.id })
        .returning();
      return toEducation(row!);
    },
    async updateEducation(user: UserRow, input: Record<string, unknown>) {
      const { id, userID: _ignored, ...patch } = input;
      const [row] = await db
        .select()
        .from(educations)
        .where(eq(educations.id, idSchema.parse(id)))
        .limit(1);
      checkOwner(user, row, 'The education entry', 'education');
      const { school, degree, start, end, current } = row;
      const data = educationSchema.parse({ school, degree, start, end, current, ...definedOnly(patch) });
      const [updated] = await db.update(educations).set(data).where(eq(educations.id, row.id)).returning();
      return toEducation(updated!);
    },
    async deleteEducation(user: UserRow, id: unknown) {
      const [row] = await db
        .select()
        .from(educations)
        .where(eq(educations.id, idSchema.parse(id)))
        .limit(1);
      checkOwner(user, row, 'The education entry', 'education');
      await db.delete(educations).where(eq(educations.id, row.id));
      return toEducation(row);
    },

    // --- Licenses ---
    async createLicense(user: UserRow, input: Record<string, unknown>) {
      const { userID, ...rest } = input;
      checkCreateOwner(user, userID);
      const data = licenseSchema.parse(rest);
      const [row] = await db
        .insert(licenses)
        .values({ ...data, userId: user.id })
        .returning();
      return toLicense(row!);
    },
    async updateLicense(user: UserRow, input: Record<string, unknown>) {
      const { id, userID: _ignored, ...patch } = input;
      const [row] = await db
        .select()
        .from(licenses)
        .where(eq(licenses.id, idSchema.parse(id)))
        .limit(1);
      checkOwner(user, row, 'The license', 'licenses');
      const { name, organization, number, start, end, current } = row;
      const data = licenseSchema.parse({ name, organization, number, start, end, current, ...definedOnly(patch) });
      const [updated] = await db.update(licenses).set(data).where(eq(licenses.id, row.id)).returning();
      return toLicense(updated!);
    },
    /** Deleting the license a pending CPA claim rests on withdraws the claim. */
    async deleteLicense(user: UserRow, id: unknown) {
      const [row] = await db
        .select()
        .from(licenses)
        .where(eq(licenses.id, idSchema.parse(id)))
        .limit(1);
      checkOwner(user, row, 'The license', 'licenses');
      await db.transaction(async (tx) => {
        await tx.delete(licenses).where(eq(licenses.id, row.id));
        await tx
          .update(users)
          .set({ cpaStatus: 'none', cpaLicenseId: null })
          .where(and(eq(users.id, user.id), eq(users.cpaLicenseId, row.id), eq(users.cpaStatus, 'claimed')));
      });
      return toLicense(row);
    },

    // --- Batched reads for the User type's lists (one query per list per response). ---
    async worksOf(userIds: string[]): Promise<Map<string, WorkRow[]>> {
      const rows = userIds.length
        ? await db
            .select()
            .from(works)
            .where(inArray(works.userId, userIds))
            .orderBy(...order(works))
        : [];
      return groupBy(rows);
    },
    async educationsOf(userIds: string[]): Promise<Map<string, EducationRow[]>> {
      const rows = userIds.length
        ? await db
            .select()
            .from(educations)
            .where(inArray(educations.userId, userIds))
            .orderBy(...order(educations))
        : [];
      return groupBy(rows);
    },
    async licensesOf(userIds: string[]): Promise<Map<string, LicenseRow[]>> {
      const rows = userIds.length
        ? await db
            .select()
            .from(licenses)
            .where(inArray(licenses.userId, userIds))
            .orderBy(...order(licenses))
        : [];
      return groupBy(rows);
    },
  };
}

function groupBy<T extends { userId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r]);
  return map;
}

export type ExperienceService = ReturnType<typeof createExperienceService>;
