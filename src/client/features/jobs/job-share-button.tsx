import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';

/**
 * The system share sheet where there is one (phones), else the link copied to the clipboard.
 * `url` (a path) is the job's own page when the button sits elsewhere, e.g. in the search's pane.
 */
export function JobShareButton({ title, url: path }: { title: string; url?: string }) {
  const { t } = useTranslation('jobs');
  const [message, setMessage] = useState<string | null>(null);
  const share = async () => {
    const url = path ? new URL(path, window.location.origin).href : window.location.href;
    if (typeof navigator.share === 'function' && navigator.canShare?.({ url, title }) !== false) {
      try {
        await navigator.share({ url, title });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('job.copied'));
    } catch {
      setMessage(t('job.copyFailed'));
    }
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
