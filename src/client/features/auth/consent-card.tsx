import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Consent } from '../../lib/consent-storage.ts';
import { AppLogo } from '../../shell/app-logo.tsx';
import { ConsentCheckboxes } from './consent-checkboxes.tsx';
import { mirrorInRtl } from '../../lib/bidi.ts';

interface ConsentCardProps {
  title: string;
  welcome: string;
  submitLabel: string;
  value: Consent;
  onChange(next: Consent): void;
  onSubmit(): void;
}

/** The guest-only consent screens of SPEC section 2: no shell, one card in the middle. */
export function ConsentCard({ title, welcome, submitLabel, value, onChange, onSubmit }: ConsentCardProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const allowed = value.terms && value.marketing;
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0f2a47 0%, #134e4a 100%)',
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <AppLogo size={48} />
          <Box>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {welcome}
            </Typography>
          </Box>
          <ConsentCheckboxes value={value} onChange={onChange} />
          {!allowed && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('consent.required')}
            </Typography>
          )}
          <Stack spacing={1.5}>
            <Button variant="contained" size="large" disabled={!allowed} onClick={onSubmit}>
              {submitLabel}
            </Button>
            <Button onClick={() => void navigate('/')} startIcon={<ArrowBack sx={mirrorInRtl} />}>
              {t('consent.backHome')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
