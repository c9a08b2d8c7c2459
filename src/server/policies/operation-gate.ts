import type { IResolvers } from 'mercurius';
import { MODERATION_MESSAGES } from '../../domain/moderation-schemas.ts';
import { forbidden } from '../lib/errors.ts';
import { OPERATION_ACCESS, SUBSCRIPTION_ACCESS, type Access } from './operation-access.ts';
import { isAdmin, requireStaff, requireUser, type Viewer } from './roles.ts';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;
type RootType = (typeof ROOT_TYPES)[number];

/** The rule of a root field, from the one table; undefined for a field the table does not list. */
export function accessOf(type: RootType, field: string): Access | undefined {
  const table: Record<string, Access> = type === 'Subscription' ? SUBSCRIPTION_ACCESS : OPERATION_ACCESS;
  return Object.hasOwn(table, field) ? table[field] : undefined;
}

/** An administrator's operation whose refusal has words of its own (shown translated by its key). */
const ADMIN_REFUSALS: Readonly<Record<string, string>> = { setUserRoles: MODERATION_MESSAGES.adminOnlyRoles };

/**
 * What the table can decide from who is asking alone. Whose record it is (self, owner, the
 * company's people) is the service's to decide, once it has the record: here those need a
 * signed-in person and nothing more.
 */
export function checkAccess(access: Access | undefined, viewer: Viewer, field = ''): void {
  if (access === undefined) throw forbidden('This operation is not in the access table.');
  if (access === 'public') return;
  if (access === 'staff') {
    requireStaff(viewer);
    return;
  }
  const user = requireUser(viewer);
  if (access === 'admin' && !isAdmin(user)) {
    throw forbidden(
      Object.hasOwn(ADMIN_REFUSALS, field) ? ADMIN_REFUSALS[field] : 'Only an administrator can do this.',
    );
  }
}

type Resolver = (root: unknown, args: unknown, ctx: Viewer, info: unknown) => unknown;

/**
 * Every root field's resolver behind its rule in operation-access.ts, so the table decides who
 * may call an operation before its resolver runs (the resolver's own checks stay, for ownership).
 * A subscription is checked when it is subscribed to.
 */
export function gateResolvers(resolvers: IResolvers): IResolvers {
  const gated: Record<string, unknown> = { ...resolvers };
  for (const type of ROOT_TYPES) {
    const fields = resolvers[type] as Record<string, unknown> | undefined;
    if (!fields) continue;
    gated[type] = Object.fromEntries(
      Object.entries(fields).map(([field, resolver]) => {
        const guard = (ctx: Viewer) => checkAccess(accessOf(type, field), ctx, field);
        if (typeof resolver === 'function') {
          const run = resolver as Resolver;
          const wrapped: Resolver = (root, args, ctx, info) => {
            guard(ctx);
            return run(root, args, ctx, info);
          };
          return [field, wrapped];
        }
        const { subscribe } = resolver as { subscribe?: Resolver };
        if (!subscribe) return [field, resolver];
        const wrapped: Resolver = (root, args, ctx, info) => {
          guard(ctx);
          return subscribe(root, args, ctx, info);
        };
        return [field, { ...(resolver as object), subscribe: wrapped }];
      }),
    );
  }
  return gated as IResolvers;
}
