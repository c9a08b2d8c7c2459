import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestApp, type TestApp, type TestDatabaseKind } from './test-app.ts';

/**
 * One app with the demo data for the tests of a file (or a `describe`), started before them and
 * closed after. The object is filled in by `beforeAll`, so read it inside the tests.
 */
export function useSeededApp(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(kind, overrides));
    await seedIfEmpty(t.app.services.database.db);
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}
