import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { defaultRateLimits, type AppConfig } from '../config.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Messages written to DATA_DIR/mail, oldest first. */
  mails(): { to: string; subject: string; raw: string }[];
  /** The 6-digit code of the newest mail to this address. */
  lastCode(to: string): string;
  /** Waits for work requests started without waiting (e.g. a reset code mailed after answering). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database for one test file, dropped again on close. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        // Closed connections can linger a moment on the server side; wait for them rather than
        // terminating them (FORCE), which would hit a client still closing with an error.
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error; // object in use
            await new Promise((r) => setTimeout(r, 100));
          }
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export type TestDatabaseKind = 'pglite' | 'postgresql';

/** The database kinds the API tests run against: PGlite always, PostgreSQL when configured. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
}

export async function createTestApp(
  kind: TestDatabaseKind = 'pglite',
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-test-'));
  const scratch =
    kind === 'postgresql' && process.env.TEST_DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: scratch?.url,
    inMemoryDatabase: !scratch,
    backgroundTasks: false,
    jwtSecret: randomBytes(32).toString('hex'),
    mailFrom: 'CPA Careers <no-reply@test.local>',
    publicUrl: 'http://localhost:3000',
    apiKeys: ['test-api-key'],
    logLevel: 'silent',
    seed: 'never',
    clientDir: path.join(dataDir, 'no-client'),
    trustProxy: false,
    rateLimits: defaultRateLimits,
    ...overrides,
  };
  const app = await buildApp(config);
  await app.ready();
  const mailDir = path.join(dataDir, 'mail');
  const mails = () => {
    if (!existsSync(mailDir)) return [];
    return readdirSync(mailDir)
      .sort()
      .map((f) => {
        const raw = readFileSync(path.join(mailDir, f), 'utf8');
        return {
          to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''),
          raw,
        };
      });
  };
  return {
    app,
    config,
    mails,
    lastCode(to) {
      const mail = mails()
        .filter((m) => m.to.includes(to))
        .at(-1);
      const code = mail && /\b(\d{6})\b/.exec(mail.raw)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    settled: () => app.services.background.idle(),
    async close() {
      await app.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server on `config` as given, not ready yet: for tests of start-up itself, or that add a route first. */
export function buildTestServer(config: AppConfig): Promise<FastifyInstance> {
  return buildApp(config);
}

/** A mail header as a person reads it: unfolded, its RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** Enough GraphQL points a minute for the race tests' hundreds of requests by one person at once. */
export const racingRateLimits: AppConfig['rateLimits'] = {
  ...defaultRateLimits,
  graphql: { max: 100_000_000, windowMs: 60_000 },
};
