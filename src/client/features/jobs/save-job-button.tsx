import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import { Button, IconButton, Snackbar, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { storeRedirectUrl } from '../../lib/redirect-storage.ts';
import { useToggleSavedJob } from './use-toggle-saved-job.ts';

/**
 * The save toggle of a job. Guests are sent to sign in and come back here afterwards.
 * `variant="button"` is the labelled button of the job page; the default is the card's icon.
 */
export function SaveJobButton({
  jobId,
  position,
  variant = 'icon',
}: {
  jobId: string;
  position: string;
  variant?: 'icon' | 'button';
}) {
  const { t } = useTranslation('jobs');
  const saved = useToggleSavedJob();
  const navigate = useNavigate();
  const location = useLocation();
  const [message, setMessage] = useState<string | null>(null);
  const isSaved = saved.isSaved(jobId);

  const onClick = async () => {
    if (!saved.signedIn) {
      storeRedirectUrl(`${location.pathname}${location.search}`);
      void navigate('/sign-in');
      return;
    }
    try {
      await saved.toggle(jobId);
      setMessage(isSaved ? t('card.unsaved') : t('card.saved'));
    } catch {
      setMessage(t('card.saveFailed'));
    }
  };

  const label = saved.signedIn
    ? isSaved
      ? t('card.unsave', { position })
      : t('card.save', { position })
    : t('job.signInToSave');
  const icon = isSaved ? <BookmarkOutlined /> : <BookmarkBorderOutlined />;
  return (
    <>
      {variant === 'button' ? (
        <Button
          variant="outlined"
          startIcon={icon}
          onClick={() => void onClick()}
          aria-pressed={isSaved}
          aria-label={label}
        >
          {isSaved ? t('job.saved') : t('job.save')}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton
            onClick={() => void onClick()}
            aria-pressed={isSaved}
            aria-label={label}
            color={isSaved ? 'secondary' : 'default'}
          >
            {icon}
          </IconButton>
        </Tooltip>
      )}
      <Snackbar
        open={message !== null}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setMessage(null)}
        message={message}
      />
    </>
  );
}
