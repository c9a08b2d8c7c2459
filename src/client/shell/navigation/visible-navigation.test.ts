import { describe, expect, it } from 'vitest';
import { navigationConfig } from './navigation-config.ts';
import { flattenNavigation, searchNavigation, visibleNavigation } from './visible-navigation.ts';

const ids = (roles: Parameters<typeof visibleNavigation>[1], memberType?: Parameters<typeof visibleNavigation>[2]) =>
  flattenNavigation(visibleNavigation(navigationConfig, roles, memberType)).map((i) => i.id);

describe('navigation by role (SPEC section 6)', () => {
  it('shows guests the public and guest-only items, not the signed-in ones', () => {
    const guest = ids([]);
    expect(guest).toContain('home');
    expect(guest).toContain('sign-in');
    expect(guest).toContain('post-jobs');
    expect(guest).not.toContain('saved');
    expect(guest).not.toContain('profile');
    expect(ids(null)).toEqual(guest);
  });

  it('shows a signed-in user their items and hides guest-only ones and empty groups', () => {
    const user = ids(['user']);
    expect(user).toEqual(expect.arrayContaining(['home', 'saved', 'applications', 'profile', 'about-us']));
    expect(user).not.toContain('sign-in');
    expect(visibleNavigation(navigationConfig, ['user']).map((g) => g.id)).not.toContain('account');
    expect(user).not.toContain('employer-jobs');
    expect(user).not.toContain('admin-moderation');
  });

  it('shows employer tools to employers only, and staff tools to staff and admin only', () => {
    const employer = ids(['user'], 'employer');
    expect(employer).toEqual(expect.arrayContaining(['employer-dashboard', 'employer-jobs', 'employer-company']));
    expect(employer).not.toContain('admin-moderation');
    expect(ids(['user'], 'jobseeker')).not.toContain('employer-jobs');
    const staff = ids(['staff', 'user'], 'jobseeker');
    expect(staff).not.toContain('employer-jobs');
    expect(staff).toEqual(
      expect.arrayContaining(['admin-moderation', 'admin-users', 'admin-companies', 'admin-content']),
    );
    expect(ids(['admin'])).toContain('admin-users');
    expect(ids([])).not.toContain('admin-users');
  });

  it('has unique ids, so shortcuts can name items', () => {
    const all = flattenNavigation(navigationConfig).map((i) => i.id);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('navigation search', () => {
  const items = Array.from({ length: 14 }, (_, i) => ({ title: `Jobs page ${i}` }));

  it('matches titles without regard to case and shows at most 10', () => {
    expect(searchNavigation(items, 'JOBS', 'en')).toHaveLength(10);
    expect(searchNavigation(items, 'page 1', 'en').map((i) => i.title)).toEqual([
      'Jobs page 1',
      'Jobs page 10',
      'Jobs page 11',
      'Jobs page 12',
      'Jobs page 13',
    ]);
  });

  it('finds nothing for a miss or an empty query', () => {
    expect(searchNavigation(items, 'zzz', 'en')).toEqual([]);
    expect(searchNavigation(items, '   ', 'en')).toEqual([]);
  });

  it('compares in the interface language, so Turkish İ matches i', () => {
    expect(searchNavigation([{ title: 'İş ara' }], 'iş', 'tr')).toHaveLength(1);
  });
});
