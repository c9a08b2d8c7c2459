import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// The bench's HTTP client. It runs on the same two cores as the server and PostgreSQL, so it
// must cost little: fetch (undici) spent about 1.1 ms of CPU a search, Node's own http client
// with kept-alive sockets less. It asks for Brotli as a browser does, so the server compresses
// as it would for one.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface JsonAnswer<T> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: T;
}

/** POSTs `body` as JSON to `url` and reads the JSON answer. */
export function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer<T>> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'accept-encoding': 'br, gzip',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            let raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            if (encoding === 'br') raw = brotliDecompressSync(raw);
            else if (encoding === 'gzip') raw = gunzipSync(raw);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(raw.toString('utf8')) as T });
          } catch (e) {
            reject(e as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
