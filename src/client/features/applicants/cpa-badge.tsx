import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown next to a confirmed CPA's name. */
export function CpaBadge() {
  const { t } = useTranslation('applicants');
  return (
    <Chip
      size="small"
      icon={<VerifiedOutlined />}
      label={t('cpa')}
      title={t('cpaConfirmed')}
      aria-label={t('cpaConfirmed')}
      sx={(theme) => ({
        height: 22,
        fontWeight: 700,
        bgcolor: theme.palette.mode === 'dark' ? 'success.dark' : '#e7f4ec',
        color: theme.palette.mode === 'dark' ? 'common.white' : 'success.dark',
        '& .MuiChip-icon': { color: 'inherit' },
      })}
    />
  );
}
