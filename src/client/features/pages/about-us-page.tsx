import { Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language.ts';
import { useAboutParagraphs } from './about-content-api.ts';
import { PageContainer, PageSection } from './page-container.tsx';

/** /about-us: the text the body's staff keep on /admin/content, with the built-in text as a fallback. */
export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  const about = useAboutParagraphs(useLanguage());
  const stored = about.data ?? [];
  return (
    <PageContainer title={t('about.title')}>
      {about.isPending ? (
        <Stack spacing={1} role="status" aria-label={t('about.loading')}>
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} width="70%" />
        </Stack>
      ) : stored.length > 0 ? (
        <Stack spacing={2} data-testid="about-stored">
          {stored.map((paragraph, i) => (
            <Typography key={i} sx={{ fontSize: i === 0 ? 18 : undefined, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Stack>
      ) : (
        <>
          <Typography sx={{ fontSize: 18, mb: 3, lineHeight: 1.7 }}>{t('about.intro')}</Typography>
          <PageSection title={t('about.missionTitle')}>{t('about.mission')}</PageSection>
          <PageSection title={t('about.seekersTitle')}>{t('about.seekers')}</PageSection>
          <PageSection title={t('about.employersTitle')}>{t('about.employers')}</PageSection>
        </>
      )}
    </PageContainer>
  );
}
