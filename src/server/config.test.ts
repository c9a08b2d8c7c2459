import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// A JWT secret keeps loadConfig from writing one under DATA_DIR.
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/cpa-config-test' };
const s3Env = { S3_BUCKET: 'cpa-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

describe('loadConfig S3 storage', () => {
  it('keeps files local when no S3 variable is set, empty ones included', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    expect(loadConfig({ ...base, S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });

  it('uses the bucket with defaults for region, endpoint and path style', () => {
    expect(loadConfig({ ...base, ...s3Env }).s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'cpa-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('takes an explicit endpoint, region and virtual-hosted style', () => {
    const config = loadConfig({
      ...base,
      ...s3Env,
      S3_ENDPOINT: 'https://minio.example.com:9000/',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.s3).toMatchObject({
      endpoint: 'https://minio.example.com:9000',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...base, ...s3Env, S3_REGION: 'eu-west-2' }).s3?.endpoint).toBe(
      'https://s3.eu-west-2.amazonaws.com',
    );
  });

  it('fails start-up on a half-configured S3, naming what is missing', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'cpa-files' })).toThrow(
      'Invalid configuration: S3 storage is partly configured (S3_BUCKET set) but S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing. ' +
        'Set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY to store files in S3, or unset all S3_* variables to keep them under DATA_DIR/files.',
    );
    expect(() => loadConfig({ ...base, ...s3Env, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /but S3_SECRET_ACCESS_KEY is missing/,
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /partly configured \(S3_ENDPOINT set\) but S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing/,
    );
  });

  it('refuses a malformed endpoint, bucket name or path-style flag', () => {
    expect(() => loadConfig({ ...base, ...s3Env, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT: S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => loadConfig({ ...base, ...s3Env, S3_BUCKET: 'My_Bucket' })).toThrow(
      'S3_BUCKET: S3_BUCKET must be 3-63 lowercase letters',
    );
    expect(() => loadConfig({ ...base, ...s3Env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });
});

describe('loadConfig job alerts', () => {
  it('mails alerts at 07:00 UTC unless ALERT_RUN_TIME says otherwise, and refuses a time it cannot read', () => {
    expect(loadConfig(base).alertRunTime).toBe('07:00');
    expect(loadConfig({ ...base, ALERT_RUN_TIME: '18:30' }).alertRunTime).toBe('18:30');
    for (const bad of ['7:00', '24:00', '07:60', 'seven'])
      expect(() => loadConfig({ ...base, ALERT_RUN_TIME: bad }), bad).toThrow(/ALERT_RUN_TIME must be a time of day/);
  });
});

const env = (vars: Record<string, string> = {}) => ({ ...base, ...vars });

describe('loadConfig PUBLIC_URL', () => {
  it('follows PORT and HOST when not set, a wildcard host reading as localhost', () => {
    expect(loadConfig(env()).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig(env({ PORT: '3101' })).publicUrl).toBe('http://localhost:3101');
    expect(loadConfig(env({ PORT: '3101', HOST: '0.0.0.0' })).publicUrl).toBe('http://localhost:3101');
    expect(loadConfig(env({ PORT: '8080', HOST: '::' })).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig(env({ PORT: '3101', HOST: '127.0.0.1' })).publicUrl).toBe('http://127.0.0.1:3101');
    expect(loadConfig(env({ PORT: '3101', HOST: '::1' })).publicUrl).toBe('http://[::1]:3101');
    expect(loadConfig(env({ PORT: '80', HOST: 'careers.internal' })).publicUrl).toBe('http://careers.internal');
  });

  it('takes PUBLIC_URL as given, without a trailing slash, whatever the port', () => {
    expect(loadConfig(env({ PORT: '3101', PUBLIC_URL: 'https://careers.example.org/' })).publicUrl).toBe(
      'https://careers.example.org',
    );
  });
});

describe('loadConfig server rendering', () => {
  it('is on by default, off when asked, and ignores the SSR flag that build tools set', () => {
    expect(loadConfig(base).serverRendering).toBe(true);
    expect(loadConfig({ ...base, SSR: 'true' }).serverRendering).toBe(true);
    expect(loadConfig({ ...base, SERVER_RENDERING: 'off' }).serverRendering).toBe(false);
    expect(() => loadConfig({ ...base, SERVER_RENDERING: 'yes' })).toThrow('SERVER_RENDERING must be on or off');
  });
});

describe('loadConfig operations (metrics, draining, migrations)', () => {
  it('migrates at start and drains for 3 s by default, with metrics off', () => {
    expect(loadConfig(base)).toMatchObject({ migrateOnStart: true, drainDelayMs: 3000 });
    expect(loadConfig(base).metricsPort).toBeUndefined();
    expect(loadConfig(base).metricsToken).toBeUndefined();
  });

  it('reads each setting, and refuses what cannot work', () => {
    const config = loadConfig({
      ...base,
      MIGRATE_ON_START: 'false',
      DRAIN_DELAY_MS: '0',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 't'.repeat(16),
    });
    expect(config).toMatchObject({
      migrateOnStart: false,
      drainDelayMs: 0,
      metricsPort: 9464,
      metricsToken: 't'.repeat(16),
    });
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'no' })).toThrow('MIGRATE_ON_START must be true or false');
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
    expect(() => loadConfig({ ...base, METRICS_PORT: '0' })).toThrow('METRICS_PORT must be a port number');
    expect(() => loadConfig({ ...base, DRAIN_DELAY_MS: '-1' })).toThrow('DRAIN_DELAY_MS must be 0 or more');
  });
});
