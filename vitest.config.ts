import { defineConfig } from 'vitest/config';

// Unit, component and API tests. API tests build the real server in-process against a
// fresh database per file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
