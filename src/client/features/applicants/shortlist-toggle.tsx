import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The shortlist star: a toggle button that says what pressing it does. */
export function ShortlistToggle({
  name,
  shortlisted,
  onToggle,
}: {
  name: string;
  shortlisted: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('applicants');
  const label = shortlisted ? t('shortlistRemove', { name }) : t('shortlistAdd', { name });
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
