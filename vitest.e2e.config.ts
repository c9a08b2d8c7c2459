import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Browser tests: the built client served by the real server, driven by Chromium. Each file has its
// own server over its own copy of the seeded data (e2e/support/file-server.ts), so files run in
// parallel: one per core, as a Chromium and a server per file keep a core busy.
export default defineConfig({
  resolve: {
    // The server's own files load graphql's CommonJS build, as mercurius does (see vitest.config.ts).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/file-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: Math.max(2, Math.min(4, availableParallelism())),
  },
});
