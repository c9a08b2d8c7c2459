import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  ThemeProvider,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buildTheme } from './theme.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { useSettings } from '../settings/settings-context.ts';
import { ColorField } from './color-field.tsx';
import { paletteOf } from './ready-themes.ts';
import { PALETTE_MESSAGES, PALETTE_MODES, themePaletteSchema, type ThemePalette } from './theme-palette.ts';

const COLOR_FIELDS = ['primary', 'secondary', 'background', 'paper'] as const;
const messageKeys: Record<string, string> = {
  [PALETTE_MESSAGES.invalidColor]: 'themeEditor.errors.invalidColor',
  [PALETTE_MESSAGES.mustBeLight]: 'themeEditor.errors.mustBeLight',
  [PALETTE_MESSAGES.mustBeDark]: 'themeEditor.errors.mustBeDark',
};

function Preview({ palette }: { palette: ThemePalette }) {
  const { t } = useTranslation('shell');
  const valid = themePaletteSchema.safeParse(palette).success;
  const theme = useMemo(() => (valid ? buildTheme(currentLanguage(), palette) : null), [valid, palette]);
  if (!theme) return null;
  return (
    <ThemeProvider theme={theme}>
      <Box aria-hidden sx={{ bgcolor: 'background.default', borderRadius: 2, p: 2, border: 1, borderColor: 'divider' }}>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1.5, p: 2, boxShadow: 1 }}>
          <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>{t('themeEditor.previewTitle')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('themeEditor.previewText')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" tabIndex={-1}>
              {t('themeEditor.primary')}
            </Button>
            <Button variant="contained" color="secondary" size="small" tabIndex={-1}>
              {t('themeEditor.secondary')}
            </Button>
          </Stack>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

/**
 * The palette editor (SPEC section 5): primary, secondary and background colours in light or
 * dark mode; the background must suit the mode, and Save waits until the form is valid and changed.
 * Saving makes the palette the 'custom' theme of the main area.
 */
export function ThemeEditorDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const { settings, updateSettings } = useSettings();
  const initial = settings.customPalette ?? paletteOf(settings.theme.main, null);
  const { control, handleSubmit, formState, reset, trigger } = useForm<ThemePalette>({
    resolver: zodResolver(themePaletteSchema),
    mode: 'onChange',
    values: initial,
  });
  const watched = useWatch({ control });
  const preview: ThemePalette = { ...initial, ...watched };

  const onSubmit = handleSubmit((palette) => {
    updateSettings((s) => ({ ...s, customPalette: palette, theme: { ...s.theme, main: 'custom' } }));
    reset(palette);
    onClose();
  });

  const errorText = (message: string | undefined) =>
    message ? t(messageKeys[message] ?? 'themeEditor.errors.invalidColor') : undefined;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="theme-editor-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="theme-editor-title">{t('themeEditor.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('themeEditor.intro')}
          </Typography>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={field.value}
                onChange={(_, v: ThemePalette['mode'] | null) => {
                  if (!v) return;
                  field.onChange(v);
                  // The mode decides which backgrounds are valid, so every colour is checked again.
                  void trigger();
                }}
                aria-label={t('themeEditor.mode')}
                sx={{ mb: 2.5 }}
              >
                {PALETTE_MODES.map((m) => (
                  <ToggleButton key={m} value={m} sx={{ px: 2 }}>
                    {t(`themeEditor.modes.${m}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2.5 }}>
            {COLOR_FIELDS.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <ColorField
                    name={name}
                    label={t(`themeEditor.${name}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorText(fieldState.error?.message)}
                  />
                )}
              />
            ))}
          </Box>
          <Preview palette={preview} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('themeEditor.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || !formState.isDirty}>
            {t('themeEditor.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
