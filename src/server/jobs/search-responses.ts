import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BREAK,
  getNamedType,
  isLeafType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { RateLimitRule } from '../config.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { answerEncoding, compressAnswer, COMPRESS_THRESHOLD, type AnswerEncoding } from '../lib/compression.ts';
import { chargedFor, guestRateKey } from '../graphql/operation-guard.ts';
import { jobsVersion } from './search-cache.ts';
import { untouchedSince } from './search-changes.ts';

/**
 * A guest's search answer kept as it was sent, so that the same request asked again is answered
 * with those bytes, ahead of GraphQL. The search cache (search-cache.ts) spares the database; a
 * hit there still ran GraphQL over 20 jobs, wrote the JSON and compressed it, about 1.5 ms of the
 * server's CPU a search, which caps one process at about 700 answers a second. A kept answer
 * costs the jobs' version read and the rate limit's count.
 *
 * An answer is kept only for a request that names no one (no bearer token, no API key: what a
 * person sees differently is resolved per request) and asks for nothing but `searchJobs` and what
 * the jobs' version covers: the jobs' own fields, their companies' details and the facets (not a
 * company's other jobs or its open-job count, which jobs outside the answer change). It stays
 * current by the search cache's rule: while the version has not moved, or no job changed since
 * meets the search (`foundBy`), now or before. Kept per process (the search cache is what
 * processes share through Redis); the day is part of the key, as it is of the search cache's.
 */
export interface SearchResponses {
  /** Route preHandler: answers a kept request, or marks a guest's request as one to keep. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Route onSend: keeps the answer of a marked request that ran as a search and succeeded. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  /** GraphQL hooks: unmark requests that ask for more than a search or whose answer has errors. */
  install(app: FastifyInstance): void;
}

export interface SearchResponsesOptions {
  db: Db;
  limiter: RateLimiter;
  rate: RateLimitRule;
  /** How long an answer is kept at most; 0 turns keeping off (as it does the search cache). */
  ttlSeconds: number;
  /** Bytes of answers (as JSON and as sent) this process keeps. */
  maxBytes?: number;
}

interface KeptAnswer {
  /** The jobs' version the answer is current at. */
  version: number;
  /** The jobs that could be in the answer or change it; null when any change could. */
  foundBy: SQL | null;
  /** What the answer counts against the guest's rate limit (what the GraphQL path charges). */
  charge: number;
  json: Buffer;
  /** The answer as sent, per encoding, made when first asked for. */
  sent: Partial<Record<AnswerEncoding, Buffer>>;
}

/** What is known of a marked request on its way through GraphQL. */
interface Marked {
  key: string;
  version?: number;
  foundBy?: SQL | null;
}

const marked = new WeakMap<FastifyRequest, Marked>();

/**
 * The search resolver tells what its answer was current at and which jobs could change it; the
 * answer of a marked request is then kept with them.
 */
export function noteSearchAnswer(request: FastifyRequest, version: number, foundBy: () => SQL | null): void {
  const mark = marked.get(request);
  if (!mark) return;
  if (mark.version !== undefined)
    marked.delete(request); // (searchJobs twice, under aliases)
  else Object.assign(mark, { version, foundBy: foundBy() });
}

// The object fields a kept answer may hold; leaf fields may be asked for on any of their types,
// except those below.
const KEPT_OBJECT_FIELDS = new Set([
  'Query.searchJobs',
  'JobSearchResult.items',
  'JobSearchResult.facets',
  'JobFacets.type',
  'JobFacets.experienceLevel',
  'JobFacets.industry',
  'Job.company',
]);
// Leaf fields other jobs than the answer's change.
const UNKEPT_LEAF_FIELDS = new Set(['Company.openJobCount']);

/** Whether an operation asks for a search and nothing the jobs' version does not cover. */
export function asksOnlyForSearch(schema: GraphQLSchema, document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || operations[0]?.operation !== 'query') return false;
  const typeInfo = new TypeInfo(schema);
  let kept = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const name = `${parent?.name}.${node.name.value}`;
        const ok =
          !!parent &&
          !!field &&
          (node.name.value === '__typename' ||
            (isLeafType(getNamedType(field.type))
              ? parent.name !== 'Query' && !UNKEPT_LEAF_FIELDS.has(name)
              : KEPT_OBJECT_FIELDS.has(name)));
        if (ok) return undefined;
        kept = false;
        return BREAK;
      },
    }),
  );
  return kept;
}

