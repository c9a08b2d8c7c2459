import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the navigation and toolbar. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 2000,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
