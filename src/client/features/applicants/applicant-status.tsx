import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/enums.ts';
import { statusToneSx } from '../../components/application-status-tone.ts';

/** The board's columns, in the order an application moves through them. */
export const BOARD_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES;

export function ApplicantStatusChip({ status, count }: { status: ApplicationStatus; count?: number }) {
  const { t } = useTranslation('applicants');
  const label =
    count === undefined
      ? t(`applicationStatus.${status}`, { ns: 'values' })
      : `${t(`applicationStatus.${status}`, { ns: 'values' })} · ${count}`;
  return (
    <Chip size="small" label={label} sx={[statusToneSx(status), { fontWeight: 600 }]} data-testid="applicant-status" />
  );
}
