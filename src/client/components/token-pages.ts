import { useState } from 'react';

export interface TokenPages {
  /** The index of the page shown (0 for the first). */
  page: number;
  /** The token that asks for the page shown (none for the first). */
  token: string | undefined;
  /** Goes to the page after the one shown (with that page's nextToken). */
  next(nextToken: string): void;
  /** Goes back to the page before. */
  back(): void;
}

/**
 * Paging by token (the server's `nextToken`): the tokens of the pages seen so far are kept as a
 * stack, so "next" pushes the page's nextToken and "back" pops to the token of the page before.
 * `page` is the index of the page shown (0 for the first). Whenever `resetKey` changes (another
 * search, sort, filter or page size) the list starts again at its first page.
 */
export function useTokenPages(resetKey: string): TokenPages {
  const [state, setState] = useState<{ key: string; tokens: (string | undefined)[] }>({
    key: resetKey,
    tokens: [undefined],
  });
  // Adjusted while rendering (not in an effect), so a changed query never asks with a stale token.
  const tokens = state.key === resetKey ? state.tokens : [undefined];
  if (state.key !== resetKey) setState({ key: resetKey, tokens });
  return {
    page: tokens.length - 1,
    token: tokens.at(-1),
    next: (nextToken: string) => setState({ key: resetKey, tokens: [...tokens, nextToken] }),
    back: () => setState({ key: resetKey, tokens: tokens.length > 1 ? tokens.slice(0, -1) : tokens }),
  };
}

/**
 * The count TablePagination is given: the total, except that its "next" button must follow the
 * token (enabled exactly when there is a page after this one, even if rows came or went meanwhile).
 */
export function pagerCount(page: number, limit: number, shown: number, total: number, nextToken: string | null) {
  if (nextToken) return Math.max(total, (page + 1) * limit + 1);
  return page * limit + shown;
}
