import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { shareLink } from '../../lib/share-link.ts';

/**
 * Shares the job's link (see shareLink). `url` (a path) is the job's own page when the button
 * sits elsewhere, e.g. in the search's pane.
 */
export function JobShareButton({ title, url: path }: { title: string; url?: string }) {
  const { t } = useTranslation('jobs');
  const [message, setMessage] = useState<string | null>(null);
  const share = async () => {
    const outcome = await shareLink(path ?? window.location.href, title);
    if (outcome === 'copied') setMessage(t('job.copied'));
    else if (outcome === 'failed') setMessage(t('job.copyFailed'));
  };
  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => void share()}>
        {t('job.share')}
      </Button>
      {/* Bottom-centre, clear of the app bar and of the side navigation (either side). */}
      <Snackbar
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        open={message !== null}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setMessage(null)}
        message={message}
      />
    </>
  );
}
