import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_MODULES, routePreloadTags, type ViteManifest } from './route-preloads.ts';

const manifest: ViteManifest = {
  'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_mui.js'], css: ['assets/index-1.css'] },
  '_mui.js': { file: 'assets/mui-2.js' },
  '_card.js': { file: 'assets/card-3.js', imports: ['_mui.js', '_chip.js'], css: ['assets/card-3.css'] },
  '_chip.js': { file: 'assets/chip-4.js' },
  'features/jobs/job-search-page.tsx': {
    file: 'assets/job-search-page-5.js',
    imports: ['main.tsx', '_card.js'],
    dynamicImports: ['features/jobs/filters-dialog.tsx'],
  },
  'features/jobs/filters-dialog.tsx': { file: 'assets/filters-dialog-6.js' },
};

describe('route preloads', () => {
  it("announce a page's chunk and its static imports, but not the entry's nor lazy ones", () => {
    const tags = routePreloadTags(manifest, 'jobSearch')
      .split('\n')
      .map((t) => t.trim());
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/job-search-page-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/chip-4.js">',
      '<link rel="stylesheet" crossorigin href="/assets/card-3.css">',
    ]);
  });

  it('announce nothing for a page behind sign-in, an unknown module or a build without a manifest', () => {
    expect(routePreloadTags(manifest, 'employerJobs')).toBe('');
    expect(routePreloadTags(manifest, 'company')).toBe('');
    expect(routePreloadTags(undefined, 'jobSearch')).toBe('');
  });

  it("name the modules the client's router loads for those pages", () => {
    const routes = readFileSync('src/client/app/router/routes.tsx', 'utf8');
    for (const [name, module] of Object.entries(PUBLIC_PAGE_MODULES)) {
      expect(existsSync(path.join('src/client', module)), module).toBe(true);
      const route = name === 'home' ? 'index: true' : `path: clientPaths.${name},`;
      const at = routes.indexOf(route);
      expect(at, route).toBeGreaterThan(-1);
      expect(routes.slice(at, at + 200), name).toContain(`import('../../${module}')`);
    }
  });
});
