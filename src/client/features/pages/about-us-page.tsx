import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageSection } from './page-container.tsx';

export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  return (
    <PageContainer title={t('about.title')}>
      <Typography sx={{ fontSize: 18, mb: 3, lineHeight: 1.7 }}>{t('about.intro')}</Typography>
      <PageSection title={t('about.missionTitle')}>{t('about.mission')}</PageSection>
      <PageSection title={t('about.seekersTitle')}>{t('about.seekers')}</PageSection>
      <PageSection title={t('about.employersTitle')}>{t('about.employers')}</PageSection>
    </PageContainer>
  );
}
