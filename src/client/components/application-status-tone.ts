import { alpha, darken, type Theme } from '@mui/material/styles';
import type { ApplicationStatus } from '../../domain/enums.ts';

// How an application's status is coloured, for the job seeker's chip and the employer's board alike.

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

/**
 * A tinted background with a darkened shade (dark mode: the light shade) as text: WCAG AA in both
 * modes for every tone, even red, which MUI's stock outlined chips are not.
 */
export const statusToneSx = (status: ApplicationStatus) => (theme: Theme) => {
  const tone = TONES[status];
  const dark = theme.palette.mode === 'dark';
  if (tone === 'neutral') return { bgcolor: theme.palette.action.selected, color: theme.palette.text.primary };
  const color = theme.palette[tone];
  return { bgcolor: alpha(color.main, dark ? 0.24 : 0.1), color: dark ? color.light : darken(color.dark, 0.2) };
};

/** The accent colour of a status (e.g. the board column's top border). */
export const statusAccent = (status: ApplicationStatus) => (theme: Theme) => {
  const tone = TONES[status];
  return tone === 'neutral' ? theme.palette.text.disabled : theme.palette[tone].main;
};
