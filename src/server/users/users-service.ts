import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CpaStatus } from '../../domain/enums.ts';
import {
  createUserSchema,
  PROFILE_LIMITS,
  PROFILE_MESSAGES as M,
  updateUserSchema,
  type ProfilePatch,
} from '../../domain/profile-schemas.ts';
import { hashPassword } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { badInput, conflict, forbidden, notFound } from '../lib/errors.ts';
import { compileFilter, type FilterInput } from '../graphql/filters.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { toUser } from './user-mapper.ts';
import { isAdmin, isStaff } from '../policies/roles.ts';
import { isId } from '../../domain/ids.ts';
import type { UserRow } from '../db/rows.ts';
import { fileIdOfPath } from '../../domain/file-paths.ts';
import { isOwnUpload } from '../files/index.ts';

type UserUpdate = Partial<typeof users.$inferInsert>;

const filterColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  location: users.location,
  countryCode: users.countryCode,
  memberType: users.memberType,
  jobStatus: users.jobStatus,
  language: users.language,
  isCPA: users.isCpa,
  cpaStatus: users.cpaStatus,
};

/** The profile columns of a patch, keeping the client record (display name, photo) in step. */
function profileColumns(patch: ProfilePatch, current: Pick<UserRow, 'firstName' | 'lastName'> | undefined): UserUpdate {
  const out: UserUpdate = {};
  for (const [key, value] of Object.entries(patch))
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  if (patch.fullName === undefined && (patch.firstName !== undefined || patch.lastName !== undefined)) {
    out.fullName =
      [patch.firstName ?? current?.firstName, patch.lastName ?? current?.lastName].filter(Boolean).join(' ') || null;
  }
  if (out.fullName) out.displayName = out.fullName.slice(0, PROFILE_LIMITS.name);
  if (patch.icon !== undefined) out.photoUrl = patch.icon ?? '';
  return out;
}

/** isCPA and cpaStatus are one fact: isCPA is true exactly when staff confirmed the claim. */
function cpaColumns(isCPA: boolean | undefined, status: CpaStatus | undefined, current: CpaStatus): UserUpdate {
  if (isCPA === undefined && status === undefined) return {};
  if (isCPA !== undefined && status !== undefined && isCPA !== (status === 'confirmed'))
    throw badInput(M.cpaInconsistent);
  const next: CpaStatus = status ?? (isCPA ? 'confirmed' : current === 'confirmed' ? 'none' : current);
  return { cpaStatus: next, isCpa: next === 'confirmed', ...(next === 'none' ? { cpaLicenseId: null } : {}) };
}

export function createUsersService(db: Db) {
  async function find(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  return {
    find,

    /** A person reads their own record; the portal staff read anyone's. */
    async get(viewer: UserRow, id: string) {
      if (!isId(id)) return null;
      if (id !== viewer.id && !isStaff(viewer)) throw forbidden('You can only see your own profile.');
      const row = id === viewer.id ? viewer : await find(id);
      return row ? toUser(row) : null;
    },

    async list(
      filter: FilterInput | null | undefined,
      limit: number | null | undefined,
      nextToken: string | null | undefined,
    ) {
      const paging = readPaging(limit, nextToken);
      const rows = await db
        .select()
        .from(users)
        .where(compileFilter(filter, filterColumns))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(paging.limit + 1)
        .offset(paging.offset);
      return toPage(rows.map(toUser), paging.limit, paging.offset);
    },

    /**
     * A patch. A person changes their own profile fields only; the portal staff may change
     * anyone's, and only they set CPA status (never their own); only admins change roles
     * (never their own).
     */
    async update(actor: UserRow, input: unknown) {
      const { id, isCPA, cpaStatus, cpaReviewNote, memberType, role, ...profile } = updateUserSchema.parse(input);
      const self = id === actor.id;
      const staff = isStaff(actor);
      if (!self && !staff) throw forbidden('You can only change your own profile.');
      if (role !== undefined) {
        if (self) throw forbidden(M.ownRole);
        if (!isAdmin(actor)) throw forbidden(M.adminOnlyRoles);
      }
      const touchesCpa = isCPA !== undefined || cpaStatus !== undefined || cpaReviewNote !== undefined;
      if (touchesCpa && self) throw forbidden(M.ownCpa);
      if ((touchesCpa || memberType !== undefined) && !staff) throw forbidden(M.staffOnlyFields);
      const current = self ? actor : await find(id);
      if (!current) throw notFound('The user');
      // An uploaded photo must be one the person themself uploaded (staff keep a photo as it is).
      if (profile.icon && profile.icon !== current.icon && fileIdOfPath(profile.icon)) {
        if (!(await isOwnUpload(db, profile.icon, 'photo', id))) throw badInput(M.photoNotYours);
      }
      const set: UserUpdate = {
        ...profileColumns(profile, current),
        ...cpaColumns(isCPA, cpaStatus, current.cpaStatus),
        ...(cpaReviewNote !== undefined ? { cpaReviewNote } : {}),
        ...(memberType !== undefined ? { memberType } : {}),
        ...(role !== undefined ? { role: [...new Set([...role, 'user' as const])] } : {}),
      };
      if (Object.keys(set).length === 0) return toUser(current);
      const [row] = await db.update(users).set(set).where(eq(users.id, id)).returning();
      return toUser(row!);
    },

    /**
     * The portal staff create a member's record (e.g. one registered at the body's office). The
     * account has no usable password: the person sets one with 'Forgot password', which also
     * proves they own the e-mail address.
     */
    async create(input: unknown) {
      const { email, memberType, ...profile } = createUserSchema.parse(input);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (taken) throw conflict(M.emailInUse);
      const columns = profileColumns(profile, undefined);
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const [row] = await db
        .insert(users)
        .values({
          ...columns,
          email,
          passwordHash,
          memberType: memberType ?? 'jobseeker',
          displayName: columns.displayName ?? email.split('@')[0]!,
          role: ['user'],
        })
        .returning();
      return toUser(row!);
    },

    /** Other admins besides this one (an account that is the last admin is kept). */
    async otherAdminCount(id: string): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(sql`'admin' = any(${users.role})`, sql`${users.id} <> ${id}`));
      return r?.n ?? 0;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
