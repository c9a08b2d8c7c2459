import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';

const migration = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0040_academy_category_hex.sql'),
  'utf8',
);

describe('migration 0040: academy category colours become hex', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-academy-colours-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('turns the palette names a database already holds into their hex colours, and keeps a hex one', async () => {
    const { db, close } = await openDatabase({ dataDir, inMemory: true });
    // The database as 0039 left it: names, and no check yet.
    await db.execute(sql`ALTER TABLE academy_categories DROP CONSTRAINT academy_categories_color_hex`);
    await db.execute(sql`
      INSERT INTO academy_categories (slug, title, color) VALUES
        ('cpe', '{"en":"CPE"}', 'indigo'), ('web', '{"en":"Web"}', 'blue'), ('android', '{"en":"Android"}', 'green'),
        ('firebase', '{"en":"Firebase"}', 'orange'), ('cloud', '{"en":"Cloud"}', 'Pink'), ('odd', '{"en":"Odd"}', 'teal'),
        ('upper', '{"en":"Upper"}', '#00897B')`);
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const rows = await db.execute<{ slug: string; color: string }>(
      sql`SELECT slug, color FROM academy_categories ORDER BY slug`,
    );
    expect(rows.rows).toEqual([
      { slug: 'android', color: '#4caf50' },
      { slug: 'cloud', color: '#e91e63' },
      { slug: 'cpe', color: '#3f51b5' },
      { slug: 'firebase', color: '#ff9800' },
      { slug: 'odd', color: '#2196f3' },
      { slug: 'upper', color: '#00897b' },
      { slug: 'web', color: '#2196f3' },
    ]);
    await close();
  });
});
