import { describe, expect, it } from 'vitest';
import { authRoles, hasPermission } from './auth-roles.ts';

describe('hasPermission (SPEC section 6)', () => {
  it('shows an item with no auth list to everyone', () => {
    expect(hasPermission(undefined, [])).toBe(true);
    expect(hasPermission(undefined, ['admin'])).toBe(true);
  });
  it('shows an item with an empty list to guests only', () => {
    expect(hasPermission(authRoles.onlyGuest, [])).toBe(true);
    expect(hasPermission(authRoles.onlyGuest, null)).toBe(true);
    expect(hasPermission(authRoles.onlyGuest, ['user'])).toBe(false);
  });
  it('needs the roles to intersect the list', () => {
    expect(hasPermission(authRoles.user, ['user'])).toBe(true);
    expect(hasPermission(authRoles.staff, ['user'])).toBe(false);
    expect(hasPermission(authRoles.staff, ['staff', 'user'])).toBe(true);
    expect(hasPermission(authRoles.admin, ['staff'])).toBe(false);
    expect(hasPermission(authRoles.user, [])).toBe(false);
  });
});
