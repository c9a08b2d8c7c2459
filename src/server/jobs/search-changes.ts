import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * How many versions back an answer is checked change by change (the triggers keep the last
 * 1,000, migration 0037); an older answer is computed again.
 */
const MAX_VERSIONS_CHECKED = 500;

/**
 * Whether no change after version `from` up to `to` could have changed an answer whose jobs
 * are those where `foundBy` (a condition on `jobs`): every version is logged, none of them
 * changed everything, and none of the jobs they changed meets the condition, now or before the
 * change. One statement: the changed jobs are looked up by id, their earlier states are read
 * back from the log as rows of `jobs`.
 */
export async function untouchedSince(db: Db, from: number, to: number, foundBy: SQL): Promise<boolean> {
  if (to - from > MAX_VERSIONS_CHECKED) return false;
  // (The condition is parenthesized: one ending in `or ...` would otherwise escape the ids'
  // `and` and test every job.)
  const result = await db.execute<{ versions: number; everything: boolean; found: boolean }>(sql`
    with changed as materialized (
      select version, job_id, before from job_search_changes where version > ${from} and version <= ${to})
    select (select count(distinct version) from changed)::int as versions,
           exists (select 1 from changed where job_id is null) as everything,
           exists (select 1 from ${jobs}
                   where ${jobs.id} = any (array(select job_id from changed where job_id is not null)) and (${foundBy}))
           or exists (select 1 from changed, jsonb_populate_record(null::jobs, changed.before) ${jobs}
                      where changed.before is not null and (${foundBy})) as found`);
  const row = result.rows[0];
  return !!row && Number(row.versions) === to - from && !row.everything && !row.found;
}
