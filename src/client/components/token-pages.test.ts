import { describe, expect, it } from 'vitest';
import { pagerCount } from './token-pages.ts';

// TablePagination enables "next" when (page + 1) × rows per page < count; the count it is given
// must follow the server's nextToken, whatever the total says.
const nextEnabled = (page: number, limit: number, count: number) => (page + 1) * limit < count;

describe('pagerCount', () => {
  it('is the total while it agrees with the token', () => {
    expect(pagerCount(0, 10, 10, 23, 'token')).toBe(23);
    expect(pagerCount(2, 10, 3, 23, null)).toBe(23);
  });

  it('keeps "next" on when a page follows, even if the total says none (rows added since)', () => {
    const count = pagerCount(1, 10, 10, 20, 'token');
    expect(nextEnabled(1, 10, count)).toBe(true);
  });

  it('turns "next" off on the last page, even if the total says more (rows removed since)', () => {
    const count = pagerCount(1, 10, 4, 30, null);
    expect(count).toBe(14);
    expect(nextEnabled(1, 10, count)).toBe(false);
  });
});
