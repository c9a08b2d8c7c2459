import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import { Box, Button, Drawer, FormControlLabel, IconButton, Slider, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTAINER_WIDTHS,
  LAYOUT_MODES,
  LAYOUT_STYLES,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  type LayoutSettings,
} from '../layout-config.ts';
import { useShellUi } from '../shell-ui-context.ts';
import { ThemeEditorDialog } from '../theme/theme-editor-dialog.tsx';
import { THEME_AREAS } from '../theme/ready-themes.ts';
import { OptionGroup } from './option-group.tsx';
import { useSettings } from './settings-context.ts';
import { SettingsSection } from './settings-section.tsx';
import { defaultSettings, FONT_SCALES, withLayoutStyle, type FontScale } from './shell-settings.ts';
import { ThemeSelect } from './theme-select.tsx';

function Toggle({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
      sx={{ justifyContent: 'space-between', ms: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
      labelPlacement="start"
    />
  );
}

/** The settings panel: every layout option, the themes and the font size, applied live. */
export function SettingsPanel() {
  const { t } = useTranslation('shell');
  const { settingsOpen, setSettingsOpen } = useShellUi();
  const { settings, updateSettings } = useSettings();
  const [editorOpen, setEditorOpen] = useState(false);
  const config = settings.layout.config;
  const set = (change: (c: LayoutSettings) => LayoutSettings) =>
    updateSettings((s) => ({ ...s, layout: { ...s.layout, config: change(s.layout.config) } }));
  const layout2 = settings.layout.style === 'layout2';

  return (
    <>
      <Drawer
        anchor="right"
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        slotProps={{
          paper: { sx: { width: { xs: '100%', sm: 380 } }, role: 'dialog', 'aria-labelledby': 'settings-panel-title' },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 3,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            position: 'sticky',
            top: 0,
            bgcolor: 'background.paper',
            zIndex: 1,
          }}
        >
          <Typography id="settings-panel-title" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
            {t('settings.title')}
          </Typography>
          <IconButton onClick={() => setSettingsOpen(false)} aria-label={t('settings.close')}>
            <CloseOutlined />
          </IconButton>
        </Box>
        <Box sx={{ px: 3, pb: 3 }}>
          <SettingsSection title={t('settings.layout')}>
            <OptionGroup
              label={t('settings.layoutStyle')}
              value={settings.layout.style}
              options={LAYOUT_STYLES.map((v) => ({ value: v, label: t(`settings.layouts.${v}`) }))}
              onChange={(v) => updateSettings((s) => withLayoutStyle(s, v))}
            />
            <OptionGroup
              label={t('settings.mode')}
              value={config.mode}
              options={LAYOUT_MODES.map((v) => ({ value: v, label: t(`settings.modes.${v}`) }))}
              onChange={(v) => set((c) => ({ ...c, mode: v }))}
            />
            <OptionGroup
              label={t('settings.containerWidth')}
              value={config.containerWidth}
              disabled={config.mode === 'full'}
              options={CONTAINER_WIDTHS.map((v) => ({ value: v, label: t('settings.pixels', { value: v }) }))}
              onChange={(v) => set((c) => ({ ...c, containerWidth: v }))}
            />
          </SettingsSection>
          <SettingsSection title={t('settings.navbar')}>
            <Toggle
              label={t('settings.display')}
              checked={config.navbar.display}
              onChange={(v) => set((c) => ({ ...c, navbar: { ...c.navbar, display: v } }))}
            />
            <OptionGroup
              label={t('settings.position')}
              value={config.navbar.position}
              disabled={layout2 || settings.layout.style === 'layout3'}
              options={NAVBAR_POSITIONS.map((v) => ({ value: v, label: t(`settings.positions.${v}`) }))}
              onChange={(v) => set((c) => ({ ...c, navbar: { ...c.navbar, position: v } }))}
            />
            <OptionGroup
              label={t('settings.navbarStyle')}
              value={config.navbar.style}
              disabled={settings.layout.style !== 'layout1'}
              options={NAVBAR_STYLES.map((v) => ({ value: v, label: t(`settings.navbarStyles.${v}`) }))}
              onChange={(v) => set((c) => ({ ...c, navbar: { ...c.navbar, style: v } }))}
            />
            <Toggle
              label={t('settings.folded')}
              checked={config.navbar.folded}
              disabled={settings.layout.style !== 'layout1' || config.navbar.style !== 'style-1'}
              onChange={(v) => set((c) => ({ ...c, navbar: { ...c.navbar, folded: v } }))}
            />
          </SettingsSection>
          <SettingsSection title={t('settings.toolbarAndFooter')}>
            <Toggle
              label={t('settings.toolbarDisplay')}
              checked={config.toolbar.display}
              onChange={(v) => set((c) => ({ ...c, toolbar: { display: v } }))}
            />
            <Toggle
              label={t('settings.footerDisplay')}
              checked={config.footer.display}
              onChange={(v) => set((c) => ({ ...c, footer: { ...c.footer, display: v } }))}
            />
            <Toggle
              label={t('settings.footerFixed')}
              checked={config.footer.fixed}
              disabled={!config.footer.display}
              onChange={(v) => set((c) => ({ ...c, footer: { ...c.footer, fixed: v } }))}
            />
          </SettingsSection>
          <SettingsSection title={t('settings.sidePanels')}>
            <Toggle
              label={t('settings.leftSidePanel')}
              checked={config.leftSidePanel.display}
              onChange={(v) => set((c) => ({ ...c, leftSidePanel: { display: v } }))}
            />
            <Toggle
              label={t('settings.rightSidePanel')}
              checked={config.rightSidePanel.display}
              onChange={(v) => set((c) => ({ ...c, rightSidePanel: { display: v } }))}
            />
          </SettingsSection>
          <SettingsSection title={t('settings.theme')}>
            {THEME_AREAS.map((area) => (
              <ThemeSelect
                key={area}
                label={t(`settings.areas.${area}`)}
                value={settings.theme[area]}
                custom={settings.customPalette}
                onChange={(id) => updateSettings((s) => ({ ...s, theme: { ...s.theme, [area]: id } }))}
              />
            ))}
            <Button variant="outlined" startIcon={<PaletteOutlined />} onClick={() => setEditorOpen(true)}>
              {t('settings.editPalette')}
            </Button>
          </SettingsSection>
          <SettingsSection title={t('settings.fontSize')}>
            <Box sx={{ px: 1.5 }}>
              <Slider
                value={settings.fontScale}
                min={FONT_SCALES[0]}
                max={FONT_SCALES[FONT_SCALES.length - 1]}
                step={0.1}
                marks={FONT_SCALES.map((v) => ({ value: v, label: `${Math.round(v * 100)}%` }))}
                valueLabelDisplay="auto"
                valueLabelFormat={(v) => `${Math.round(v * 100)}%`}
                getAriaValueText={(v) => `${Math.round(v * 100)}%`}
                aria-label={t('settings.fontSize')}
                onChange={(_, v) => {
                  const scale = FONT_SCALES.find((s) => Math.abs(s - (v as number)) < 0.01);
                  if (scale) updateSettings((s) => ({ ...s, fontScale: scale as FontScale }));
                }}
                sx={{ '& .MuiSlider-markLabel': { fontSize: '0.6875rem' } }}
              />
            </Box>
          </SettingsSection>
          <Button
            fullWidth
            color="inherit"
            startIcon={<RestartAltOutlined />}
            onClick={() => updateSettings(() => defaultSettings)}
            sx={{ mt: 1 }}
          >
            {t('settings.reset')}
          </Button>
        </Box>
      </Drawer>
      <ThemeEditorDialog open={editorOpen} onClose={() => setEditorOpen(false)} />
    </>
  );
}
