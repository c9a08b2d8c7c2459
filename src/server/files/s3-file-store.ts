import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config.ts';
import type { FileStore } from './file-store.ts';

/** One request may not hang an upload or a download forever when the store stops answering. */
const REQUEST_TIMEOUT_MS = 60_000;

/** An S3 failure with the store's own error code (AccessDenied, NoSuchBucket, SignatureDoesNotMatch...). */
export class S3Error extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

/** encodeURIComponent leaves !'()* alone; SigV4 signs them escaped, so send them escaped too. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function encodeKey(key: string): string {
  const segments = key.split('/');
  // URLs resolve "." and ".." segments, so such a key would address a different object (or bucket).
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new Error(`invalid storage key ${key}`);
  return segments.map(encodeSegment).join('/');
}

/** The <Code> and <Message> of an S3 XML error body (HEAD answers and some proxies send none). */
function readError(body: string): { code?: string; message?: string } {
  const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1]?.trim() || undefined;
  return { code: field('Code'), message: field('Message') };
}

/** Files in an S3-compatible bucket over the REST API, signed with SigV4 (AWS S3, MinIO, R2, ...). */
export function createS3FileStore(config: S3Config): FileStore {
  // Retries back off on 5xx and 429 only; a refused signature or a missing bucket fails at once.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 3,
  });
  const endpoint = new URL(config.endpoint);
  const base = config.forcePathStyle
    ? `${config.endpoint.replace(/\/+$/, '')}/${encodeSegment(config.bucket)}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const urlFor = (key: string) => `${base}/${encodeKey(key)}`;

  async function failure(response: Response, action: string, key: string): Promise<S3Error> {
    const { code, message } = readError(await response.text().catch(() => ''));
    const name = code ?? `HTTP ${response.status}`;
    return new S3Error(
      `S3 ${action} of "${key}" in bucket "${config.bucket}" failed: ${name}${message ? ` (${message})` : ''}`,
      response.status,
      name,
    );
  }

  return {
    async put(key, body, mimeType) {
      const response = await client.fetch(urlFor(key), {
        method: 'PUT',
        // A copy, because fetch's types only take views over a plain ArrayBuffer (uploads are a few MB at most).
        body: new Uint8Array(body),
        headers: {
          'content-type': mimeType,
          // Sign the payload's hash instead of UNSIGNED-PAYLOAD, so the store rejects bytes altered on the way.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw await failure(response, 'upload', key);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlFor(key), {
        method: 'GET',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const error = await failure(response, 'download', key);
      // A missing object is an ordinary answer; a missing bucket is a misconfiguration and must surface.
      if (response.status === 404 && error.code !== 'NoSuchBucket') return undefined;
      throw error;
    },
    async delete(key) {
      // S3 answers 204 whether or not the object existed, matching the local store's forgiving delete.
      const response = await client.fetch(urlFor(key), {
        method: 'DELETE',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const error = await failure(response, 'delete', key);
      if (response.status === 404 && error.code !== 'NoSuchBucket') return;
      throw error;
    },
  };
}
