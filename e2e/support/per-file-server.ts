import { afterAll, beforeAll } from 'vitest';
import { startServer, stopServer } from './server.ts';

// Loaded by vitest.e2e.config.ts before each test file: that file's own server.
beforeAll(startServer, 120_000);
afterAll(stopServer);
