import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useShellUi } from '../shell-ui-context.ts';
import { EventsSection } from './events-section.tsx';
import { formatDay } from '../../lib/format-date.ts';
import { NotesSection } from './notes-section.tsx';
import { QuickSettings } from './quick-settings.tsx';

/** The quick panel (SPEC section 2): today's date, the user's notes and upcoming events, quick settings. */
export function QuickPanel() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useAuth();
  const { quickPanelOpen, setQuickPanelOpen } = useShellUi();
  const today = new Date();
  return (
    <Drawer
      anchor="right"
      open={quickPanelOpen}
      onClose={() => setQuickPanelOpen(false)}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 340 } }, role: 'dialog', 'aria-labelledby': 'quick-panel-title' },
      }}
    >
      <Box sx={{ px: 3, pt: 2, pb: 2.5, bgcolor: 'primary.main', color: 'primary.contrastText', position: 'relative' }}>
        <IconButton
          onClick={() => setQuickPanelOpen(false)}
          aria-label={t('quickPanel.close')}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8, color: 'inherit' }}
        >
          <CloseOutlined />
        </IconButton>
        <Typography
          id="quick-panel-title"
          component="h2"
          sx={{ fontSize: '0.75rem', fontWeight: 700, letterSpacing: 0.8, textTransform: 'uppercase', opacity: 0.9 }}
        >
          {t('quickPanel.today')}
        </Typography>
        <Typography sx={{ fontSize: '1.375rem', fontWeight: 700, mt: 0.5, pe: 4 }} data-testid="quick-panel-date">
          {formatDay(today, i18n.language)}
        </Typography>
      </Box>
      <Stack spacing={3} sx={{ p: 3 }} divider={<Divider flexItem />}>
        {user ? (
          <>
            <NotesSection />
            <EventsSection />
          </>
        ) : (
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('quickPanel.signInPrompt')}
            </Typography>
            <Button
              component={Link}
              to="/sign-in"
              variant="contained"
              size="small"
              onClick={() => setQuickPanelOpen(false)}
            >
              {t('userMenu.signIn')}
            </Button>
          </Box>
        )}
        <QuickSettings />
      </Stack>
    </Drawer>
  );
}
