import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES } from '../../../domain/enums.ts';
import { PageContainer, PageSection } from './page-container.tsx';

const SECTIONS = ['which', 'remember', 'rtl', 'userText'] as const;

/** Where people report a translation problem; the professional body's own address in a deployment. */
const TRANSLATION_REPORT_ADDRESS = 'support@cpa-careers.test';

/** Each language by its own name, as the language menu shows it. */
const NATIVE_NAMES = { en: 'English', tr: 'Türkçe', ar: 'العربية' } as const;

/** The product's own documentation of its languages (the language menu's Learn More). */
export default function LanguagesHelpPage() {
  const { t } = useTranslation('pages');
  const mailto = `mailto:${TRANSLATION_REPORT_ADDRESS}?subject=${encodeURIComponent(t('languages.sections.reportSubject'))}`;
  return (
    <PageContainer title={t('languages.title')} subtitle={t('languages.subtitle')}>
      <Stack
        component="ul"
        direction="row"
        spacing={1.5}
        useFlexGap
        flexWrap="wrap"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
      >
        {LANGUAGES.map((lang) => (
          <Box
            component="li"
            key={lang}
            lang={lang}
            dir={RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Box
              component="img"
              src={`/flags/${lang}.svg`}
              alt=""
              sx={{ width: 24, height: 16, objectFit: 'cover', borderRadius: 0.5 }}
            />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {NATIVE_NAMES[lang]}
            </Typography>
          </Box>
        ))}
      </Stack>
      {SECTIONS.map((s) => (
        <PageSection key={s} title={t(`languages.sections.${s}Title`)}>
          {t(`languages.sections.${s}`)}
        </PageSection>
      ))}
      <PageSection title={t('languages.sections.reportTitle')}>
        {t('languages.sections.report')}{' '}
        <Box component="span" sx={{ display: 'block', mt: 1 }}>
          {t('languages.sections.reportTo')}{' '}
          <Link href={mailto}>
            <bdi>{TRANSLATION_REPORT_ADDRESS}</bdi>
          </Link>
        </Box>
      </PageSection>
    </PageContainer>
  );
}
