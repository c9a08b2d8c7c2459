import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('an in-memory PGlite from a dump', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-db-dump-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with the rows and migrations of the database it was dumped from, and apart from it', async () => {
    const first = await openDatabase({ dataDir, inMemory: true });
    await first.db.execute(sql`insert into job_title_words (word, jobs) values ('dumped', 3)`);
    const dump = await first.dump!();
    await first.close();

    const copy = await openDatabase({ dataDir, inMemory: true, snapshot: dump });
    const rows = await copy.db.execute<{ word: string; jobs: number }>(sql`select word, jobs from job_title_words`);
    expect(rows.rows).toEqual([{ word: 'dumped', jobs: 3 }]);
    // A second copy of the same dump does not see what the first copy wrote.
    await copy.db.execute(sql`insert into job_title_words (word, jobs) values ('copied', 1)`);
    const other = await openDatabase({ dataDir, inMemory: true, snapshot: dump });
    const words = await other.db.execute<{ word: string }>(sql`select word from job_title_words order by word`);
    expect(words.rows.map((r) => r.word)).toEqual(['dumped']);
    await copy.close();
    await other.close();
  });
});
