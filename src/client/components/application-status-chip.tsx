import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../domain/enums.ts';
import { statusToneSx } from './application-status-tone.ts';

/** An application's status, translated and coloured by how far it has come. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('values');
  return (
    <Chip
      size="small"
      label={t(`applicationStatus.${status}`)}
      sx={[statusToneSx(status), { fontWeight: 600 }]}
      data-testid="application-status"
    />
  );
}
