import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Browser tests: the built client served by the real server, driven by Chromium.
export default defineConfig({
  resolve: {
    // The server's own files load graphql's CommonJS build, as mercurius does (see vitest.config.ts).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // Each file starts its own server (e2e/support/server.ts), so files run side by side.
    setupFiles: ['e2e/support/per-file-server.ts'],
    // Two files at a time on two cores: a long test may take twice its quiet-machine time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
