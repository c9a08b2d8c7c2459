import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../domain/constants.ts';
import { badInput } from '../lib/errors.ts';

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

/** `limit` defaults to 100 and is at most 1000 (SPEC section 9); `nextToken` is opaque. */
export function readPaging(
  limit: number | null | undefined,
  nextToken: string | null | undefined,
): { limit: number; offset: number } {
  const l = limit ?? LIST_DEFAULT_LIMIT;
  if (!Number.isInteger(l) || l < 1 || l > LIST_MAX_LIMIT)
    throw badInput(`limit must be between 1 and ${LIST_MAX_LIMIT}.`);
  if (!nextToken) return { limit: l, offset: 0 };
  try {
    const decoded = JSON.parse(Buffer.from(nextToken, 'base64url').toString('utf8')) as unknown;
    const { o } = z.object({ o: z.number().int().min(0) }).parse(decoded);
    return { limit: l, offset: o };
  } catch {
    throw badInput('nextToken is not valid; pass back the nextToken of the previous page as it was.');
  }
}

/**
 * A page that can say how many rows the whole list holds: `total` is counted only when a query
 * asks for it (GraphQL calls a function-valued field), so lists asked for without it cost no count.
 */
export interface CountedPage<T> extends Page<T> {
  total: () => Promise<number>;
}

export const withTotal = <T>(page: Page<T>, count: () => Promise<number>): CountedPage<T> => ({
  ...page,
  total: count,
});

/** Fetch limit + 1 rows; the extra one tells whether another page exists. */
export function toPage<T>(rows: T[], limit: number, offset: number): Page<T> {
  const more = rows.length > limit;
  return {
    items: more ? rows.slice(0, limit) : rows,
    nextToken: more ? Buffer.from(JSON.stringify({ o: offset + limit })).toString('base64url') : null,
  };
}
