import { createTheme, type Theme } from '@mui/material/styles';

export function buildTheme(direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: '#0f4c81', contrastText: '#ffffff' },
      secondary: { main: '#0f766e', contrastText: '#ffffff' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
      text: { primary: '#1e293b', secondary: '#475569' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        direction === 'rtl'
          ? '"Noto Sans Arabic", "Segoe UI", Tahoma, "Noto Sans", Arial, sans-serif'
          : 'Inter, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      h3: { fontSize: '1.375rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    },
  });
}
