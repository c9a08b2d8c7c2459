import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
// PGlite and node-postgres expose the same Drizzle query API; one type keeps services
// independent of which engine runs underneath.
export type Db = NodePgDatabase<Schema>;
/** A transaction's handle: the same query API, inside `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgresql';
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's counts, for the metrics. */
  pool?: PoolCounts;
  /** PGlite only: the whole database as a tarball, for `DatabaseOptions.snapshot`. */
  dump?(): Promise<Blob>;
}

/** What node-postgres's Pool counts (connections open, idle, and callers waiting for one). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
  /** With inMemory: start from this dump instead of an empty database. */
  snapshot?: Blob;
  /** Apply the committed migrations on opening (default); false when a release step runs them. */
  migrate?: boolean;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT off: the app's statements are short, and compiling one (when PostgreSQL's cost guess
    // passes jit_above_cost, as a search walking an index can) costs more than running it.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection can be cut by the server (restart, failover, an admin); the pool drops
    // it and opens another when needed, so this must not crash the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    if (opts.migrate !== false) await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgresql', close: () => pool.end(), pool };
  }
  let client: PGlite;
  if (opts.inMemory) {
    client = new PGlite({ extensions: { pg_trgm, btree_gin }, loadDataDir: opts.snapshot });
  } else {
    const dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm, btree_gin } });
  }
  const pgliteDb = drizzlePglite(client, { schema });
  if (opts.migrate !== false) await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
