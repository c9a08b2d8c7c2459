import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isId } from '../../../domain/ids.ts';
import { ECOMMERCE_MESSAGES as M } from '../../../domain/ecommerce-schemas.ts';
import { AppError } from '../../lib/errors.ts';

// Keyset paging of the shop's tables (SPEC's list convention: limit + nextToken). A page is asked
// for by where the previous one ended, not by its number: the token holds the last row's sort
// value and id, and the next page starts after that pair in the list's order, so rows are never
// repeated or skipped when others are added or removed meanwhile, and the id breaks ties between
// equal values. The value travels as PostgreSQL's own text of it (a timestamp keeps its
// microseconds) and is cast back to the column's type.

/** How a sort column's text is checked and cast back. */
export type KeyKind = 'text' | 'int' | 'bool' | 'time';

export interface SortKey {
  column: AnyColumn;
  kind: KeyKind;
}

const CAST: Record<KeyKind, string> = { text: 'text', int: 'integer', bool: 'boolean', time: 'timestamptz' };
const INT_MAX = 2_147_483_647;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::[0-5]\d){0,2}$/;

/** timestamptz::text, e.g. "2026-11-27 08:53:17.123456+00", naming a real day and time. */
function isTimeText(v: string): boolean {
  const m = TIME.exec(v);
  if (!m) return false;
  const [y, mo, d, h, mi, s, offset] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1 &&
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === mo - 1 &&
    day.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60 &&
    offset <= 15
  );
}

// A value that would not cast back is refused here, before it can fail the query.
const VALID: Record<KeyKind, (v: string) => boolean> = {
  // PostgreSQL's text may not hold a NUL; anything else a text column holds is fine.
  text: (v) => v.length <= 500 && !v.includes('\u0000'),
  int: (v) => /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= INT_MAX,
  bool: (v) => v === 'true' || v === 'false',
  time: isTimeText,
};

const badToken = () =>
  new AppError('BAD_USER_INPUT', M.nextTokenInvalid, { details: [{ type: 'nextToken', message: M.nextTokenInvalid }] });

interface Cursor {
  value: string;
  id: string;
}

/** The token of the row a page ended on, for this sort. */
export const pageToken = (sort: string, direction: 'asc' | 'desc', cursor: Cursor): string =>
  Buffer.from(JSON.stringify([sort, direction, cursor.value, cursor.id]), 'utf8').toString('base64url');

/** Reads a token given back; one made for another sort, or not made here at all, is refused. */
export function readPageToken(
  token: string | null | undefined,
  sort: string,
  direction: 'asc' | 'desc',
  kind: KeyKind,
): Cursor | undefined {
  if (!token) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badToken();
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw badToken();
  const [s, d, value, id] = parts as unknown[];
  if (s !== sort || d !== direction || typeof value !== 'string' || typeof id !== 'string') throw badToken();
  if (!VALID[kind](value) || !isId(id)) throw badToken();
  return { value, id };
}

/** The SQL of a keyset page: what to select as the key, where to start, and the order. */
export function keysetOf(key: SortKey, id: AnyColumn, direction: 'asc' | 'desc', cursor: Cursor | undefined) {
  const order = direction === 'asc' ? asc : desc;
  let after: SQL | undefined;
  if (cursor) {
    // The parameter goes as text (a driver would otherwise read "true" as its own boolean).
    const value = sql`cast(${cursor.value}::text as ${sql.raw(CAST[key.kind])})`;
    // A row comparison, so (value, id) pairs follow one another exactly as ORDER BY lists them.
    after =
      direction === 'asc'
        ? sql`(${key.column}, ${id}) > (${value}, ${cursor.id}::uuid)`
        : sql`(${key.column}, ${id}) < (${value}, ${cursor.id}::uuid)`;
  }
  return {
    keyText: sql<string>`${key.column}::text`,
    after,
    orderBy: [order(key.column), order(id)] as const,
  };
}
