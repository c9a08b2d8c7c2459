import { serverAudits, type AuditResult } from 'graphql-http';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInAs } from '../test-support/graphql.ts';
import { useSeededApp } from '../test-support/seeded-app.ts';

/**
 * The GraphQL over HTTP spec's conformance suite (graphql-http's serverAudits) against the real
 * app on a real port, as a guest. Every audit passes but the ones below, each for a stated reason;
 * the test also fails when one of them starts passing, so the list stays true.
 */
const NOT_PASSED_BY_DESIGN: Record<string, string> = {
  // Introspection is for staff only (graphql/operation-guard.ts); these audits ask for `__type`.
  // They pass with a staff token (the second test).
  BF61: 'MUST accept utf-8 encoded request: asks for __type (introspection is staff-only)',
  '2EA1': 'SHOULD allow map {variables} with graphql-response+json: asks for __type (introspection is staff-only)',
  '28B9': 'MUST allow map {variables} with application/json: asks for __type (introspection is staff-only)',
  // POST only: a GET would run a query from a link or an image tag (graphql-plugin.ts answers 405).
  '5A70': 'MAY accept GET requests: POST only',
  D6D5: 'MAY allow variables in GETs: POST only',
  '6A70': 'MAY allow variables in GETs: POST only',
  // application/json keeps today's statuses: a request that fails to parse or validate answers 400
  // (the spec's legacy SHOULD is 200). Clients that want the spec's statuses ask for
  // application/graphql-response+json, where 4xx is what the spec requires and what is answered.
  '572B': 'SHOULD use 200 on parse failure with application/json: answers 400',
  FDE2: 'SHOULD use 200 on validation failure with application/json: answers 400',
  '7B9B': 'SHOULD use 200 on variable coercion failure with application/json: answers 400',
};

const INTROSPECTION_AUDITS = ['BF61', '2EA1', '28B9'];

async function describeFailure(result: AuditResult): Promise<string> {
  if (result.status === 'ok') return '';
  const body = await result.response.text().catch(() => '');
  return `${result.id} ${result.name}: ${result.reason} (status ${result.response.status}, body ${body.slice(0, 200)})`;
}

describe('GraphQL over HTTP conformance (graphql-http audits), on pglite', () => {
  const t = useSeededApp('pglite');
  let url: string;
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/api/graphql`;
  });

  it('passes every audit as a guest except the ones named above', async () => {
    const audits = serverAudits({ url });
    expect(audits.length).toBeGreaterThanOrEqual(61);
    const failed: string[] = [];
    const notPassed = new Set<string>();
    // One at a time: the audits share the guest's rate limit, and the machine is small.
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === 'ok') continue;
      notPassed.add(result.id);
      if (!(result.id in NOT_PASSED_BY_DESIGN)) failed.push(await describeFailure(result));
    }
    expect(failed).toEqual([]);
    // An exception that now passes is no longer one: take it off the list.
    expect([...notPassed].sort()).toEqual(Object.keys(NOT_PASSED_BY_DESIGN).sort());
  }, 120_000);

  it('passes the introspection audits for staff', async () => {
    const token = await signInAs(t, ...DEMO.staff);
    const asStaff = (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
      });
    const audits = serverAudits({ url, fetchFn: asStaff }).filter((a) => INTROSPECTION_AUDITS.includes(a.id));
    expect(audits.map((a) => a.id).sort()).toEqual([...INTROSPECTION_AUDITS].sort());
    const failed: string[] = [];
    for (const audit of audits) failed.push(await describeFailure(await audit.fn()));
    expect(failed.filter(Boolean)).toEqual([]);
  });

  it('labels a kept search answer with the media type the client asked for', async () => {
    const query = '{ searchJobs(query: "accountant", limit: 5) { total items { id } } }';
    const ask = (accept: string) =>
      t.app.inject({ method: 'POST', url: '/api/graphql', headers: { accept }, payload: { query } });
    const first = await ask('application/json');
    expect(first.statusCode).toBe(200);
    const kept = await ask('application/graphql-response+json, application/json;q=0.9');
    expect(kept.headers['x-search-response']).toBe('kept');
    expect(kept.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(kept.headers.vary).toMatch(/\baccept\b/);
    expect(kept.body).toBe(first.body);
    const plain = await ask('application/json');
    expect(plain.headers['x-search-response']).toBe('kept');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps application/json when the client prefers it or names no GraphQL type', async () => {
    for (const accept of ['application/json, application/graphql-response+json;q=0.5', '*/*', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: accept ? { accept } : {},
        payload: { query: '{ __typename }', extensions: null, variables: null, operationName: null },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('answers a request that fails to parse 400 without data for graphql-response+json, and 400 with data null for application/json', async () => {
    const send = (accept: string) =>
      t.app.inject({ method: 'POST', url: '/api/graphql', headers: { accept }, payload: { query: '{' } });
    const modern = await send('application/graphql-response+json');
    expect(modern.statusCode).toBe(400);
    expect(modern.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(modern.json()).not.toHaveProperty('data');
    expect((modern.json() as { errors: unknown[] }).errors).toHaveLength(1);
    const legacy = await send('application/json');
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json()).toMatchObject({ data: null });
  });

  it('refuses variables that are not an object with 400', async () => {
    for (const variables of [0, false, 'x', [1]]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        payload: { query: '{ __typename }', variables },
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
        'BAD_USER_INPUT',
      );
    }
  });
});
