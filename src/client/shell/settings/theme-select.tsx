import { Box, FormControl, InputLabel, ListItemIcon, ListItemText, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteOf, READY_THEME_IDS, type ThemeId } from '../theme/ready-themes.ts';
import type { ThemePalette } from '../theme/theme-palette.ts';

function Swatch({ palette }: { palette: ThemePalette }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        width: 36,
        height: 20,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    >
      <Box sx={{ flex: 1, bgcolor: palette.paper }} />
      <Box sx={{ flex: 1, bgcolor: palette.primary }} />
      <Box sx={{ flex: 1, bgcolor: palette.secondary }} />
    </Box>
  );
}

/** Chooses the theme of one area among the ready themes (and the user's own palette, once saved). */
export function ThemeSelect({
  label,
  value,
  custom,
  onChange,
}: {
  label: string;
  value: ThemeId;
  custom: ThemePalette | null;
  onChange(id: ThemeId): void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const ids: ThemeId[] = custom ? [...READY_THEME_IDS, 'custom'] : READY_THEME_IDS;
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value as ThemeId)}
        renderValue={(v) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <Swatch palette={paletteOf(v, custom)} />
            {t(`themes.${v}`)}
          </Box>
        )}
      >
        {ids.map((themeId) => (
          <MenuItem key={themeId} value={themeId}>
            <ListItemIcon sx={{ minWidth: 48 }}>
              <Swatch palette={paletteOf(themeId, custom)} />
            </ListItemIcon>
            <ListItemText>{t(`themes.${themeId}`)}</ListItemText>
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
