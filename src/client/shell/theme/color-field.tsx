import { Box, InputAdornment, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { isHexColor } from './color.ts';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: ReactNode;
  name: string;
}

/** A hex text field with the browser's colour picker as its swatch. */
export function ColorField({ label, value, onChange, onBlur, error, name }: ColorFieldProps) {
  const swatch = isHexColor(value) && value.length === 7 ? value : '#000000';
  return (
    <TextField
      size="small"
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { spellCheck: false, dir: 'ltr', 'data-testid': `palette-${name}` },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                value={swatch}
                onChange={(e) => onChange(e.target.value)}
                aria-label={label}
                tabIndex={-1}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: 0 },
                  '&::-webkit-color-swatch': { border: 'none', borderRadius: 0.5 },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
