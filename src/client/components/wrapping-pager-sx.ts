import type { SxProps, Theme } from '@mui/material';

/**
 * A table pager's toolbar that wraps onto a second line on a phone, rather than pushing its page
 * buttons out of the card (where "next" could not be reached).
 */
export const wrappingPagerSx: SxProps<Theme> = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
};
