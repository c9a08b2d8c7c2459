import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PasswordDelayRule } from './auth/password-attempts.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CPA Careers <no-reply@cpa-careers.local>'),
  PUBLIC_URL: z.string().url().optional(),
  REGISTER_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  API_KEYS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  CLIENT_DIR: z.string().default('./dist/client'),
  SERVER_RENDERING: z.enum(['on', 'off'], { message: 'SERVER_RENDERING must be on or off' }).default('on'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1, 'UPLOAD_MAX_FILES must be at least 1').default(100),
  UPLOAD_MAX_MB: z.coerce.number().int().min(5, 'UPLOAD_MAX_MB must be at least 5 (one file may be 5 MB)').default(100),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100, 'GRAPHQL_MAX_COST must be at least 100').default(50_000),
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().min(1000, 'GRAPHQL_RATE_LIMIT must be at least 1000').default(300_000),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0, 'SEARCH_CACHE_SECONDS must be 0 (off) or more').default(300),
  ALERT_RUN_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ALERT_RUN_TIME must be a time of day in UTC as HH:MM, e.g. 07:00')
    .default('07:00'),
  NODE_ENV: z.string().optional(),
  S3_ENDPOINT: z
    .string()
    .regex(
      /^https?:\/\/[^/?#]+(\/[^?#]*)?$/,
      'S3_ENDPOINT must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com',
    )
    .optional(),
  // The naming rules S3 and MinIO share; a bad name would otherwise only fail on the first upload.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be 3-63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false').default('true'),
  FILE_STORE: z
    .enum(['auto', 'local', 'database', 's3'], 'FILE_STORE must be auto, local, database or s3')
    .default('auto'),
});

/** Without these three, files stay in the local folder; with only some of them, start-up fails. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_VARIABLES = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/** An S3-compatible bucket (AWS S3, MinIO, R2...) that holds uploaded files instead of DATA_DIR/files. */
export interface S3Config {
  /** Base URL of the S3 API, without the bucket. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `${endpoint}/${bucket}/key` (MinIO and most self-hosted stores) rather than `${bucket}.${host}/key`. */
  forcePathStyle: boolean;
}

/** Where uploaded bytes live: DATA_DIR/files, the `file_contents` table, or the S3 bucket. */
export type FileStoreKind = 'local' | 'database' | 's3';

/**
 * FILE_STORE=auto: the bucket when S3 is configured, else PostgreSQL when there is one (every
 * server process on it then serves every upload), else the folder beside the embedded database.
 */
export function autoFileStore(config: { s3?: S3Config; databaseUrl?: string }): FileStoreKind {
  return config.s3 ? 's3' : config.databaseUrl ? 'database' : 'local';
}

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
  /**
   * The in-memory PGlite starts from this dump (`Database.dump()`) rather than empty: the browser
   * tests migrate and seed once, then give each test file a server of its own in about a second.
   */
  databaseSnapshot?: Blob;
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
  /**
   * Render the public pages on the server (from the client's SSR build in `ssr` beside
   * `clientDir`); off, or without that build, the browser renders them (default on).
   */
  serverRendering?: boolean;
  /** Trust X-Forwarded-For from a load balancer in front (so rate limits see client IPs). */
  trustProxy: boolean;
  /** Run the daily job-expiry task in this process (tests turn it off to stay deterministic). */
  backgroundTasks?: boolean;
  /** How often due note reminders are looked for, in ms (a minute; the browser tests use less). */
  noteReminderIntervalMs?: number;
  /** The S3 bucket that `fileStore: 's3'` stores uploads in. */
  s3?: S3Config;
  /** Where uploads live; unset: as FILE_STORE=auto (see autoFileStore). */
  fileStore?: FileStoreKind;
  rateLimits: {
    signIn: RateLimitRule;
    sensitive: RateLimitRule;
    /** GraphQL cost points per address and per user (see graphql/query-cost.ts). */
    graphql: RateLimitRule;
    /** Failures at one account from anywhere past which each further try waits longer. */
    passwordDelay: PasswordDelayRule;
  };
  /** How many files, and how many bytes, one person may keep uploaded. */
  uploadQuota?: { files: number; bytes: number };
  /** The most one GraphQL operation may cost. */
  graphqlMaxCost?: number;
  /** Introspection and "Did you mean" hints for everyone, not only staff (development). */
  graphqlIntrospection?: boolean;
  /** When job alerts are mailed each day, `HH:MM` in UTC (07:00 by default). */
  alertRunTime?: string;
  /** How long a search answer is reused while no job changes (0: never; 300 by default). */
  searchCacheSeconds?: number;
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
  // Failed password checks (sign-in, account deletion, password change) per address, and per
  // account from one address, in a 15-minute window.
  signIn: { max: 20, windowMs: 15 * 60 * 1000 },
  // Sign-up, verify, resend and forgot-password requests per IP and per account.
  sensitive: { max: 30, windowMs: 15 * 60 * 1000 },
  // GraphQL cost points a minute, per address and per signed-in user: a search page costs about
  // 100-300, so this is thousands of pages a minute, but only a few maximal requests.
  graphql: { max: 300_000, windowMs: 60 * 1000 },
  // Past 10 failures at one account in the window, each try waits 250 ms more, at most 5 s:
  // a slow guesser, but never a locked-out owner.
  passwordDelay: { after: 10, stepMs: 250, maxMs: 5_000 },
};

