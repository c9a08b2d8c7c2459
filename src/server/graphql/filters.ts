import { and, eq, gt, gte, ilike, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isStorableText } from '../lib/well-formed.ts';
import { badInput } from '../lib/errors.ts';
import { containsPattern, prefixPattern } from '../lib/like.ts';
import { isId } from '../../domain/ids.ts';

/**
 * AppSync-style filters: `{ field: { eq, ne, contains, beginsWith, gt, ge, lt, le } }`, combined
 * with `and`, `or` and `not`, compiled to SQL over an allow-list of columns. Every value is
 * checked against its column's type and value set first, so a wrong value is the person's
 * mistake with words to match, never a database error.
 */
export type FilterInput = Record<string, unknown>;

type Op = 'eq' | 'ne' | 'contains' | 'beginsWith' | 'gt' | 'ge' | 'lt' | 'le';
const OPS: readonly Op[] = ['eq', 'ne', 'contains', 'beginsWith', 'gt', 'ge', 'lt', 'le'];

type Kind = 'text' | 'id' | 'choice' | 'integer' | 'boolean' | 'date';
const OPS_OF_KIND: Record<Kind, readonly Op[]> = {
  text: OPS,
  id: ['eq', 'ne'],
  choice: ['eq', 'ne'],
  integer: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  boolean: ['eq', 'ne'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INT_RANGE = 2_147_483_647;
/** Nested and/or/not beyond this is no filter a person writes. */
const MAX_NESTING = 5;
/** Conditions in one filter: enough for a list of saved jobs by id (a page of 1000). */
const MAX_CONDITIONS = 1000;

function kindOf(column: AnyPgColumn): Kind {
  const type = column.columnType;
  if (type === 'PgUUID') return 'id';
  if (column.enumValues && column.enumValues.length > 0) return 'choice';
  if (type === 'PgInteger' || type === 'PgSmallInt' || type === 'PgSerial') return 'integer';
  if (type === 'PgBoolean') return 'boolean';
  if (type.startsWith('PgDate') || type.startsWith('PgTimestamp')) return 'date';
  return 'text';
}

function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 9999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The value, checked for this column and operator; a wrong one is a BAD_USER_INPUT naming the field. */
function checkedValue(field: string, column: AnyPgColumn, op: Op, value: unknown): unknown {
  const kind = kindOf(column);
  if (!OPS_OF_KIND[kind].includes(op))
    throw badInput(`${field} cannot be filtered with ${op}; use ${OPS_OF_KIND[kind].join(', ')}.`);
  switch (kind) {
    case 'id':
      if (typeof value !== 'string' || !isId(value))
        throw badInput(`${field}: "${String(value).slice(0, 40)}" is not a valid id.`);
      return value;
    case 'choice':
      if (typeof value !== 'string' || !column.enumValues!.includes(value))
        throw badInput(`${field} must be one of: ${column.enumValues!.join(', ')}.`);
      return value;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > INT_RANGE)
        throw badInput(`${field} must be a whole number.`);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw badInput(`${field} must be true or false.`);
      return value;
    case 'date':
      if (typeof value !== 'string' || !isRealDate(value))
        throw badInput(`${field} must be a date such as 2026-12-31.`);
      return value;
    default:
      if (typeof value !== 'string') throw badInput(`${field} must be text.`);
      if (!isStorableText(value)) throw badInput(`${field} contains a character that is not allowed.`);
      if (value.length > 500) throw badInput(`${field}: the text to filter by is too long (500 characters at most).`);
      return value;
  }
}

function compile(
  filter: FilterInput,
  columns: Record<string, AnyPgColumn>,
  depth: number,
  budget: { left: number },
): SQL | undefined {
  if (depth > MAX_NESTING) throw badInput(`Filters may nest and, or and not at most ${MAX_NESTING} deep.`);
  budget.left -= 1;
  if (budget.left < 0) throw badInput(`A filter may hold at most ${MAX_CONDITIONS} conditions.`);
  const parts: SQL[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (condition === null || condition === undefined) continue;
    if (field === 'and' || field === 'or') {
      const items = (Array.isArray(condition) ? condition : [condition]).filter(
        (f): f is FilterInput => f !== null && typeof f === 'object',
      );
      const list = items.map((f) => compile(f, columns, depth + 1, budget)).filter((s): s is SQL => Boolean(s));
      if (list.length) parts.push((field === 'and' ? and(...list) : or(...list)) as SQL);
      continue;
    }
    if (field === 'not') {
      const inner = compile(condition as FilterInput, columns, depth + 1, budget);
      if (inner) parts.push(sql`not (${inner})`);
      continue;
    }
    const column = columns[field];
    if (!column) throw badInput(`Filtering by ${field} is not supported.`);
    for (const [op, raw] of Object.entries(condition as Record<string, unknown>)) {
      if (raw === null || raw === undefined) continue;
      if (!(OPS as readonly string[]).includes(op)) throw badInput(`Unknown filter operator ${op} on ${field}.`);
      const value = checkedValue(field, column, op as Op, raw);
      switch (op as Op) {
        case 'eq':
          parts.push(eq(column, value));
          break;
        case 'ne':
          parts.push(ne(column, value));
          break;
        case 'contains':
          parts.push(ilike(column, containsPattern(value as string)));
          break;
        case 'beginsWith':
          parts.push(ilike(column, prefixPattern(value as string)));
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

export function compileFilter(
  filter: FilterInput | null | undefined,
  columns: Record<string, AnyPgColumn>,
): SQL | undefined {
  return filter ? compile(filter, columns, 0, { left: MAX_CONDITIONS + 1 }) : undefined;
}

export const filterInputsSdl = /* GraphQL */ `
  input ModelStringInput {
    eq: String
    ne: String
    contains: String
    beginsWith: String
    gt: String
    ge: String
    lt: String
    le: String
  }
  input ModelIDInput {
    eq: ID
    ne: ID
  }
  input ModelIntInput {
    eq: Int
    ne: Int
    gt: Int
    ge: Int
    lt: Int
    le: Int
  }
  input ModelBooleanInput {
    eq: Boolean
    ne: Boolean
  }
`;
