import { describe, expect, it } from 'vitest';
import { navigationConfig } from './navigation-config.ts';
import { flattenNavigation, searchNavigation, visibleNavigation } from './visible-navigation.ts';

const ids = (roles: Parameters<typeof visibleNavigation>[1]) => flattenNavigation(visibleNavigation(navigationConfig, roles)).map((i) => i.id);

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
    expect(ids(['staff', 'user'])).toEqual(user);
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
    expect(searchNavigation(items, 'page 1', 'en').map((i) => i.title)).toEqual(['Jobs page 1', 'Jobs page 10', 'Jobs page 11', 'Jobs page 12', 'Jobs page 13']);
  });

  it('finds nothing for a miss or an empty query', () => {
    expect(searchNavigation(items, 'zzz', 'en')).toEqual([]);
    expect(searchNavigation(items, '   ', 'en')).toEqual([]);
  });

  it('compares in the interface language, so Turkish İ matches i', () => {
    expect(searchNavigation([{ title: 'İş ara' }], 'iş', 'tr')).toHaveLength(1);
  });
});