export const DEFAULT_GRAPHQL_MAX_COST = 50_000;
export const DEFAULT_SEARCH_CACHE_SECONDS = 300;
export const DEFAULT_UPLOAD_QUOTA = { files: 100, bytes: 100 * 1024 * 1024 };

/** The S3 settings when the bucket and keys are all given, undefined when none of S3_* is. */
function s3Config(e: z.infer<typeof envSchema>, present: Record<string, unknown>): S3Config | undefined {
  const given = S3_VARIABLES.filter((name) => name in present);
  if (given.length === 0) return undefined;
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = S3_REQUIRED.filter((name) => !(name in present));
    // Half a configuration would silently keep files on local disk, which a deployment
    // that meant to use S3 would only discover when the container's disk is gone.
    throw new Error(
      `Invalid configuration: S3 storage is partly configured (${given.join(', ')} set) but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        `Set ${S3_REQUIRED.join(', ')} to store files in S3, or unset all S3_* variables to keep them under DATA_DIR/files.`,
    );
  }
  return {
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    bucket,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** FILE_STORE checked against what it needs, so a store that cannot work stops start-up with a message. */
function checkedFileStore(
  chosen: z.infer<typeof envSchema>['FILE_STORE'],
  s3: S3Config | undefined,
  databaseUrl?: string,
) {
  if (chosen === 'auto') return autoFileStore({ s3, databaseUrl });
  if (chosen === 's3' && !s3) throw new Error(`Invalid configuration: FILE_STORE=s3 needs ${S3_REQUIRED.join(', ')}.`);
  if (chosen === 'database' && !databaseUrl)
    throw new Error(
      'Invalid configuration: FILE_STORE=database keeps uploads in PostgreSQL and needs DATABASE_URL; ' +
        'the embedded database serves one process, which keeps them under DATA_DIR/files (FILE_STORE=local).',
    );
  // A bucket configured but not used would look like a deployment on S3 that is not one.
  if (chosen !== 's3' && s3)
    throw new Error(
      `Invalid configuration: S3_* is set but FILE_STORE=${chosen} keeps uploads elsewhere. ` +
        'Unset the S3_* variables, or set FILE_STORE=s3 (or auto).',
    );
  return chosen;
}

/**
 * Where this server is reached when PUBLIC_URL is not set: the port it listens on, and its host,
 * with a wildcard address (0.0.0.0, ::) read as localhost, the one a person on this machine opens.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]' || host === '';
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  // URL drops the scheme's own port (80) as a browser would.
  return new URL(`http://${name}:${port}`).origin;
}

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
  const s3 = s3Config(e, present);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    registerUrl: e.REGISTER_URL,
    redisUrl: e.REDIS_URL || undefined,
    apiKeys: e.API_KEYS.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    clientDir: path.resolve(e.CLIENT_DIR),
    serverRendering: e.SERVER_RENDERING === 'on',
    trustProxy: e.TRUST_PROXY === 'true',
    s3,
    fileStore: checkedFileStore(e.FILE_STORE, s3, e.DATABASE_URL),
    rateLimits: { ...defaultRateLimits, graphql: { ...defaultRateLimits.graphql, max: e.GRAPHQL_RATE_LIMIT } },
    graphqlMaxCost: e.GRAPHQL_MAX_COST,
    uploadQuota: { files: e.UPLOAD_MAX_FILES, bytes: e.UPLOAD_MAX_MB * 1024 * 1024 },
    graphqlIntrospection: e.NODE_ENV === 'development',
    alertRunTime: e.ALERT_RUN_TIME,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
  };
}
