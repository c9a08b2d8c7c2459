import { and, eq, gt, gte, ilike, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badInput } from './errors.ts';

/**
 * AppSync-style filters: `{ field: { eq, ne, contains, beginsWith, gt, ge, lt, le } }`, combined
 * with `and`, `or` and `not`, compiled to SQL over an allow-list of columns.
 */
export type FilterInput = Record<string, unknown>;

const OPS = ['eq', 'ne', 'contains', 'beginsWith', 'gt', 'ge', 'lt', 'le'] as const;

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function compileFilter(filter: FilterInput | null | undefined, columns: Record<string, AnyPgColumn>): SQL | undefined {
  if (!filter) return undefined;
  const parts: SQL[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (condition === null || condition === undefined) continue;
    if (field === 'and' || field === 'or') {
      const list = (condition as FilterInput[]).map((f) => compileFilter(f, columns)).filter((s): s is SQL => Boolean(s));
      if (list.length) parts.push((field === 'and' ? and(...list) : or(...list)) as SQL);
      continue;
    }
    if (field === 'not') {
      const inner = compileFilter(condition as FilterInput, columns);
      if (inner) parts.push(sql`not (${inner})`);
      continue;
    }
    const column = columns[field];
    if (!column) throw badInput(`Filtering by ${field} is not supported.`);
    for (const [op, value] of Object.entries(condition as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      if (!(OPS as readonly string[]).includes(op)) throw badInput(`Unknown filter operator ${op} on ${field}.`);
      switch (op) {
        case 'eq':
          parts.push(eq(column, value));
          break;
        case 'ne':
          parts.push(ne(column, value));
          break;
        case 'contains':
          parts.push(ilike(column, `%${escapeLike(String(value))}%`));
          break;
        case 'beginsWith':
          parts.push(ilike(column, `${escapeLike(String(value))}%`));
          break;
        case 'gt':
          parts.push(gt(column, value));
          break;
        case 'ge':
          parts.push(gte(column, value));
          break;
        case 'lt':
          parts.push(lt(column, value));
          break;
        case 'le':
          parts.push(lte(column, value));
          break;
      }
    }
  }
  return parts.length ? and(...parts) : undefined;
}

export const filterInputsSdl = /* GraphQL */ `
  input ModelStringInput { eq: String, ne: String, contains: String, beginsWith: String, gt: String, ge: String, lt: String, le: String }
  input ModelIDInput { eq: ID, ne: ID }
  input ModelIntInput { eq: Int, ne: Int, gt: Int, ge: Int, lt: Int, le: Int }
  input ModelBooleanInput { eq: Boolean, ne: Boolean }
`;
