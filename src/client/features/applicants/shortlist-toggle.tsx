import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../domain/enums.ts';

/**
 * The statuses the star applies to. The star is the Shortlisted status (issue 11): it moves an
 * early application to Shortlisted and a shortlisted one back to In review. Later stages
 * (interviewing, offered, hired) are past the shortlist, and rejected or withdrawn ones are out
 * of it, so they show no star rather than one that would move them backwards.
 */
export const STARRABLE: readonly ApplicationStatus[] = ['submitted', 'reviewing', 'shortlisted'];

/** The shortlist star: a toggle button that says which status pressing it moves to. */
export function ShortlistToggle({
  name,
  status,
  onToggle,
}: {
  name: string;
  status: ApplicationStatus;
  onToggle: () => void;
}) {
  const { t } = useTranslation('applicants');
  if (!STARRABLE.includes(status)) return null;
  const shortlisted = status === 'shortlisted';
  const statusName = (s: ApplicationStatus) => t(`applicationStatus.${s}`, { ns: 'values' });
  const label = shortlisted
    ? t('shortlistRemove', { name, status: statusName('reviewing') })
    : t('shortlistAdd', { name, status: statusName('shortlisted') });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={shortlisted}
        onClick={(e) => {
          e.stopPropagation();
          onToggle();
        }}
        sx={{ color: shortlisted ? 'warning.dark' : 'action.active' }}
        data-testid="shortlist-toggle"
      >
        {shortlisted ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