/** About 3,000 pages of 20 jobs (14 KB as JSON, 3 KB compressed): a busy board's distinct searches. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const day = () => new Date().toISOString().slice(0, 10);

export function createSearchResponses(options: SearchResponsesOptions): SearchResponses {
  const { db, limiter, rate } = options;
  const on = options.ttlSeconds > 0;
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (a) => a.json.length + (a.sent.br?.length ?? 0) + (a.sent.gzip?.length ?? 0) + 64,
    ttl: Math.max(1, options.ttlSeconds) * 1000,
  });

  /** Whether the answer is current now, moving it to the version just read when it is. */
  async function current(answer: KeptAnswer): Promise<boolean> {
    const version = await jobsVersion(db);
    if (answer.version >= version) return true;
    if (!answer.foundBy || !(await untouchedSince(db, answer.version, version, answer.foundBy))) return false;
    answer.version = version;
    return true;
  }

  return {
    async serve(request, reply) {
      const body = request.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
      if (
        !on ||
        request.method !== 'POST' ||
        request.headers.authorization !== undefined ||
        request.headers['x-api-key'] !== undefined ||
        typeof body?.query !== 'string' ||
        !body.query.includes('searchJobs')
      )
        return undefined;
      const key = createHash('sha1')
        .update(`${day()}\n${String(body.operationName ?? '')}\n${JSON.stringify(body.variables ?? null)}\n`)
        .update(body.query)
        .digest('base64url');
      marked.set(request, { key });
      // `Cache-Control: no-cache` asks for an answer computed now; it is kept for the next.
      if (/\bno-cache\b/.test(request.headers['cache-control'] ?? '')) return undefined;
      const answer = kept.get(key);
      if (!answer) return undefined;
      if (!(await current(answer))) {
        kept.delete(key);
        return undefined;
      }
      // A guest whose limit is spent goes the GraphQL way, which refuses with the usual error.
      const ipKey = guestRateKey(request.ip);
      if ((await limiter.peek(ipKey)).count >= rate.max) return undefined;
      await limiter.hit(ipKey, rate, answer.charge);
      marked.delete(request);
      const encoding =
        answer.json.length < COMPRESS_THRESHOLD ? 'identity' : answerEncoding(request.headers['accept-encoding']);
      let sent = answer.sent[encoding];
      if (!sent) {
        sent = answer.sent[encoding] = compressAnswer(answer.json, encoding);
        kept.set(key, answer, { noUpdateTTL: true }); // (its size grew)
      }
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('vary', 'accept-encoding')
        .header('x-search-cache', 'hit')
        .header('x-search-response', 'kept');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(sent);
    },

    async keep(request, reply, payload) {
      const mark = marked.get(request);
      const charge = chargedFor(request);
      if (
        mark?.version !== undefined &&
        charge !== undefined &&
        mark.foundBy !== undefined &&
        reply.statusCode === 200 &&
        typeof payload === 'string'
      ) {
        kept.set(mark.key, {
          version: mark.version,
          foundBy: mark.foundBy,
          charge,
          json: Buffer.from(payload),
          sent: {},
        });
      }
      return payload;
    },

    install(app) {
      // Mercurius keeps parsed documents, so the same request's document is the same object:
      // its verdict is kept with it (the walk costs about 50 µs).
      const verdicts = new WeakMap<DocumentNode, boolean>();
      app.graphql.addHook('preExecution', async (schema, document, context) => {
        const request = context.reply.request;
        if (!marked.has(request)) return;
        let only = verdicts.get(document);
        if (only === undefined) verdicts.set(document, (only = asksOnlyForSearch(schema, document)));
        if (!only) marked.delete(request);
      });
      app.graphql.addHook('onResolution', async (execution, context) => {
        if (execution.errors?.length) marked.delete(context.reply.request);
      });
    },
  };
}
