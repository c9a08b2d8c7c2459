import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A job or company that does not exist (or is not public): says so and offers the search. */
export function NotFoundCard({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('jobs');
  return (
    <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <SearchOffOutlined color="disabled" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: 26, mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {text}
        </Typography>
        <Button component={Link} to="/job/search/all" variant="contained">
          {t('job.browse')}
        </Button>
      </Paper>
    </Box>
  );
}
