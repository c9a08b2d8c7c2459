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
    // A cap, not a timing assertion: the long suite on a loaded 2-core machine needs room.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
