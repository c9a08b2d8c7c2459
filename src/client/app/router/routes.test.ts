import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientPaths, matchClientPath } from '../../../domain/client-paths.ts';
import { routes } from './routes.tsx';

/** Every full path the route table declares (the catch-all aside), joined as react-router joins them. */
function declaredPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const full =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined ? [full] : [];
    return [...own, ...declaredPaths(route.children ?? [], full)];
  });
}

describe('the route table and src/domain/client-paths.ts', () => {
  it('name exactly the same pages, so the server answers 404 for precisely what the router does not show', () => {
    expect(new Set(declaredPaths(routes))).toEqual(new Set(Object.values(clientPaths)));
  });

  it('declare every path absolutely, straight from the shared list', () => {
    const relative = declaredPaths(routes).filter((path) => !path.startsWith('/'));
    expect(relative).toEqual([]);
  });
});

describe('matchClientPath', () => {
  it('matches pages with their params, ignoring case and a trailing slash', () => {
    expect(matchClientPath('/')).toEqual({ name: 'home', params: {} });
    expect(matchClientPath('/About-Us/')).toEqual({ name: 'aboutUs', params: {} });
    expect(matchClientPath('/job/info/abc')).toEqual({ name: 'jobInfo', params: { jobId: 'abc' } });
    expect(matchClientPath('/job/search/node.js')).toEqual({ name: 'jobSearch', params: { urlKeywords: 'node.js' } });
  });

  it('prefers a fixed segment over a parameter', () => {
    expect(matchClientPath('/job/apply')?.name).toBe('myApplications');
    expect(matchClientPath('/employer/jobs/new')?.name).toBe('employerJobNew');
    expect(matchClientPath('/employer/jobs/123/edit')).toEqual({ name: 'employerJobEdit', params: { jobId: '123' } });
  });

  it('matches nothing for unknown paths and files', () => {
    for (const path of ['/nope', '/job/info', '/job/info/a/b', '/assets/index-abc.js', '/favicon.ico', '/admin/x']) {
      expect(matchClientPath(path)).toBeUndefined();
    }
  });
});
