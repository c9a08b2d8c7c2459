import { Alert, Box, Button, Chip, Paper, Skeleton, Stack } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPaths } from '../../../../domain/client-paths.ts';
import type { Language } from '../../../../domain/enums.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { cleanRichText } from '../../../lib/rich-text.ts';
import { authRoles, hasPermission } from '../../../shell/navigation/auth-roles.ts';
import { categoryChipColours } from './category-chip-colours.ts';

/** The reader's language (the interface's); re-renders on a change of language. */
export function useReaderLanguage(): Language {
  return useLanguage();
}

/** Staff and admins write the courses. */
export function useIsStaff(): boolean {
  const { user } = useAuth();
  return hasPermission(authRoles.staff, user?.role ?? null);
}

export const coursePath = (slug: string) => clientPaths.appsAcademyCourse.replace(':courseSlug', slug);
export const editCoursePath = (slug: string) => clientPaths.appsAcademyEditCourse.replace(':courseSlug', slug);

export function CategoryChip({ title, color }: { title: string; color: string }) {
  const c = categoryChipColours(color);
  return <Chip size="small" label={title} sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600 }} />;
}

export function CardsSkeleton() {
  const { t } = useTranslation('academy');
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
    >
      {Array.from({ length: 6 }, (_v, i) => (
        <Skeleton key={i} variant="rounded" height={220} />
      ))}
    </Box>
  );
}

export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation('academy');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {text ?? t('loadFailed')}
    </Alert>
  );
}

export function EmptyNote({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Box>{children}</Box>
        {action}
      </Stack>
    </Paper>
  );
}

/** A step's HTML: sanitized by the server when written, and again here before innerHTML. */
export function StepHtml({ html }: { html: string }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  return (
    <Box
      lang="en"
      dir="ltr"
      sx={{
        lineHeight: 1.75,
        fontSize: 16,
        textAlign: 'start',
        '& p': { mt: 0, mb: 2 },
        '& ul, & ol': { mt: 0, mb: 2, paddingInlineStart: 3 },
        '& li': { mb: 0.75 },
        '& h2': { fontSize: 20, fontWeight: 600, mt: 3, mb: 1 },
        '& h3, & h4': { fontSize: 17, fontWeight: 600, mt: 2, mb: 1 },
        '& a': { color: 'primary.main' },
        '& blockquote': { m: 0, mb: 2, paddingInlineStart: 2, borderInlineStart: 3, borderColor: 'divider' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
