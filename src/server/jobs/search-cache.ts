import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { RedisConnections } from '../lib/redis.ts';
import { untouchedSince } from './search-changes.ts';

export type SearchCacheOutcome = 'hit' | 'miss' | 'fresh' | 'off';

/**
 * Search answers kept while no job they could hold changed. Each answer is stored with the
 * jobs' version it was computed at (a row that triggers bump when a transaction that changed
 * jobs, companies or currency rates commits, migration 0022); when the version has moved on,
 * the answer is kept only if none of the jobs changed since meets its search, before or after
 * the change (`foundBy`, checked in one statement against the triggers' log, migration 0037).
 * So a new, edited or closed job is in the very next search, while a new job elsewhere leaves
 * every other answer in place. Kept serialized (v8, which keeps dates): the size bound is in
 * bytes and no caller can change a cached answer. With Redis, processes share answers.
 */
export interface SearchCache {
  /**
   * The answer for `key` (any JSON-able value naming the search), computed only on a miss, or
   * always when `fresh` (a client that asked for no cached answer; it is stored for the next).
   */
  through<T>(
    db: Db,
    key: unknown,
    compute: () => Promise<T>,
    options?: ThroughOptions<T>,
  ): Promise<{ value: T; outcome: SearchCacheOutcome; version: number }>;
  stats(): { hits: number; misses: number };
  /** How long an answer is kept at most; 0 when the cache is off. */
  readonly ttlSeconds: number;
  /** Resolves once the shared store is connected (at once without one). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface ThroughOptions<T> {
  /** Compute the answer now (a client that asked for no cached answer); it is stored for the next. */
  fresh?: boolean;
  /**
   * The jobs that could be in this answer or change it, as a condition on `jobs`; null (or no
   * function) when any change could, and an answer of an older version is computed again.
   */
  foundBy?: (value: T) => SQL | null;
}

/** An answer and the jobs' version it was computed at. */
interface Entry {
  version: number;
  data: Buffer;
}

export interface SearchCacheOptions {
  /** How long an answer is kept at most; 0 turns the cache off. */
  ttlSeconds: number;
  /** Bytes of serialized answers this process keeps. */
  maxBytes?: number;
  /** Share answers between processes (while Redis is down, each keeps its own). */
  redis?: RedisConnections;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** The jobs' version, read in the same round trip as nothing else: about 0.1 ms on PostgreSQL. */
export async function jobsVersion(db: Db): Promise<number> {
  const result = await db.execute<{ version: number }>(sql`select version from job_search_version where id = 1`);
  return Number(result.rows[0]?.version ?? 0);
}

/** A stable name for a search: its parameters with the keys sorted, hashed. */
export function searchKey(key: unknown): string {
  const canonical = JSON.stringify(key, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
  return createHash('sha1').update(canonical).digest('base64url');
}

export function createSearchCache(options: SearchCacheOptions): SearchCache {
  let hits = 0;
  let misses = 0;
  if (options.ttlSeconds <= 0) {
    return {
      async through(_db, _key, compute) {
        return { value: await compute(), outcome: 'off', version: 0 };
      },
      stats: () => ({ hits, misses }),
      ttlSeconds: 0,
      async ready() {},
      async close() {},
    };
  }
  const ttl = options.ttlSeconds * 1000;
  const local = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (e) => e.data.length + 16,
    ttl,
  });
  const link = options.redis;
  const redis = link?.commands;
  // A search must not fail or wait because Redis is down: it is then only a slower cache.
  // In Redis an entry is its version (4 bytes) followed by the answer.
  const shared = {
    async get(id: string): Promise<Entry | undefined> {
      if (!redis || !link?.commandsUp()) return undefined;
      const stored = await redis.getBuffer(`jobsearch:${id}`).catch(() => null);
      return stored && stored.length > 4 ? { version: stored.readUInt32BE(0), data: stored.subarray(4) } : undefined;
    },
    /** Stores a new answer, or (`renewed`) marks a kept one current without lengthening its life. */
    async set(id: string, entry: Entry, renewed = false) {
      if (!redis || !link?.commandsUp()) return;
      const version = Buffer.alloc(4);
      version.writeUInt32BE(entry.version);
      const stored = Buffer.concat([version, entry.data]);
      await (
        renewed ? redis.set(`jobsearch:${id}`, stored, 'KEEPTTL') : redis.set(`jobsearch:${id}`, stored, 'PX', ttl)
      ).catch(() => {});
    },
  };

  // The searches this process is computing now, by id. A popular search whose answer a new job
  // has just retired is asked for by many at once; they wait for the one computation (and check
  // its answer as they would a kept one) rather than each run the same search beside it.
  const computing = new Map<string, Promise<Entry>>();

  return {
    async through<T>(db: Db, key: unknown, compute: () => Promise<T>, options: ThroughOptions<T> = {}) {
      // The day is part of the key: a job past its deadline leaves the results at midnight
      // without any write.
      const id = `${new Date().toISOString().slice(0, 10)}:${searchKey(key)}`;
      const version = await jobsVersion(db);
      /** Whether an answer of `entry.version` is current at `version`, marking it so when it is. */
      const current = async (entry: Entry, value: T): Promise<boolean> => {
        // (Newer than the version just read: another process computed it since; current too.)
        if (entry.version >= version) return true;
        const foundBy = options.foundBy?.(value);
        if (!foundBy || !(await untouchedSince(db, entry.version, version, foundBy))) return false;
        // Kept, not renewed: it still goes when its time is up (the time bounds what no version
        // tracks, such as a relevance that favours fresh jobs).
        entry.version = version;
        await shared.set(id, entry, true);
        return true;
      };
      if (!options.fresh) {
        const mine = local.get(id);
        const entry = mine ?? (await shared.get(id));
        if (entry) {
          const value = deserialize(entry.data) as T;
          if (await current(entry, value)) {
            hits++;
            if (!mine) local.set(id, entry);
            return { value, outcome: 'hit' as const, version };
          }
        }
        const pending = await computing.get(id)?.catch(() => undefined);
        if (pending) {
          const value = deserialize(pending.data) as T;
          if (await current(pending, value)) {
            hits++;
            return { value, outcome: 'hit' as const, version };
          }
        }
        misses++;
      }
      let value: T | undefined;
      const computed = (async () => {
        value = await compute();
        const entry = { version, data: serialize(value) };
        local.set(id, entry);
        await shared.set(id, entry);
        return entry;
      })();
      computing.set(id, computed);
      try {
        await computed;
      } finally {
        if (computing.get(id) === computed) computing.delete(id);
      }
      return { value: value as T, outcome: options.fresh ? ('fresh' as const) : ('miss' as const), version };
    },
    stats: () => ({ hits, misses }),
    ttlSeconds: options.ttlSeconds,
    async ready() {
      await link?.ready();
    },
    async close() {
      // The connection belongs to the server (lib/redis.ts), which closes it.
      local.clear();
    },
  };
}
