import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffCompany } from './admin-api.ts';

/** The licence-verified and featured switches of one company, labelled with its name for screen readers. */
export function CompanyToggles({
  item,
  busy,
  onVerified,
  onFeatured,
  compact,
}: {
  item: StaffCompany;
  busy: boolean;
  onVerified(value: boolean): void;
  onFeatured(value: boolean): void;
  compact?: boolean;
}) {
  const { t } = useTranslation('admin');
  const c = item.company;
  return (
    <Stack direction={compact ? 'column' : 'row'} sx={{ gap: compact ? 0 : 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={c.licenseVerified}
            disabled={busy}
            onChange={(e) => onVerified(e.target.checked)}
            slotProps={{ input: { 'aria-label': `${t('companies.verified')}: ${c.name}` } }}
          />
        }
        label={t('companies.verified')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={c.featured}
            disabled={busy}
            onChange={(e) => onFeatured(e.target.checked)}
            slotProps={{ input: { 'aria-label': `${t('companies.featured')}: ${c.name}` } }}
          />
        }
        label={t('companies.featured')}
      />
    </Stack>
  );
}
