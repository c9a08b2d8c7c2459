import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { renderAccessDoc } from './access-doc.ts';
import { installRouteAccess, ROUTE_ACCESS_WORDS } from './route-access.ts';

/** `METHOD /path` of each route in Fastify's printed route tree (`├── /api/files (POST, GET)`, nested by 4 columns). */
function routesOfTree(tree: string): string[] {
  const parents: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    const url = path.length > 1 ? path.replace(/\/$/, '') : path;
    for (const method of match[3]?.split(', ') ?? []) found.push(`${method} ${url}`);
  }
  return found;
}

describe('the REST gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows every route of the server, each with a rule', async () => {
    const routes = t.app.gatedRoutes();
    // An independent listing: Fastify's own route tree must hold every gated route and no other.
    const tree = t.app.printRoutes({ commonPrefix: false });
    for (const { method, url, access } of routes) {
      expect(Object.keys(ROUTE_ACCESS_WORDS), `${method} ${url}`).toContain(access);
      expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    }
    const withoutSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);
    const gated = new Set(routes.map((r) => `${r.method} ${withoutSlash(r.url)}`));
    expect(new Set(routesOfTree(tree))).toEqual(gated);
    const rule = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.access;
    expect(rule('POST', '/api/quick-panel/notes')).toBe('staff');
    expect(rule('POST', '/api/quick-panel/events')).toBe('staff');
    expect(rule('GET', '/api/auth/user')).toBe('signedIn');
    expect(rule('POST', '/api/auth/sign-in')).toBe('public');
    expect(rule('GET', '/metrics')).toBe('secret');
    expect(rule('POST', '/api/graphql')).toBe('public');
  });

  it('is what docs/access.md shows (npm run docs:access writes it)', () => {
    expect(readFileSync('docs/access.md', 'utf8')).toBe(renderAccessDoc(t.app.gatedRoutes()));
  });

  it('lets anyone fetch the built client’s files (the static plugin’s routes, which cannot declare a rule)', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(clientDir, 'assets', 'app-1.js'), 'console.log(1)');
    const built = await createTestApp('pglite', { clientDir });
    try {
      const asset = built.app.gatedRoutes().find((r) => r.url === '/assets/app-1.js' && r.method === 'GET');
      expect(asset?.access).toBe('public');
      expect((await built.app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    } finally {
      await built.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a route that declares no rule', async () => {
    const app = Fastify();
    installRouteAccess(app);
    app.get('/declared', { config: { access: 'public' } }, async () => 'ok');
    await expect(
      app.register(async (scope) => {
        scope.post('/forgotten', async () => 'ok');
      }),
    ).rejects.toThrow(/POST \/forgotten declares no access rule/);
    await app.close();
  });

  it('refuses a guest on a signed-in route before the handler runs', async () => {
    const app = Fastify();
    const gate = installRouteAccess(app);
    let ran = 0;
    app.get('/mine', { config: { access: 'staff' } }, async () => {
      ran += 1;
      return 'ok';
    });
    gate.useGuard({ optionalUser: async () => undefined });
    const res = await app.inject({ method: 'GET', url: '/mine' });
    expect(res.statusCode).toBe(401);
    expect(ran).toBe(0);
    await app.close();
  });
});
