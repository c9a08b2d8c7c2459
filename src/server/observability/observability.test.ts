import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../db/retry.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { collect, liveClient } from '../test-support/live-client.ts';
import { buildTestServer, createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { CLIENT_OPERATION_NAMES } from '../graphql/generated/client-operations.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Log lines the app writes, parsed (pino writes one JSON object a line). */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}

/** One sample's value in Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('observability on %s', (kind) => {
  let t: TestApp;
  const logs = logCapture();
  beforeAll(async () => {
    t = await createTestApp(kind, { metricsToken: TOKEN, logLevel: 'info', logStream: logs.stream });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('counts a request by route and status, with its duration', async () => {
    const before = sample(await scrape(), 'http_requests_total{method="GET",route="/api/health",status="200"}') ?? 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(before + 1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    // A route's pattern, never the URL: ids and query strings do not make new series.
    await t.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000?x=1' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const after = await scrape();
    expect(after).not.toContain('00000000-0000');
    expect(after).not.toContain('no-such-route');
    expect(sample(after, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('has the process, pool, outbox, live and error gauges', async () => {
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(sample(text, 'mail_outbox_messages{status="pending"}')).toBe(0);
    expect(sample(text, 'mail_outbox_messages{status="failed"}')).toBe(0);
    expect(sample(text, 'live_connections')).toBe(0);
    expect(sample(text, 'unexpected_errors_total{where="http"}')).toBe(0);
    // Without REDIS_URL there is no Redis to be up or down.
    expect(text).not.toContain('redis_up');
    if (kind === 'postgresql') {
      expect(sample(text, 'db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });

  it('counts the mails waiting in the outbox and those given up', async () => {
    const mail = { toAddress: 'a@example.com', subject: 's', textBody: 't', htmlBody: 'h' };
    await t.app.services.database.db.insert(mailOutbox).values([
      { ...mail, status: 'pending' },
      { ...mail, status: 'failed' },
      { ...mail, status: 'failed' },
      { ...mail, status: 'sent' },
    ]);
    const text = await scrape();
    expect(sample(text, 'mail_outbox_messages{status="pending"}')).toBe(1);
    expect(sample(text, 'mail_outbox_messages{status="failed"}')).toBe(2);
    await t.app.services.database.db.delete(mailOutbox);
  });

  it('counts GraphQL operations by known name and outcome, and errors by code', async () => {
    const known = CLIENT_OPERATION_NAMES;
    expect(known.length).toBeGreaterThan(50);
    expect(known).toContain('AboutContent');
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/graphql', payload });
    expect((await post({ query: 'query AboutContent { apiVersion }' })).statusCode).toBe(200);
    expect((await post({ query: '{ apiVersion }' })).statusCode).toBe(200);
    // A name the client never sends is 'other', so callers cannot add series.
    expect((await post({ query: 'query MadeUpName123 { apiVersion }' })).statusCode).toBe(200);
    expect((await post({ query: '{ noSuchField }', operationName: 'Whatever' })).statusCode).toBe(400);
    const text = await scrape();
    expect(sample(text, 'graphql_operations_total{operation="AboutContent",outcome="ok"}')).toBe(1);
    expect(sample(text, 'graphql_operations_total{operation="anonymous",outcome="ok"}')).toBe(1);
    expect(sample(text, 'graphql_operations_total{operation="other",outcome="ok"}')).toBe(1);
    expect(sample(text, 'graphql_operations_total{operation="other",outcome="error"}')).toBe(1);
    expect(sample(text, 'graphql_operation_duration_seconds_count{operation="AboutContent",outcome="ok"}')).toBe(1);
    expect(text).not.toContain('MadeUpName123');
    expect(sample(text, 'graphql_errors_total{code="BAD_USER_INPUT"}')).toBe(1);
    // Refused before it ran (the error handler's path): an invalid token.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { query: '{ apiVersion }' },
    });
    expect(refused.statusCode).toBe(401);
    expect(sample(await scrape(), 'graphql_errors_total{code="UNAUTHENTICATED"}')).toBe(1);
  });

  it('counts transactions run again after a deadlock', async () => {
    let tries = 0;
    const answer = await withRetry(async () => {
      tries += 1;
      if (tries === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(sample(await scrape(), 'db_retries_total{sqlstate="40P01"}')).toBe(1);
  });

  it('refuses /metrics without the token, or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('http_requests_total');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('takes a well-formed X-Request-Id, returns it, and logs it on the access line', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a:42.x_y' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a:42.x_y');
    const line = logs.lines.find((l) => l.requestId === 'lb-7f3a:42.x_y');
    expect(line).toMatchObject({ msg: 'request completed', method: 'GET', route: '/api/health', statusCode: 200 });
    expect(typeof line?.durationMs).toBe('number');
    expect(line).not.toHaveProperty('userId');
    // Fastify's own "incoming request" / "request completed" pair is replaced by this one line.
    expect(logs.lines.filter((l) => l.requestId === 'lb-7f3a:42.x_y')).toHaveLength(1);
  });

  it('replaces a malformed X-Request-Id with a UUID, on the answer and the log line', async () => {
    for (const bad of ['has spaces in it', 'x'.repeat(129), 'new\\nline', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': bad } });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(logs.lines.find((l) => l.requestId === id)).toMatchObject({ route: '/api/health/live', statusCode: 200 });
      expect(logs.lines.some((l) => l.requestId === bad)).toBe(false);
    }
    // None sent: a UUID too, and a different one per request.
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health/live' }),
      t.app.inject({ method: 'GET', url: '/api/health/live' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('returns the id on errors too, and puts the signed-in user on the access line', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'r-404' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('r-404');
    expect(logs.lines.find((l) => l.requestId === 'r-404')).toMatchObject({
      route: 'unmatched',
      path: '/api/nothing-here',
      statusCode: 404,
    });

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Logged Person', email: 'logged@example.com', password: 'a long enough password' },
    });
    const { access_token: token, user } = signUp.json() as { access_token: string; user: { uid: string } };
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'r-me' },
    });
    expect(me.statusCode).toBe(200);
    expect(logs.lines.find((l) => l.requestId === 'r-me')).toMatchObject({
      route: '/api/auth/user',
      userId: user.uid,
      statusCode: 200,
    });
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'r-gql' },
      payload: { query: 'query AboutContent { apiVersion }' },
    });
    expect(graphql.statusCode).toBe(200);
    expect(logs.lines.find((l) => l.requestId === 'r-gql')).toMatchObject({
      route: '/api/graphql',
      operation: 'AboutContent',
      userId: user.uid,
    });
  });
});

describe('metrics off, on a port of their own, and unexpected errors', () => {
  it('has no /metrics on the main port without METRICS_TOKEN', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(t.app.metrics).toBeUndefined();
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });

  it('serves /metrics on METRICS_PORT, not on the main port, and each app counts its own', async () => {
    // Two apps in one process: each has a registry of its own (no name collides).
    const a = await createTestApp('pglite', { metricsPort: 0 });
    const b = await createTestApp('pglite', { metricsPort: 0 });
    try {
      const portA = a.app.metrics?.listenerPort();
      const portB = b.app.metrics?.listenerPort();
      expect(portA).toBeGreaterThan(0);
      expect(portB).not.toBe(portA);
      await a.app.inject({ method: 'GET', url: '/api/health' });
      await a.app.inject({ method: 'GET', url: '/api/health' });
      const textA = await (await fetch(`http://127.0.0.1:${portA}/metrics`)).text();
      const textB = await (await fetch(`http://127.0.0.1:${portB}/metrics`)).text();
      expect(sample(textA, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(2);
      expect(sample(textB, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBeUndefined();
      expect((await fetch(`http://127.0.0.1:${portA}/other`)).status).toBe(404);
      expect((await a.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await a.close();
      await b.close();
    }
    await expect(fetch(`http://127.0.0.1:${a.app.metrics?.listenerPort() ?? 1}/metrics`)).rejects.toThrow();
  });

  it('counts the open live connections', async () => {
    const t = await createTestApp('pglite', { metricsToken: TOKEN });
    const gauge = async () =>
      sample(
        (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body,
        'live_connections',
      );
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { displayName: 'Live Person', email: 'live@example.com', password: 'a long enough password' },
      });
      const client = liveClient(t.app, (signUp.json() as { access_token: string }).access_token);
      const ready = collect<{ liveReady: boolean }>(client, 'subscription { liveReady }');
      await ready.next(1);
      expect(ready.results[0]?.data).toEqual({ liveReady: true });
      expect(await gauge()).toBe(1);
      await client.dispose();
      // The server sees the socket close a moment after the client closes it.
      for (let i = 0; i < 50 && (await gauge()) !== 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await gauge()).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('logs an unexpected error with its request id and counts it', async () => {
    const logs = logCapture();
    const t = await createTestApp('pglite', { metricsToken: TOKEN });
    // The same configuration, built without ready() so a failing route can be added.
    const app = await buildTestServer({ ...t.config, logLevel: 'info', logStream: logs.stream });
    app.get('/api/test-fault', { config: { access: 'public' } }, async () => {
      throw new Error('a fault of ours');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-fault', headers: { 'x-request-id': 'r-fault' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('r-fault');
      expect(res.body).not.toContain('a fault of ours');
      const errorLine = logs.lines.find((l) => l.requestId === 'r-fault' && l.level === 50);
      expect(errorLine).toMatchObject({ msg: 'unhandled error', err: { message: 'a fault of ours' } });
      const metrics = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(sample(metrics.body, 'unexpected_errors_total{where="http"}')).toBe(1);
      expect(sample(metrics.body, 'http_requests_total{method="GET",route="/api/test-fault",status="500"}')).toBe(1);

      // A GraphQL resolver's fault (its table is gone): INTERNAL_SERVER_ERROR in a 200, logged and counted.
      await app.services.database.db.execute(sql`alter table currency_rates rename to currency_rates_gone`);
      const failed = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'x-request-id': 'r-gql-fault' },
        payload: { query: 'query CurrencyRates { currencyRates { currency } }' },
      });
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({ errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      expect(logs.lines.find((l) => l.requestId === 'r-gql-fault' && l.level === 50)).toMatchObject({
        msg: 'graphql request failed',
      });
      expect(logs.lines.find((l) => l.requestId === 'r-gql-fault' && l.level === 30)).toMatchObject({
        operation: 'CurrencyRates',
        statusCode: 200,
      });
      const after = (
        await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
      ).body;
      expect(sample(after, 'unexpected_errors_total{where="graphql"}')).toBe(1);
      expect(sample(after, 'graphql_errors_total{code="INTERNAL_SERVER_ERROR"}')).toBe(1);
      expect(sample(after, 'graphql_operations_total{operation="CurrencyRates",outcome="internal_error"}')).toBe(1);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
