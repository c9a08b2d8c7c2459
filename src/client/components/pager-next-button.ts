import { useTheme } from '@mui/material';

type ButtonProps = { disabled?: boolean } | undefined;

/**
 * TablePagination's `slotProps` that reach its "next page" button. MUI (7.3) hands its action
 * buttons' slot props out by side: right to left, the "next" button takes the `previousButton`
 * slot's props, so `nextButton: { disabled }` alone disabled "previous" in Arabic.
 */
export function useNextButtonSlot(props: ButtonProps) {
  const rtl = useTheme().direction === 'rtl';
  return { actions: rtl ? { previousButton: props } : { nextButton: props } };
}
