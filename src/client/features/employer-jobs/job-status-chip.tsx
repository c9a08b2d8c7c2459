import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ListStatus } from './employer-jobs-api.ts';

const COLORS: Record<ListStatus, ChipProps['color']> = {
  draft: 'default',
  pending: 'warning',
  rejected: 'error',
  open: 'success',
  closed: 'default',
  expired: 'default',
};

export function JobStatusChip({ status, size = 'small' }: { status: ListStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('employerJobs');
  return (
    <Chip
      size={size}
      color={COLORS[status]}
      variant={status === 'closed' || status === 'expired' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
    />
  );
}
