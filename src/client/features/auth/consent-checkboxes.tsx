import { Checkbox, FormControlLabel, Link as MuiLink, Stack } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Consent } from '../../lib/consent-storage.ts';

export function ConsentCheckboxes({ value, onChange }: { value: Consent; onChange(next: Consent): void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.terms}
            onChange={(e) => onChange({ ...value, terms: e.target.checked })}
            name="terms"
          />
        }
        label={
          <Trans
            t={t}
            i18nKey="consent.agreeTerms"
            components={{
              privacy: <MuiLink component={Link} to="/privacy-policy" />,
              terms: <MuiLink component={Link} to="/terms-and-conditions" />,
            }}
          />
        }
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.marketing}
            onChange={(e) => onChange({ ...value, marketing: e.target.checked })}
            name="marketing"
          />
        }
        label={t('consent.agreeMarketing')}
      />
    </Stack>
  );
}
