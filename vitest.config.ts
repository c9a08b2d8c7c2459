import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Unit, component and API tests. API tests build the real server in-process against a
// fresh database per file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: {
    // graphql ships a CommonJS and an ESM build; mercurius loads the CommonJS one, so our own
    // files must too (as Node does at run time), or graphql-js sees two copies of its classes.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time on the 2-core machine: 376 s instead of 610 s for the whole set, because a
    // file spends much of its time waiting on PostgreSQL, PGlite's start or a server's answer. Each
    // file has its own databases; Redis is split per worker by the setup file.
    maxWorkers: 2,
    setupFiles: ['src/server/test-support/redis-per-worker.ts'],
  },
});
