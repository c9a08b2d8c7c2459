import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../domain/enums.ts';

const COLORS: Record<ApplicationStatus, ChipProps['color']> = {
  submitted: 'info',
  reviewing: 'info',
  shortlisted: 'secondary',
  interviewing: 'secondary',
  offered: 'success',
  hired: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

/** An application's status, translated and coloured by how far it has come. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={COLORS[status]}
      variant={status === 'withdrawn' || status === 'submitted' ? 'outlined' : 'filled'}
      data-testid="application-status"
    />
  );
}
