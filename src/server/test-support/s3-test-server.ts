import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// s3rver implements the S3 API over a folder but accepts any SigV4 signature from a known key id.
// The proxy in front of it checks signatures as AWS does, so a wrong secret, a badly escaped key
// or an altered body is refused in tests just as a real store would refuse it.

export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  /** The folder s3rver keeps buckets in: one sub-folder per bucket. */
  directory: string;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function s3ErrorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** Why a request's SigV4 signature is wrong, or undefined when it is right. */
function checkSignature(
  req: http.IncomingMessage,
  body: Buffer,
): { status: number; code: string; message: string } | undefined {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const [, keyId = '', day = '', region = '', signedHeaders = '', signature = ''] = auth;
  if (keyId !== S3_TEST_CREDENTIALS.accessKeyId) return undefined; // s3rver itself answers InvalidAccessKeyId
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return {
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
      message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
    };
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const canonicalUri = url.pathname
    .split('/')
    .map((s) => rfc3986(decodeURIComponent(s)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonicalRequest)].join(
    '\n',
  );
  const key = hmac(hmac(hmac(hmac(`AWS4${S3_TEST_CREDENTIALS.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return undefined;
  return {
    status: 403,
    code: 'SignatureDoesNotMatch',
    message:
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  };
}

/** s3rver on a temporary folder with the given buckets, behind a SigV4-checking proxy on 127.0.0.1. */
export async function startS3TestServer(buckets: string[]): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'cpa-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port: backendPort } = await s3rver.run();

  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = checkSignature(req, body);
      if (problem) {
        res
          .writeHead(problem.status, { 'content-type': 'application/xml' })
          .end(s3ErrorXml(problem.code, problem.message));
        return;
      }
      const forward = http.request(
        { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (e) => res.writeHead(502).end(e.message));
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
