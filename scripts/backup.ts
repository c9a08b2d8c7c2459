/**
 * `npm run backup -- [--out <folder>]` and `npm run restore -- --from <folder>` (docs/operations.md).
 *
 * backup: PostgreSQL (DATABASE_URL) with `pg_dump -Fc` into database.dump, the uploaded files'
 * folder (DATA_DIR/files) into files.tar.gz when files are kept there, and manifest.json with the
 * row count of every table, counted in the very snapshot pg_dump reads (so a server writing
 * meanwhile cannot make them disagree).
 * restore: into DATABASE_URL, which must be a new, empty database, with `pg_restore`; the files
 * back under DATA_DIR; then the row counts are compared with the manifest's, and any difference
 * fails the restore.
 * Files in an S3 bucket are not copied: the bucket is backed up with the store's own means.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';

const envSchema = z.object({
  DATABASE_URL: z
    .string({
      message:
        'DATABASE_URL must name the PostgreSQL database (the embedded database: stop the server and copy DATA_DIR)',
    })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgresql:// URL'),
  DATA_DIR: z.string().default('./data'),
  S3_BUCKET: z.string().optional(),
});

const manifestSchema = z.object({
  createdAt: z.string(),
  database: z.string(),
  /** Row count of every table ("schema.table"), as of the dump's snapshot. */
  rows: z.record(z.string(), z.number().int()),
  files: z.enum(['folder', 'none', 's3']),
});
type Manifest = z.infer<typeof manifestSchema>;

/** Runs a command to its end; rejects with its error output on failure. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** Every table's row count, tables named "schema.table" (the migrations' own table included). */
export async function countAllRows(client: pg.ClientBase): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${name}`);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** The one line of pg_dump's header that empties search_path for the whole restore. */
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";

/**
 * pg_restore of `dump` into `url`, in one transaction. Not pg_restore --dbname: the dump's header
 * empties search_path, and the jobs table's generated search columns call SQL functions
 * (job_search_document → job_search_config, migrations 0001-0004) that name other functions
 * without their schema, so re-creating the table fails ("function job_search_config(language)
 * does not exist"). The SQL pg_restore writes is passed to psql with search_path set to public
 * instead; every other name in a dump is schema-qualified, so nothing else reads differently.
 */
async function restoreDump(dump: string, url: string): Promise<void> {
  // The roles of the source need not exist here: objects belong to the restoring user.
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--single-transaction', url], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const errors = { pg_restore: '', psql: '' };
  restore.stderr.on('data', (chunk: Buffer) => (errors.pg_restore += chunk.toString()));
  psql.stderr.on('data', (chunk: Buffer) => (errors.psql += chunk.toString()));
  // The header is in the first few hundred bytes; hold the start back until the line is replaced.
  let head = '';
  let replaced = false;
  const writeOrWait = (data: string | Buffer) => {
    if (psql.stdin.write(data)) return;
    restore.stdout.pause();
    psql.stdin.once('drain', () => restore.stdout.resume());
  };
  restore.stdout.on('data', (chunk: Buffer) => {
    if (replaced) return writeOrWait(chunk);
    head += chunk.toString('utf8');
    if (!head.includes(EMPTY_SEARCH_PATH) && head.length < 1_000_000) return;
    replaced = true;
    writeOrWait(head.replace(EMPTY_SEARCH_PATH, "SELECT pg_catalog.set_config('search_path', 'public', false);"));
  });
  restore.stdout.once('end', () => {
    if (!replaced) psql.stdin.write(head);
    psql.stdin.end();
  });
  psql.stdin.on('error', () => undefined); // psql stopped at an error: its message says why
  const exit = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('close', resolve));
  const [restoreCode, psqlCode] = await Promise.all([exit(restore), exit(psql)]);
  if (restoreCode !== 0) throw new Error(`pg_restore failed (exit ${restoreCode}):\n${errors.pg_restore.trim()}`);
  if (psqlCode !== 0) throw new Error(`the restore stopped at an error (nothing was kept):\n${errors.psql.trim()}`);
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function filesFolderUsed(dataDir: string): boolean {
  const folder = path.join(dataDir, 'files');
  return existsSync(folder) && readdirSync(folder).length > 0;
}

async function backup(out: string): Promise<void> {
  const env = envSchema.parse(process.env);
  mkdirSync(out, { recursive: true });
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    // One snapshot for the counts and the dump: the transaction stays open until pg_dump is done.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counts = await countAllRows(client);
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${path.join(out, 'database.dump')}`,
      env.DATABASE_URL,
    ]);
    await client.query('commit');
    let files: Manifest['files'] = 'none';
    if (filesFolderUsed(env.DATA_DIR)) {
      await run('tar', ['-czf', path.join(out, 'files.tar.gz'), '-C', path.resolve(env.DATA_DIR), 'files']);
      files = 'folder';
    } else if (env.S3_BUCKET) {
      files = 's3';
    }
    const manifest: Manifest = {
      createdAt: new Date().toISOString(),
      database: databaseName(env.DATABASE_URL),
      rows: counts,
      files,
    };
    writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Backup written to ${out}: ${Object.keys(counts).length} tables, ${total} rows.`);
    if (files === 'folder') console.log(`Uploaded files: ${path.join(env.DATA_DIR, 'files')} → files.tar.gz.`);
    if (files === 's3') {
      console.log(`Uploaded files are in the S3 bucket ${env.S3_BUCKET}: back it up with the store's own tools.`);
    }
  } finally {
    await client.end();
  }
}

