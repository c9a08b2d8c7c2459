import type { MemberType, Role } from '../../../domain/enums.ts';
import { hasPermission } from './auth-roles.ts';
import type { NavGroup, NavItem } from './navigation-config.ts';

/**
 * The groups and items a user with these roles may see; empty groups are dropped. Member-type
 * items show to that member type only: staff may open employer screens (to check a job under
 * review) but do not need them in their menu.
 */
export function visibleNavigation(
  config: readonly NavGroup[],
  roles: readonly Role[] | null | undefined,
  memberType?: MemberType | null,
): NavGroup[] {
  return config
    .map((group) => ({
      ...group,
      children: group.children.filter(
        (item) => hasPermission(item.auth, roles) && (!item.memberType || item.memberType === memberType),
      ),
    }))
    .filter((group) => group.children.length > 0);
}

export function flattenNavigation(groups: readonly NavGroup[]): NavItem[] {
  return groups.flatMap((g) => g.children);
}

export const SEARCH_SUGGESTION_LIMIT = 10;

/**
 * Items whose translated title contains the query, compared in the interface language (so
 * Turkish 'İ' and 'i' match), at most ten (SPEC section 9).
 */
export function searchNavigation<T extends { title: string }>(
  items: readonly T[],
  query: string,
  locale: string,
  limit = SEARCH_SUGGESTION_LIMIT,
): T[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [];
  return items.filter((item) => item.title.toLocaleLowerCase(locale).includes(needle)).slice(0, limit);
}
