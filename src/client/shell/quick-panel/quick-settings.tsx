import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/settings-context.ts';
import { useShellUi } from '../shell-ui-context.ts';

/** The quick panel's few most-used switches, and the way to every other setting. */
export function QuickSettings() {
  const { t } = useTranslation('shell');
  const { settings, updateSettings } = useSettings();
  const { setQuickPanelOpen, setSettingsOpen } = useShellUi();
  const { config } = settings.layout;
  const dark = settings.theme.main === 'slate';
  const rows = [
    {
      key: 'dark',
      label: t('quickPanel.darkMode'),
      checked: dark,
      onChange: (v: boolean) => updateSettings((s) => ({ ...s, theme: { ...s.theme, main: v ? 'slate' : 'default' } })),
    },
    {
      key: 'folded',
      label: t('settings.folded'),
      checked: config.navbar.folded,
      onChange: (v: boolean) =>
        updateSettings((s) => ({
          ...s,
          layout: { ...s.layout, config: { ...s.layout.config, navbar: { ...s.layout.config.navbar, folded: v } } },
        })),
    },
    {
      key: 'footer',
      label: t('settings.footerFixed'),
      checked: config.footer.fixed,
      onChange: (v: boolean) =>
        updateSettings((s) => ({
          ...s,
          layout: { ...s.layout, config: { ...s.layout.config, footer: { ...s.layout.config.footer, fixed: v } } },
        })),
    },
  ];
  return (
    <Box component="section" aria-labelledby="quick-settings-title">
      <Typography id="quick-settings-title" component="h3" sx={{ fontWeight: 700, fontSize: '0.9375rem', mb: 0.5 }}>
        {t('quickPanel.quickSettings')}
      </Typography>
      {rows.map((row) => (
        <FormControlLabel
          key={row.key}
          labelPlacement="start"
          control={<Switch checked={row.checked} onChange={(e) => row.onChange(e.target.checked)} />}
          label={row.label}
          sx={{ display: 'flex', justifyContent: 'space-between', ms: 0 }}
        />
      ))}
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => {
          setQuickPanelOpen(false);
          setSettingsOpen(true);
        }}
      >
        {t('quickPanel.allSettings')}
      </Button>
    </Box>
  );
}
