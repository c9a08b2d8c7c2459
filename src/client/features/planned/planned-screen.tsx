import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type PlannedScreenId = 'jobSearch' | 'jobInfo' | 'jobApply' | 'myApplications' | 'savedJobs' | 'profile' | 'createEmployer';

/** A route whose screen is not built yet says plainly what it will hold. */
export function PlannedScreen({ id }: { id: PlannedScreenId }) {
  const { t } = useTranslation('planned');
  return (
    <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 760, p: { xs: 3, md: 4 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ConstructionOutlined color="secondary" aria-hidden />
            <Chip label={t('badge')} size="small" color="secondary" variant="outlined" />
          </Stack>
          <Typography variant="h1" component="h1" sx={{ fontSize: 28 }}>
            {t(`screens.${id}.title`)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{t('willHold')}</Typography>
          <Typography color="text.secondary">{t(`screens.${id}.items`)}</Typography>
          <Box>
            <Button component={Link} to="/about-us" variant="outlined">
              {t('browse')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
