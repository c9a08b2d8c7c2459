import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, signInAs } from '../test-support/graphql.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { answerSize, MIN_REQUEST_COST } from './operation-guard.ts';
import { GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_DIRECTIVES } from './parse-limits.ts';

type Errors = {
  message: string;
  extensions?: { code?: string; reason?: string; cost?: number; maxCost?: number; retryAfterSeconds?: number };
}[];

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** A random private address per test, so counters of one test (or of a Redis run before) never meet another's. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function post(
  t: TestApp,
  payload: string | object,
  headers: Record<string, string> = {},
  remoteAddress = someAddress(),
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const body = res.json() as { data: unknown; errors?: Errors };
  return { status: res.statusCode, headers: res.headers, data: body.data, errors: body.errors ?? [] };
}

describe('GraphQL refuses abusive requests before running them', () => {
  let t: TestApp;
  let staffToken: string;
  let seekerToken: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedIfEmpty(t.app.services.database.db);
    staffToken = await signInAs(t, ...DEMO.staff);
    seekerToken = await signInAs(t, ...DEMO.seeker);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a thousand aliased searches with a clear message, and runs none of them', async () => {
    const r = await post(t, { query: aliases(1000, 'searchJobs(query: "accountant") { total }') });
    expect(r.status).toBe(400);
    expect(r.data).toBeNull();
    expect(r.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors[0]!.message).toMatch(/too long|Too many aliases/);
  });

  it(`allows ${GRAPHQL_MAX_ALIASES} aliases and refuses one more`, async () => {
    const ok = await post(t, { query: aliases(GRAPHQL_MAX_ALIASES, 'apiVersion') });
    expect(ok.status).toBe(200);
    expect(ok.errors).toEqual([]);
    const refused = await post(t, { query: aliases(GRAPHQL_MAX_ALIASES + 1, 'apiVersion') });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]!.message).toBe(`Too many aliases: at most ${GRAPHQL_MAX_ALIASES} in one request.`);
  });

  it(`refuses more than ${GRAPHQL_MAX_DIRECTIVES} directives`, async () => {
    const fields = Array.from({ length: GRAPHQL_MAX_DIRECTIVES + 1 }, () => 'apiVersion @include(if: true)').join(' ');
    const r = await post(t, { query: `{ ${fields} }` });
    expect(r.status).toBe(400);
    expect(r.errors[0]!.message).toBe(`Too many directives: at most ${GRAPHQL_MAX_DIRECTIVES} in one request.`);
  });

  it('stops parsing a document of a megabyte of repeated fields, with words a person understands', async () => {
    const r = await post(t, { query: `{ searchJobs { items { ${'id '.repeat(300_000)}} } }` });
    expect(r.status).toBe(400);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors[0]!.message).toBe(
      'The request is too long (more than 2,000 words and symbols). Ask for fewer fields at once.',
    );
  });

  it('prices a list by its limit: one page of 1,000 jobs runs, a few of them at once are too much', async () => {
    const one = await post(t, {
      query: '{ listJobs(limit: 1000) { items { id position description company { name } } } }',
    });
    expect(one.errors).toEqual([]);
    const many = await post(t, {
      query: aliases(20, 'listJobs(limit: 1000) { items { id position description company { name } } }'),
    });
    expect(many.status).toBe(400);
    expect(many.data).toBeNull();
    const error = many.errors[0]!;
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.reason).toBe('QUERY_TOO_COMPLEX');
    expect(error.extensions?.cost).toBeGreaterThan(error.extensions!.maxCost!);
    expect(error.message).toMatch(/^This request asks for too much at once \(cost [\d,]+, at most 50,000\)/);
    // The limit may come from a variable too.
    const viaVariable = await post(t, {
      query: `query Q($n: Int) ${aliases(20, 'listJobs(limit: $n) { items { id description company { name } } }')}`,
      variables: { n: 1000 },
    });
    expect(viaVariable.errors[0]!.extensions?.reason).toBe('QUERY_TOO_COMPLEX');
    const small = await post(t, {
      query: `query Q($n: Int) ${aliases(20, 'listJobs(limit: $n) { items { id description company { name } } }')}`,
      variables: { n: 5 },
    });
    expect(small.errors).toEqual([]);
    // Costs are remembered per document and variables: a text first priced small is still
    // refused when it asks for the large page.
    const fresh = `query R($n: Int) ${aliases(20, 'listJobs(limit: $n) { items { id description } }')}`;
    expect((await post(t, { query: fresh, variables: { n: 5 } })).errors).toEqual([]);
    const large = await post(t, { query: fresh, variables: { n: 1000 } });
    expect(large.errors[0]!.extensions?.reason).toBe('QUERY_TOO_COMPLEX');
  });

  it('runs no operation sent with GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/graphql?query=%7BapiVersion%7D' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({
      data: null,
      errors: [{ message: 'Send GraphQL operations with POST.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('shows the schema and "Did you mean" hints to staff only', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const guest = await post(t, { query: introspection });
    expect(guest.status).toBe(403);
    expect(guest.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const seeker = await post(
      t,
      { query: '{ __type(name: "Job") { name } }' },
      { authorization: `Bearer ${seekerToken}` },
    );
    expect(seeker.errors[0]!.extensions?.code).toBe('FORBIDDEN');
    const staff = await post(t, { query: introspection }, { authorization: `Bearer ${staffToken}` });
    expect(staff.errors).toEqual([]);
    expect(staff.data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    const typo = '{ searchJob { total } }';
    const guestTypo = await post(t, { query: typo });
    expect(guestTypo.errors[0]!.message).toBe('Cannot query field "searchJob" on type "Query".');
    const staffTypo = await post(t, { query: typo }, { authorization: `Bearer ${staffToken}` });
    expect(staffTypo.errors[0]!.message).toMatch(/Did you mean "searchJobs"/);
    // __typename is no introspection of the schema.
    expect((await post(t, { query: '{ __typename }' })).errors).toEqual([]);
  });

  it('answers malformed requests as bad input with words that say what is wrong', async () => {
    const badJson = await post(t, '{"query": ');
    expect(badJson.status).toBe(400);
    expect(badJson.errors).toEqual([
      { message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);

    const nullQuery = await post(t, { query: null });
    expect(nullQuery.status).toBe(400);
    expect(nullQuery.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(nullQuery.errors[0]!.message).toMatch(/query/);

    const numberQuery = await post(t, { query: 5 });
    expect(numberQuery.status).toBe(400);
    expect(numberQuery.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');

    const objectForId = await post(t, {
      query: 'query Q($id: ID!) { getJob(id: $id) { id } }',
      variables: { id: { evil: true } },
    });
    expect(objectForId.status).toBe(400);
    expect(objectForId.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(objectForId.errors[0]!.message).toMatch(/\$id/);

    const notGraphql = await post(t, { query: 'hello there' });
    expect(notGraphql.status).toBe(400);
    expect(notGraphql.errors[0]).toMatchObject({
      message: 'The query is not valid GraphQL: Unexpected Name "hello".',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // A syntax tree sent as JSON would skip the parser and its limits: only GraphQL text runs.
    const ast = { kind: 'Document', definitions: [] };
    for (const query of [ast, JSON.stringify(ast)]) {
      const r = await post(t, { query });
      expect(r.status).toBe(400);
      expect(r.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const arrayBody = await post(t, [{ query: '{ apiVersion }' }]);
    expect(arrayBody.status).toBe(400);
    expect(arrayBody.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    const arrayVariables = await post(t, { query: '{ apiVersion }', variables: [1] });
    expect(arrayVariables.errors).toEqual([
      { message: '"variables" must be a JSON object.', extensions: { code: 'BAD_USER_INPUT' } },
    ]);

    const huge = await post(t, { query: '{ apiVersion }', variables: { pad: 'x'.repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.errors).toEqual([
      { message: 'The request body is too large (the limit is 1 MB).', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
    ]);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{ apiVersion }',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      errors: [
        {
          message: expect.stringMatching(/^The request must be a JSON object/),
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });
});

describe('GraphQL rate limit, weighted by what each answer holds', () => {
  const rule = { max: 1_300, windowMs: 60_000 };
  const search = { query: '{ searchJobs(limit: 20) { items { id company { name } } } }' };
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimits: { ...defaultRateLimits, graphql: rule } });
    await seedIfEmpty(t.app.services.database.db);
    token = await signInAs(t, ...DEMO.seeker);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends the search until refused; returns the statuses and what one answer cost. */
  async function untilRefused(headers: Record<string, string>, address: () => string) {
    const statuses: number[] = [];
    let charge = 0;
    for (let i = 0; i < 60 && !statuses.includes(429); i++) {
      const r = await post(t, search, headers, address());
      statuses.push(r.status);
      if (i === 0) charge = MIN_REQUEST_COST + answerSize(r.data);
    }
    return { statuses, charge };
  }

  it('charges each request by the size of its answer per address, then answers 429 with Retry-After', async () => {
    const address = someAddress();
    const { statuses, charge } = await untilRefused({}, () => address);
    // 20 jobs with a company name each: about 60 values.
    expect(charge).toBeGreaterThan(60);
    const allowed = Math.ceil(rule.max / charge);
    expect(statuses).toEqual([...Array(allowed).fill(200), 429]);
    const limited = await post(t, search, {}, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.errors[0]!.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.errors[0]!.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    // Another address is not affected.
    expect((await post(t, { query: '{ apiVersion }' }, {}, someAddress())).status).toBe(200);
  });

  it('counts a signed-in user across addresses', async () => {
    const { statuses, charge } = await untilRefused({ authorization: `Bearer ${token}` }, someAddress);
    expect(statuses).toEqual([...Array(Math.ceil(rule.max / charge)).fill(200), 429]);
  });

  it('charges a refused, too costly request the whole budget', async () => {
    const address = someAddress();
    const r = await post(
      t,
      { query: aliases(20, 'listJobs(limit: 1000) { items { id description company { name } } }') },
      {},
      address,
    );
    expect(r.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await post(t, { query: '{ apiVersion }' }, {}, address)).status).toBe(429);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('shares the counters between two servers through Redis', async () => {
    const shared = { rateLimits: { ...defaultRateLimits, graphql: rule }, redisUrl };
    const a = await createTestApp('pglite', shared);
    const b = await createTestApp('pglite', shared);
    try {
      const address = someAddress();
      // Half the budget through one server, the rest through the other: both then refuse.
      const first = await post(a, search, {}, address);
      const charge = MIN_REQUEST_COST + answerSize(first.data);
      const allowed = Math.ceil(rule.max / charge);
      for (let i = 1; i < Math.ceil(allowed / 2); i++) expect((await post(a, search, {}, address)).status).toBe(200);
      for (let i = Math.ceil(allowed / 2); i < allowed; i++)
        expect((await post(b, search, {}, address)).status).toBe(200);
      expect((await post(b, search, {}, address)).status).toBe(429);
      expect((await post(a, search, {}, address)).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
