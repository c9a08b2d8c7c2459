import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ECOMMERCE_PAGE_SIZES } from '../../../../domain/ecommerce-schemas.ts';
import { pagerCount, type useTokenPages } from './use-token-pages.ts';
import { useNextButtonSlot } from '../../../components/pager-next-button.ts';
import { wrappingPagerSx } from '../../../components/wrapping-pager-sx.ts';

/** The products' and orders' pager: pages by the server's nextToken, with the rows per page. */
export function TokenPagination({
  pages,
  limit,
  onLimitChange,
  shown,
  total,
  nextToken,
  stale,
}: {
  pages: ReturnType<typeof useTokenPages>;
  limit: number;
  onLimitChange: (limit: number) => void;
  /** Rows on the page shown. */
  shown: number;
  total: number;
  nextToken: string | null;
  /** The shown page is the previous one while the asked page loads. */
  stale: boolean;
}) {
  const { t, i18n } = useTranslation('ecommerce');
  const number = new Intl.NumberFormat(i18n.language);
  const nextButton = useNextButtonSlot(stale ? { disabled: true } : undefined);
  return (
    <TablePagination
      component="div"
      count={pagerCount(pages.page, limit, shown, total, nextToken)}
      page={pages.page}
      onPageChange={(_e, next) => {
        // Back pops a kept token, so it works even while the asked page loads. Next follows the
        // shown page's nextToken, which while loading is the previous page's (already spent).
        if (next < pages.page) pages.back();
        else if (nextToken && !stale) pages.next(nextToken);
      }}
      slotProps={nextButton}
      rowsPerPage={limit}
      rowsPerPageOptions={[...ECOMMERCE_PAGE_SIZES]}
      onRowsPerPageChange={(e) => onLimitChange(Number(e.target.value))}
      labelRowsPerPage={t('paging.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('paging.displayed', { from: number.format(from), to: number.format(to), count: number.format(count) })
      }
      getItemAriaLabel={(type) => t(`paging.${type}`)}
      sx={wrappingPagerSx}
    />
  );
}
