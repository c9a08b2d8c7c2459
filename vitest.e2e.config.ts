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
    // The demo data is seeded once (globalSetup); each file then gets a server of its own on a copy
    // of it (setupFiles), so files run side by side without seeing one another's changes.
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/file-server.ts'],
    // A cap, not a timing assertion: the long suite on a loaded 2-core machine needs room.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // How long expect.poll waits for what a page should come to show (it returns as soon as it
    // does). Vitest's 1 s default was too short for a navigation that loads a chunk while the
    // 2-core machine runs the server and Chromium: "sign out everywhere" failed a CI run so.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time: Chromium's drawing fills this machine's two cores, so a third only
    // shares them (the suite: 22.0 min one at a time, 19.3 three, 17.8 two; README).
    maxWorkers: 2,
  },
});
