import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { companies, jobApplications, jobs, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

/**
 * A bounded, seeded fuzz run over the whole API: every GraphQL query and mutation with generated
 * arguments (right and wrong types, hostile text, real and unknown ids) as a guest, a job seeker,
 * an employer and an admin, and every REST route with generated bodies, queries and ids. No answer
 * may be a 5xx or an INTERNAL_SERVER_ERROR. The seed makes a failure repeatable; fast-check
 * shrinks it to a small example.
 */
const SEED = 20_261_122;
const GRAPHQL_RUNS = 1_500;
const REST_RUNS = 600;

const NASTY_TEXT = [
  '',
  ' ',
  'accountant',
  'Ayşe Yılmaz',
  'محاسب قانوني',
  '😀 emoji',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '%_\\',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://example.com/logo.png',
  '/api/files/00000000-0000-4000-8000-000000000000',
  '2026-02-30',
  '2026-12-31',
  '0000-01-01',
  '9999-12-31',
  '1e309',
  '-1',
  'NaN',
  'x'.repeat(5_000),
  '\u202Eevil',
  'full-time',
  'open',
  'submitted',
  'admin',
  'en',
];

const someText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const someInt = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 50 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 1000, 1001, 2_147_483_647, -2_147_483_648) },
  { weight: 1, arbitrary: fc.integer({ min: -100_000, max: 100_000 }) },
);

interface Pools {
  ids: string[];
}

/**
 * Values for an input type. Well-typed values reach the resolvers (where wrong ids, enum texts,
 * dates and hostile text must be refused in words); ill-typed ones test the validation in front.
 */
function valueFor(type: GraphQLInputType, pools: Pools, depth: number, wellTyped: boolean): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    someText,
    someInt,
    fc.boolean(),
    fc.constant(null),
    fc.constant({ nested: 'object' }),
    fc.constant([1, 2]),
  );
  const maybeWrong = (right: fc.Arbitrary<unknown>) =>
    wellTyped ? right : fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong });
  if (isNonNullType(type))
    return valueFor(type.ofType, pools, depth, wellTyped).filter((v) => !wellTyped || v !== null);
  if (isListType(type))
    return maybeWrong(fc.array(valueFor(type.ofType, pools, depth + 1, wellTyped), { maxLength: depth > 2 ? 1 : 4 }));
  if (isEnumType(type)) return maybeWrong(fc.constantFrom(...type.getValues().map((v) => v.name)));
  if (isScalarType(type)) {
    const right =
      type.name === 'Int'
        ? someInt
        : type.name === 'Float'
          ? fc.double({ noNaN: true, noDefaultInfinity: true })
          : type.name === 'Boolean'
            ? fc.boolean()
            : type.name === 'ID'
              ? fc.oneof(fc.constantFrom(...pools.ids), fc.uuid(), someText)
              : someText;
    return maybeWrong(right);
  }
  if (isInputObjectType(type)) {
    // Deep down only the required fields (a required object must still be an object, or the
    // non-null filter above would reject every try and never finish), and nothing past 8 levels.
    if (depth > 8 || (depth > 3 && !wellTyped)) return fc.constant(null);
    // The required fields and up to three others, so one hostile value does not hide the rest.
    const fields = Object.values(type.getFields());
    const required = wellTyped ? fields.filter((f) => isNonNullType(f.type)) : [];
    const optional = depth > 3 ? [] : fields.filter((f) => !required.includes(f));
    return maybeWrong(
      fc
        .subarray(optional, { maxLength: Math.min(3, optional.length) })
        .chain((chosen) =>
          fc.record(
            Object.fromEntries(
              [...required, ...chosen].map((f) => [f.name, valueFor(f.type, pools, depth + 1, wellTyped)]),
            ),
          ),
        ),
    );
  }
  return fc.constant(null);
}

