import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A job that does not exist or belongs to another company: say so, without telling which. */
export function JobNotAvailable() {
  const { t } = useTranslation('employerJobs');
  return (
    <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
        role="alert"
      >
        <BlockOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: 24, mt: 1 }}>
          {t('editor.notAllowedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('editor.notAllowedText')}
        </Typography>
        <Button variant="contained" component={Link} to="/employer/jobs">
          {t('editor.back')}
        </Button>
      </Paper>
    </Box>
  );
}
