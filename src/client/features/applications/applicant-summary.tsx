import { Box, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alignWithPage } from '../../lib/bidi.ts';
import type { Applicant } from './applications-api.ts';

/** The applicant's details from their profile, read-only: nothing is asked twice. */
export function ApplicantSummary({ applicant }: { applicant: Applicant }) {
  const { t } = useTranslation('applications');
  const rows: [string, string | null][] = [
    [t('apply.name'), applicant.fullName || applicant.displayName],
    [t('apply.email'), applicant.email],
    [t('apply.mobile'), applicant.mobile],
    [t('apply.location'), applicant.location],
    [t('apply.cpaStatus'), t(`cpa.${applicant.cpaStatus}`)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="apply-details-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <Typography id="apply-details-heading" variant="h2" component="h2" sx={{ fontSize: 18 }}>
          {t('apply.detailsHeading')}
        </Typography>
        <MuiLink component={Link} to="/profile">
          {t('apply.editProfile')}
        </MuiLink>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('apply.detailsHelp')}
      </Typography>
      <Box
        component="dl"
        data-testid="applicant-details"
        sx={{
          display: 'grid',
          // The labels take their own width, leaving the values the rest (an address broke at 160 px).
          gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              dir="auto"
              sx={{
                m: 0,
                // Beside its label: a Latin value in an Arabic page sat at the card's far side.
                ...alignWithPage,
                overflowWrap: 'anywhere',
                color: value ? 'text.primary' : 'text.secondary',
              }}
            >
              {value || t('apply.notGiven')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