/** A small selection of the result: its id or the first few leaf fields. */
function selectionOf(field: GraphQLField<unknown, unknown>, depth = 0): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 2) return '{ __typename }';
  const fields = Object.values(named.getFields());
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0).slice(0, 4);
  const child = fields.find((f) => !isLeafType(getNamedType(f.type)) && f.args.every((a) => !isNonNullType(a.type)));
  const inner = [...leaves.map((f) => f.name), child ? `${child.name} ${selectionOf(child, depth + 1)}` : ''].filter(
    Boolean,
  );
  return `{ __typename ${inner.join(' ')} }`;
}

function operationArbitrary(schema: GraphQLSchema, pools: Pools) {
  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  const operations = roots.flatMap(([kind, type]) => Object.values(type.getFields()).map((field) => ({ kind, field })));
  return fc
    .tuple(
      fc.constantFrom(...operations),
      fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    )
    .chain(([{ kind, field }, wellTyped]) =>
      fc.record({
        kind: fc.constant(kind),
        // The name, not the field object, so a failure prints short.
        name: fc.constant(field.name),
        args: fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, pools, 0, wellTyped)])), {
          requiredKeys: wellTyped ? field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name) : [],
        }),
      }),
    );
}

function document(
  schema: GraphQLSchema,
  { kind, name, args }: { kind: string; name: string; args: Record<string, unknown> },
) {
  const field = (kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[name]!;
  const used = field.args.filter((a) => a.name in args);
  const variables = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passing = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${passing ? `(${passing})` : ''} ${selectionOf(field)} }`;
}

const REST_ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/config' },
  { method: 'POST', url: '/api/auth/sign-up' },
  { method: 'POST', url: '/api/auth/sign-in' },
  { method: 'POST', url: '/api/auth/refresh' },
  { method: 'GET', url: '/api/auth/user' },
  { method: 'PUT', url: '/api/auth/user' },
  { method: 'POST', url: '/api/auth/verify-email' },
  { method: 'POST', url: '/api/auth/resend-code' },
  { method: 'POST', url: '/api/auth/forgot-password' },
  { method: 'POST', url: '/api/auth/reset-password' },
  { method: 'POST', url: '/api/auth/change-password' },
  { method: 'GET', url: '/api/files' },
  { method: 'POST', url: '/api/files' },
  { method: 'GET', url: '/api/files/:id' },
  { method: 'DELETE', url: '/api/files/:id' },
  { method: 'GET', url: '/api/quick-panel/notes' },
  { method: 'POST', url: '/api/quick-panel/notes' },
  { method: 'PATCH', url: '/api/quick-panel/notes/:id' },
  { method: 'DELETE', url: '/api/quick-panel/notes/:id' },
  { method: 'GET', url: '/api/quick-panel/events' },
  { method: 'POST', url: '/api/quick-panel/events' },
  { method: 'PATCH', url: '/api/quick-panel/events/:id' },
  { method: 'DELETE', url: '/api/quick-panel/events/:id' },
  { method: 'GET', url: '/job/info/:id' },
  { method: 'GET', url: '/sitemap.xml' },
  { method: 'GET', url: '/jobs.rss' },
];

function asPathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as the bytes a client would send
  }
}

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    someText,
    someInt,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom(
        'email',
        'password',
        'displayName',
        'code',
        'language',
        'data',
        'settings',
        'shortcuts',
        'title',
        'text',
        'start',
        'end',
        'date',
        'kind',
        'currentPassword',
        'newPassword',
        'x',
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

// Thousands of requests: generous on a busy machine (a bound against hanging, not a speed test).
const FUZZ_TIMEOUT_MS = 180_000;

describe.each(testDatabaseKinds())('the API answers generated input without a server error, on %s', (kind) => {
  let t: TestApp;
  let pools: Pools;
  const tokens: Record<string, string | undefined> = {};
  beforeAll(async () => {
    // Generous limits: the fuzzer is one address sending thousands of requests.
    // A stand-in built client, so the page routes answer as in production.
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-fuzz-client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>CPA Careers</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(kind, {
      clientDir,
      rateLimits: {
        ...defaultRateLimits,
        signIn: { max: 1e9, windowMs: 60_000 },
        sensitive: { max: 1e9, windowMs: 60_000 },
        graphql: { max: 1e12, windowMs: 60_000 },
      },
    });
    const db = t.app.services.database.db;
    await seedIfEmpty(db);
    const [jobIds, companyIds, userIds, applicationIds] = await Promise.all([
      db.select({ id: jobs.id }).from(jobs).limit(5),
      db.select({ id: companies.id }).from(companies).limit(5),
      db.select({ id: users.id }).from(users).limit(5),
      db.select({ id: jobApplications.id }).from(jobApplications).limit(5),
    ]);
    pools = { ids: [...jobIds, ...companyIds, ...userIds, ...applicationIds].map((r) => r.id) };
    tokens.guest = undefined;
    tokens.seeker = await signInAs(t, ...DEMO.ayse);
    tokens.employer = await signInAs(t, ...DEMO.isveren);
    tokens.admin = await signInAs(t, ...DEMO.admin);
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    `${GRAPHQL_RUNS} generated GraphQL operations`,
    async () => {
      const schema = t.app.graphql.schema;
      let reachedResolvers = 0;
      await fc.assert(
        fc.asyncProperty(
          operationArbitrary(schema, pools),
          fc.constantFrom('guest', 'seeker', 'employer', 'admin'),
          async (operation, who) => {
            const token = tokens[who];
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/graphql',
              headers: token ? { authorization: `Bearer ${token}` } : {},
              payload: { query: document(schema, operation), variables: operation.args },
            });
            const body = res.json() as {
              data?: unknown;
              errors?: { message: string; path?: unknown; extensions?: { code?: string } }[];
            };
            if (body.data || body.errors?.some((e) => e.path)) reachedResolvers += 1;
            const failed = (body.errors ?? []).filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
            expect(res.statusCode, `${operation.name} as ${who}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            expect(failed, `${operation.name} as ${who} with ${JSON.stringify(operation.args).slice(0, 300)}`).toEqual(
              [],
            );
          },
        ),
        { seed: SEED, numRuns: GRAPHQL_RUNS, endOnFailure: false },
      );
      // The generated input must mostly get past validation, or the fuzzer tests only the parser.
      expect(reachedResolvers).toBeGreaterThan(GRAPHQL_RUNS / 3);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `${REST_RUNS} generated REST requests`,
    async () => {
      const fuzzer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { displayName: 'Fuzz', email: `fuzz-${kind}@example.com`, password: 'a long password' },
      });
      let token = (fuzzer.json() as { access_token: string }).access_token;
      const route = fc.constantFrom(...REST_ROUTES);
      // Ids as they may arrive in a path: real, unknown, any text, and broken percent-encodings.
      const id = fc.oneof(
        fc.constantFrom(...pools.ids),
        fc.uuid(),
        someText.map(asPathSegment),
        fc.constantFrom('%ED%A0%80', '%E0%A4%A', '%%', '%00', '..%2F..%2Fetc'),
      );
      await fc.assert(
        fc.asyncProperty(
          route,
          id,
          jsonValue,
          fc.boolean(),
          fc.dictionary(fc.constantFrom('kind', 'limit', 'q', 'from'), someText, { maxKeys: 2 }),
          async (r, pathId, body, signedIn, query) => {
            const search = Object.entries(query)
              .map(([k, v]) => `${k}=${asPathSegment(v)}`)
              .join('&');
            const url = `${r.url.replace(':id', pathId)}?${search}`;
            const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
            const res = await t.app.inject({
              method: r.method,
              url,
              headers: {
                ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
                ...(hasBody ? { 'content-type': 'application/json' } : {}),
              },
              ...(hasBody ? { payload: JSON.stringify(body) } : {}),
            });
            expect(
              res.statusCode,
              `${r.method} ${url} ${JSON.stringify(body).slice(0, 200)}: ${res.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            // A generated body may end the fuzzer's own session (a password change); start a new one.
            if (signedIn && res.statusCode === 401) {
              const again = await t.app.inject({
                method: 'POST',
                url: '/api/auth/sign-in',
                payload: { email: `fuzz-${kind}@example.com`, password: 'a long password' },
              });
              if (again.statusCode === 200) token = (again.json() as { access_token: string }).access_token;
            }
          },
        ),
        { seed: SEED, numRuns: REST_RUNS, endOnFailure: false },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
