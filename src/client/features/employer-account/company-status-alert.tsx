import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Pending: staff review explained. Rejected: the staff's reason. Approved: nothing. */
export function CompanyStatusAlert({ status, reason }: { status: string; reason: string | null }) {
  const { t } = useTranslation('employerAccount');
  if (status === 'pending') {
    return (
      <Alert severity="info" data-testid="company-status">
        <AlertTitle>{t('status.pendingTitle')}</AlertTitle>
        {t('status.pendingText')}
      </Alert>
    );
  }
  if (status === 'rejected') {
    return (
      <Alert severity="warning" data-testid="company-status">
        <AlertTitle>{t('status.rejectedTitle')}</AlertTitle>
        {reason ? t('status.reason', { reason }) : null} {t('status.rejectedText')}
      </Alert>
    );
  }
  return null;
}
