import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 4,
      }}
    >
      <SearchOffOutlined sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography
        variant="h1"
        component="h1"
        sx={{ fontSize: { xs: 64, md: 96 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        {t('notFound.title')}
      </Typography>
      <Typography
        variant="h2"
        component="p"
        sx={{ fontSize: { xs: 18, md: 22 }, color: 'text.secondary', fontWeight: 500 }}
      >
        {t('notFound.message')}
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
