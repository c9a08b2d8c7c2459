import { Chip } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../domain/enums.ts';

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

// A tinted background with the dark (or, in dark mode, light) shade as text keeps the
// contrast above WCAG AA for every tone, which MUI's stock outlined chips do not.
const toneSx = (tone: Tone) => (theme: Theme) => {
  const dark = theme.palette.mode === 'dark';
  if (tone === 'neutral') return { bgcolor: theme.palette.action.selected, color: theme.palette.text.primary, fontWeight: 600 };
  const color = theme.palette[tone];
  return { bgcolor: alpha(color.main, dark ? 0.24 : 0.12), color: dark ? color.light : color.dark, fontWeight: 600 };
};

/** An application's status, translated and coloured by how far it has come. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return <Chip size="small" label={t(`status.${status}`)} sx={toneSx(TONES[status])} data-testid="application-status" />;
}
