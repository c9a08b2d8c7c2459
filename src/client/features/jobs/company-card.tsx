import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Button, Card, CardActions, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { labelOf } from './job-format.ts';
import type { CompanySummary } from './jobs-types.ts';
import { alignWithPage } from '../../lib/bidi.ts';

/** The hiring company beside a job, linking to its page. */
export function CompanyCard({ company }: { company: CompanySummary }) {
  const { t } = useTranslation('jobs');
  return (
    <Card variant="outlined" component="section" aria-labelledby="company-card-title">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {t('job.company')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
          <CompanyAvatar name={company.name} logo={company.logo} size={56} />
          <div>
            <Typography
              id="company-card-title"
              variant="h2"
              dir="auto"
              sx={{ fontSize: 18, fontWeight: 600, ...alignWithPage }}
            >
              {company.name}
            </Typography>
            {company.industry && (
              <Typography variant="body2" color="text.secondary">
                {labelOf(t, 'industries', company.industry)}
              </Typography>
            )}
          </div>
        </Stack>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {company.city && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <PlaceOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">
                <bdi>{company.city}</bdi>
              </Typography>
            </Stack>
          )}
          {company.website && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LanguageOutlined fontSize="small" color="action" aria-hidden />
              <MuiLink
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ overflowWrap: 'anywhere' }}
                dir="ltr"
              >
                {company.website.replace(/^https?:\/\//, '')}
              </MuiLink>
            </Stack>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={`/company/${company.id}`} variant="outlined" fullWidth>
          {t('job.viewCompany')}
        </Button>
      </CardActions>
    </Card>
  );
}