async function restore(from: string): Promise<void> {
  const env = envSchema.parse(process.env);
  const dump = path.join(from, 'database.dump');
  const manifestFile = path.join(from, 'manifest.json');
  if (!existsSync(dump) || !existsSync(manifestFile)) {
    throw new Error(`${from} is not a backup: it needs database.dump and manifest.json (npm run backup writes both)`);
  }
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
    );
    if (Number(rows[0]!.n) > 0) {
      throw new Error(
        `${databaseName(env.DATABASE_URL)} already holds tables: restore into a new, empty database ` +
          '(createdb <name>), then point DATABASE_URL at it',
      );
    }
    await restoreDump(dump, env.DATABASE_URL);
    if (manifest.files === 'folder') {
      mkdirSync(env.DATA_DIR, { recursive: true });
      await run('tar', ['-xzf', path.join(from, 'files.tar.gz'), '-C', path.resolve(env.DATA_DIR)]);
    }
    const counts = await countAllRows(client);
    const differences = [...new Set([...Object.keys(manifest.rows), ...Object.keys(counts)])]
      .filter((table) => manifest.rows[table] !== counts[table])
      .map(
        (table) => `${table}: ${manifest.rows[table] ?? 'absent'} in the backup, ${counts[table] ?? 'absent'} restored`,
      );
    if (differences.length)
      throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${manifest.database} (${manifest.createdAt}) into ${databaseName(env.DATABASE_URL)}: ` +
        `${Object.keys(counts).length} tables, ${total} rows, every count as in the backup.`,
    );
    if (manifest.files === 'folder') console.log(`Uploaded files restored under ${path.join(env.DATA_DIR, 'files')}.`);
    if (manifest.files === 's3') console.log('Uploaded files were in S3: restore the bucket with its own tools.');
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({ args: rest, options: { out: { type: 'string' }, from: { type: 'string' } } });
  if (command === 'backup') {
    await backup(values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
  } else if (command === 'restore') {
    if (!values.from) throw new Error('npm run restore -- --from <backup folder>');
    await restore(values.from);
  } else {
    throw new Error('usage: backup.ts backup [--out <folder>] | restore --from <folder>');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await main().catch((error: unknown) => {
    console.error(
      error instanceof z.ZodError ? error.issues.map((i) => i.message).join('; ') : (error as Error).message,
    );
    process.exit(1);
  });
}
