import { Chip } from '@mui/material';
import { alpha, darken, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/enums.ts';

/** The board's columns, in the order an application moves through them. */
export const BOARD_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES;

type Tone = 'info' | 'secondary' | 'success' | 'error' | 'neutral';
const TONES: Record<ApplicationStatus, Tone> = {
  submitted: 'info',
  reviewing: 'info',
  shortlisted: 'secondary',
  interviewing: 'secondary',
  offered: 'success',
  hired: 'success',
  rejected: 'error',
  withdrawn: 'neutral',
};

/** A tinted background with a darkened shade as text (WCAG AA in both modes, even for red). */
export const statusToneSx = (status: ApplicationStatus) => (theme: Theme) => {
  const tone = TONES[status];
  const dark = theme.palette.mode === 'dark';
  if (tone === 'neutral') return { bgcolor: theme.palette.action.selected, color: theme.palette.text.primary };
  const color = theme.palette[tone];
  return { bgcolor: alpha(color.main, dark ? 0.24 : 0.1), color: dark ? color.light : darken(color.dark, 0.2) };
};

/** The accent colour of a status (the board column's top border). */
export const statusAccent = (status: ApplicationStatus) => (theme: Theme) => {
  const tone = TONES[status];
  return tone === 'neutral' ? theme.palette.text.disabled : theme.palette[tone].main;
};

export function ApplicantStatusChip({ status, count }: { status: ApplicationStatus; count?: number }) {
  const { t } = useTranslation('applicants');
  const label = count === undefined ? t(`status.${status}`) : `${t(`status.${status}`)} · ${count}`;
  return <Chip size="small" label={label} sx={[statusToneSx(status), { fontWeight: 600 }]} data-testid="applicant-status" />;
}
