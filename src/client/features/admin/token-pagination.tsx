import { TablePagination } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNextButtonSlot } from '../../components/pager-next-button.ts';
import { wrappingPagerSx } from '../../components/wrapping-pager-sx.ts';

export const PAGE_SIZES = [10, 25, 50];

/** Page-by-page walking of a nextToken list: the tokens of the pages seen so far. */
export function useTokenPaging(initialSize = PAGE_SIZES[0]!) {
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const [size, setSize] = useState(initialSize);
  const page = tokens.length - 1;
  const reset = useCallback(() => setTokens([null]), []);
  return {
    page,
    size,
    token: tokens[page] ?? null,
    reset,
    next: (nextToken: string) => setTokens((list) => [...list, nextToken]),
    previous: () => setTokens((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    setSize: (value: number) => {
      setSize(value);
      setTokens([null]);
    },
  };
}

export type TokenPaging = ReturnType<typeof useTokenPaging>;

export function TokenPagination({
  paging,
  count,
  nextToken,
}: {
  paging: TokenPaging;
  count: number;
  nextToken: string | null;
}) {
  const { t } = useTranslation('admin');
  const nextButton = useNextButtonSlot({ disabled: !nextToken });
  return (
    <TablePagination
      component="div"
      count={-1}
      page={paging.page}
      rowsPerPage={paging.size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_e, next) => (next > paging.page ? nextToken && paging.next(nextToken) : paging.previous())}
      onRowsPerPageChange={(e) => paging.setSize(Number(e.target.value))}
      labelRowsPerPage={t('paging.rowsPerPage')}
      labelDisplayedRows={() =>
        t('paging.range', { from: count ? paging.page * paging.size + 1 : 0, to: paging.page * paging.size + count })
      }
      getItemAriaLabel={(type) => (type === 'next' ? t('paging.next') : t('paging.previous'))}
      slotProps={nextButton}
      sx={wrappingPagerSx}
    />
  );
}
