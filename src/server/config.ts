import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CPA Careers <no-reply@cpa-careers.local>'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  REGISTER_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  API_KEYS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  CLIENT_DIR: z.string().default('./dist/client'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Use an in-memory PGlite (tests) instead of one under dataDir. */
  inMemoryDatabase?: boolean;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  registerUrl?: string;
  redisUrl?: string;
  apiKeys: string[];
  logLevel: string;
  seed: 'auto' | 'never';
  clientDir: string;
  /** Trust X-Forwarded-For from a load balancer in front (so rate limits see client IPs). */
  trustProxy: boolean;
  /** Run the daily job-expiry task in this process (tests turn it off to stay deterministic). */
  backgroundTasks?: boolean;
  rateLimits: {
    signIn: RateLimitRule;
    sensitive: RateLimitRule;
  };
}

/** The JWT secret from the environment, or one generated once and kept under the data folder. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const defaultRateLimits: AppConfig['rateLimits'] = {
  // Failed sign-ins per IP and per account in a 15-minute window.
  signIn: { max: 20, windowMs: 15 * 60 * 1000 },
  // Sign-up, verify, resend and forgot-password requests per IP and per account.
  sensitive: { max: 30, windowMs: 15 * 60 * 1000 },
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    registerUrl: e.REGISTER_URL,
    redisUrl: e.REDIS_URL || undefined,
    apiKeys: e.API_KEYS.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    clientDir: path.resolve(e.CLIENT_DIR),
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimits: defaultRateLimits,
  };
}
