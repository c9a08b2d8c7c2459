import { Card, CardActionArea, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alignWithPage } from '../../lib/bidi.ts';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { labelOf } from '../jobs/index.ts';
import type { FeaturedCompany } from './home-api.ts';

export function FeaturedCompanyCard({ company }: { company: FeaturedCompany }) {
  const { t } = useTranslation('home');
  const { t: tj } = useTranslation('jobs');
  return (
    <Card variant="outlined" sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea component={Link} to={`/company/${company.id}`} sx={{ p: 2, height: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CompanyAvatar name={company.name} logo={company.logo} />
          <div style={{ minWidth: 0 }}>
            <Typography variant="h3" dir="auto" sx={{ fontSize: 16, fontWeight: 600, ...alignWithPage }}>
              {company.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {company.industry && labelOf(tj, 'industries', company.industry)}
              {company.industry && company.city && ' · '}
              {company.city && <bdi>{company.city}</bdi>}
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mt: 0.5 }}>
              {t('featured.openJobs', { count: company.openJobCount })}
            </Typography>
          </div>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
