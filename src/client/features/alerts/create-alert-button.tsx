import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Button, Snackbar } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { defaultAlertName, storedFromParams } from '../../../domain/job-alert-schemas.ts';
import type { JobSearchParams } from '../../../domain/job-search-params.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { storeRedirectUrl } from '../../lib/redirect-storage.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { createAlert, JOB_ALERTS_KEY } from './alerts-api.ts';
import { SearchSummary } from './search-summary.tsx';

// Its form (react-hook-form) loads with the first opening, not with the search page.
const AlertFormDialog = lazy(async () => ({ default: (await import('./alert-form-dialog.tsx')).AlertFormDialog }));

/** The query parameter that reopens the dialog when a guest comes back from signing in. */
const REOPEN_PARAM = 'alert';

/**
 * "Create alert" on the search page: saves the search shown as a job alert. A guest is sent to sign
 * in and comes back to this search with the dialog open (the sign-in redirect carries ?alert=new).
 */
export function CreateAlertButton({ params }: { params: JobSearchParams }) {
  const { t } = useTranslation('alerts');
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const dialogLoaded = useOpenedOnce(open);
  const signedIn = status === 'authenticated';
  const reopen = new URLSearchParams(location.search).get(REOPEN_PARAM) === 'new';

  useEffect(() => {
    if (!reopen || !signedIn) return;
    setOpen(true);
    const rest = new URLSearchParams(location.search);
    rest.delete(REOPEN_PARAM);
    const query = rest.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [reopen, signedIn, location.pathname, location.search, navigate]);

  const onClick = () => {
    if (signedIn) return setOpen(true);
    const back = new URLSearchParams(location.search);
    back.set(REOPEN_PARAM, 'new');
    storeRedirectUrl(`${location.pathname}?${back.toString()}`);
    void navigate('/sign-in');
  };

  return (
    <>
      {/* On the search page's coloured band, in its text colour. */}
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        sx={{ whiteSpace: 'nowrap', borderColor: 'currentcolor' }}
        startIcon={<NotificationsActiveOutlined />}
        onClick={onClick}
        title={signedIn ? t('create.buttonLabel') : t('create.signInFirst')}
      >
        {t('create.button')}
      </Button>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <AlertFormDialog
            open={open}
            title={t('create.title')}
            text={t('create.text')}
            search={<SearchSummary params={params} />}
            initial={{ name: defaultAlertName(params, t('create.defaultName')), frequency: 'daily' }}
            submitLabel={t('create.save')}
            submittingLabel={t('create.saving')}
            onClose={() => setOpen(false)}
            onSubmit={async (values) => {
              await createAlert({ ...values, ...storedFromParams(params) });
              void queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY });
              setOpen(false);
              setSaved(true);
            }}
          />
        </Suspense>
      )}
      <Snackbar
        open={saved}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3}
        onClose={() => setSaved(false)}
        message={t('create.saved')}
        action={
          <Button color="inherit" size="small" component={Link} to="/user/alerts">
            {t('create.manage')}
          </Button>
        }
      />
    </>
  );
}
