import { useState } from 'react';
import { TokenPager } from '../../components/token-pager.tsx';
import { useTokenPages } from '../../components/token-pages.ts';
import type { Page } from './admin-api.ts';

export const PAGE_SIZES = [10, 25, 50] as const;

/**
 * A staff list's paging: the rows per page, and the pages seen so far of the list `listKey`
 * names (its search and filters); another list or page size starts again at the first page.
 */
export function useStaffPaging(listKey: unknown, initialSize: number = PAGE_SIZES[0]) {
  const [size, setSize] = useState(initialSize);
  const pages = useTokenPages(JSON.stringify([listKey, size]));
  return { pages, size, setSize, token: pages.token ?? null };
}

export type StaffPaging = ReturnType<typeof useStaffPaging>;

/** The pager under a staff list: "1–25 of 312", the rows per page, previous and next. */
export function StaffPager({ paging, page, stale }: { paging: StaffPaging; page: Page<unknown>; stale: boolean }) {
  return (
    <TokenPager
      pages={paging.pages}
      limit={paging.size}
      limits={PAGE_SIZES}
      onLimitChange={paging.setSize}
      shown={page.items.length}
      total={page.total}
      nextToken={page.nextToken}
      stale={stale}
    />
  );
}
