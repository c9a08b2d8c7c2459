import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  MODERATION_MESSAGES as M,
  searchUsersSchema,
  setUserDisabledSchema,
  setUserRolesSchema,
} from '../../domain/moderation-schemas.ts';
import type { Role } from '../../domain/enums.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { readPaging, toPage, withTotal, type CountedPage } from '../graphql/paging.ts';
import { countRows } from '../db/count-rows.ts';
import { toUser } from '../users/index.ts';
import { isAdmin, isStaff } from '../policies/roles.ts';
import { containsPattern } from '../lib/like.ts';
import type { UserRow } from '../db/rows.ts';

/** A user as the staff see it: the profile plus whether the account is disabled. */
export const toStaffUser = (row: UserRow) => ({ id: row.id, user: toUser(row), disabled: row.disabled });
export type GraphqlStaffUser = ReturnType<typeof toStaffUser>;
export type StaffUserPage = CountedPage<GraphqlStaffUser>;

/** The staff's user administration: search, roles (admins only), disabling accounts. */
export function createStaffUsersService(db: Db) {
  async function find(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound('The user');
    return row;
  }

  return {
    async search(input: unknown, limit: number | undefined, nextToken: string | undefined) {
      const { query, filter } = searchUsersSchema.parse(input);
      const paging = readPaging(limit, nextToken);
      const where: (SQL | undefined)[] = [];
      if (query) {
        const pattern = containsPattern(query);
        where.push(
          or(
            ilike(users.email, pattern),
            ilike(users.displayName, pattern),
            ilike(users.fullName, pattern),
            ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
          ),
        );
      }
      if (filter?.role) where.push(sql`${filter.role} = any(${users.role})`);
      if (filter?.memberType) where.push(eq(users.memberType, filter.memberType));
      if (filter?.cpaStatus) where.push(eq(users.cpaStatus, filter.cpaStatus));
      if (filter?.disabled !== undefined && filter?.disabled !== null) where.push(eq(users.disabled, filter.disabled));
      const rows = await db
        .select()
        .from(users)
        .where(and(...where))
        // Claims wait longest first on the CPA tab; otherwise newest accounts first.
        .orderBy(filter?.cpaStatus === 'claimed' ? asc(users.updatedAt) : sql`${users.createdAt} desc`, asc(users.id))
        .limit(paging.limit + 1)
        .offset(paging.offset);
      return withTotal(toPage(rows.map(toStaffUser), paging.limit, paging.offset), () =>
        countRows(db, users, and(...where)),
      );
    },

    /** Admins only, and never their own (so the portal always keeps the admin who acts). */
    async setRoles(actor: UserRow, input: unknown) {
      if (!isAdmin(actor)) throw forbidden(M.adminOnlyRoles);
      const { id, roles } = setUserRolesSchema.parse(input);
      const next = [...new Set<Role>([...roles, 'user'])];
      if (id === actor.id) throw forbidden(M.ownRoles);
      const target = await find(id);
      const [row] = await db.update(users).set({ role: next }).where(eq(users.id, target.id)).returning();
      return toStaffUser(row!);
    },

    /** Staff; nobody disables themself, and only an admin disables a staff or admin account. */
    async setDisabled(actor: UserRow, input: unknown) {
      const { id, disabled } = setUserDisabledSchema.parse(input);
      if (id === actor.id) throw forbidden(M.ownDisabled);
      const target = await find(id);
      if (isStaff(target) && !isAdmin(actor)) throw forbidden(M.adminOnlyDisableStaff);
      if (target.disabled === disabled) return toStaffUser(target);
      // Disabling ends every session at once; enabling again does not bring old sessions back.
      const [row] = await db
        .update(users)
        .set({ disabled, ...(disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
        .where(eq(users.id, id))
        .returning();
      return toStaffUser(row!);
    },
  };
}
