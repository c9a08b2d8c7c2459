import { TablePagination, useTheme, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pagerCount, type TokenPages } from './token-pages.ts';

// A pager's toolbar wraps onto a second line on a phone, rather than pushing its page buttons out
// of the card (where "next" could not be reached).
const wrappingSx: SxProps<Theme> = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
};

/**
 * A table's pager for a list paged by the server's nextToken: "1–25 of 312", the rows per page,
 * and previous and next. While the asked page loads (`stale`: the previous page is still shown),
 * "previous" still works (it pops a kept token) and "next" waits, as it would follow the shown
 * page's nextToken, which is already spent.
 */
export function TokenPager({
  pages,
  limit,
  limits,
  onLimitChange,
  shown,
  total,
  nextToken,
  stale = false,
}: {
  pages: TokenPages;
  limit: number;
  limits: readonly number[];
  onLimitChange: (limit: number) => void;
  /** Rows on the page shown. */
  shown: number;
  /** Rows in the whole list. */
  total: number;
  nextToken: string | null;
  stale?: boolean;
}) {
  const { t, i18n } = useTranslation('components');
  const number = new Intl.NumberFormat(i18n.language);
  // MUI (7.3) hands its action buttons' slot props out by side: right to left, the "next" button
  // takes the `previousButton` slot's props (`nextButton` alone disabled "previous" in Arabic).
  const rtl = useTheme().direction === 'rtl';
  const next = stale ? { disabled: true } : undefined;
  return (
    <TablePagination
      component="div"
      count={pagerCount(pages.page, limit, shown, total, nextToken)}
      page={pages.page}
      onPageChange={(_e, to) => {
        if (to < pages.page) pages.back();
        else if (nextToken && !stale) pages.next(nextToken);
      }}
      slotProps={{ actions: rtl ? { previousButton: next } : { nextButton: next } }}
      rowsPerPage={limit}
      rowsPerPageOptions={[...limits]}
      onRowsPerPageChange={(e) => onLimitChange(Number(e.target.value))}
      labelRowsPerPage={t('pager.rowsPerPage')}
      // The total, not MUI's count (which only steers "next"); a page past a shrunk total says its rows.
      labelDisplayedRows={({ from, to }) =>
        t('pager.displayed', {
          from: number.format(shown ? from : 0),
          to: number.format(shown ? to : 0),
          count: number.format(Math.max(total, shown ? to : 0)),
        })
      }
      getItemAriaLabel={(type) => t(`pager.${type}`)}
      sx={wrappingSx}
    />
  );
}
