import ArrowBack from '@mui/icons-material/ArrowBack';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { cleanRichText } from '../../../lib/rich-text.ts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import type { Language } from '../../../../domain/enums.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { hasPermission, authRoles } from '../../../shell/navigation/auth-roles.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { mirrorInRtl } from '../../../lib/bidi.ts';

/** The reader's language (the interface's). */
export function useReaderLanguage(): Language {
  return useLanguage();
}

/** Staff and admins edit the help center from its own screens. */
export function useIsStaff(): boolean {
  const { user } = useAuth();
  return hasPermission(authRoles.staff, user?.role ?? null);
}

export const guidePath = (categorySlug: string, guideSlug: string) =>
  clientPaths.helpCenterGuide.replace(':categorySlug', categorySlug).replace(':guideSlug', guideSlug);
export const guideCategoryPath = (categorySlug: string) =>
  clientPaths.helpCenterGuideCategory.replace(':categorySlug', categorySlug);
export const faqCategoryPath = (categorySlug: string) =>
  clientPaths.helpCenterFaqCategory.replace(':categorySlug', categorySlug);

/** The band's content lines up with the page's column below it. */
export const BAND_WIDTH = 1040;

/** The page's width and padding (the help center reads best in a column). */
export function HelpPage({ children }: { children: ReactNode }) {
  // The same side padding as the band above (PageBand), so the two start at one line.
  return (
    <Box sx={{ maxWidth: BAND_WIDTH + 96, minWidth: 0, px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 } }}>{children}</Box>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} size="small" startIcon={<ArrowBack sx={mirrorInRtl} />} sx={{ mb: 1 }}>
      {label}
    </Button>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('helpCenter');
  return (
    <Stack spacing={1} role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_v, i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('helpCenter');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')}
    </Alert>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
      {children}
    </Paper>
  );
}

/** "Still need help?" with the way to the support form. */
export function ContactCard() {
  const { t } = useTranslation('helpCenter');
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        mt: 4,
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <SupportAgentOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Box sx={{ flex: 1 }}>
        <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
          {t('contact.title')}
        </Typography>
        <Typography color="text.secondary">{t('contact.text')}</Typography>
      </Box>
      <Button variant="contained" component={Link} to={clientPaths.helpCenterSupport}>
        {t('contact.button')}
      </Button>
    </Paper>
  );
}

/** A guide's HTML: sanitized by the server when written, and again here before innerHTML. */
export function GuideHtml({ html, language }: { html: string; language: Language }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  return (
    <Box
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      sx={{
        lineHeight: 1.75,
        fontSize: 16,
        '& p': { mt: 0, mb: 2 },
        '& ul, & ol': { mt: 0, mb: 2, paddingInlineStart: 3 },
        '& li': { mb: 0.75 },
        '& h2': { fontSize: 20, fontWeight: 600, mt: 3, mb: 1 },
        '& h3, & h4': { fontSize: 17, fontWeight: 600, mt: 2, mb: 1 },
        '& a': { color: 'primary.main' },
        '& blockquote': {
          m: 0,
          mb: 2,
          paddingInlineStart: 2,
          borderInlineStart: 3,
          borderColor: 'divider',
          color: 'text.secondary',
        },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
