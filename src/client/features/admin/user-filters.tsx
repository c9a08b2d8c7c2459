import { Button, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CPA_STATUSES, MEMBER_TYPES, ROLES } from '../../../domain/enums.ts';
import type { UserSearch } from './admin-api.ts';
import { SearchField } from './search-field.tsx';

export const NO_USER_FILTERS: UserSearch = { query: '', role: '', memberType: '', cpaStatus: '', disabled: '' };

export function UserFilters({ value, onChange }: { value: UserSearch; onChange(next: UserSearch): void }) {
  const { t } = useTranslation('admin');
  const set = <K extends keyof UserSearch>(key: K, v: UserSearch[K]) => onChange({ ...value, [key]: v });
  const filtered = value.role || value.memberType || value.cpaStatus || value.disabled || value.query;
  return (
    <Grid
      container
      spacing={2}
      component="form"
      role="search"
      aria-label={t('users.filters')}
      onSubmit={(e) => e.preventDefault()}
      sx={{ mb: 2 }}
    >
      <Grid size={{ xs: 12, md: 4 }}>
        <SearchField label={t('users.search')} value={value.query} onChange={(v) => set('query', v)} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <TextField
          select
          label={t('users.role')}
          value={value.role}
          onChange={(e) => set('role', e.target.value as UserSearch['role'])}
          fullWidth
        >
          <MenuItem value="">{t('any')}</MenuItem>
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roleNames.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <TextField
          select
          label={t('users.memberType')}
          value={value.memberType}
          onChange={(e) => set('memberType', e.target.value as UserSearch['memberType'])}
          fullWidth
        >
          <MenuItem value="">{t('any')}</MenuItem>
          {MEMBER_TYPES.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`memberTypes.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <TextField
          select
          label={t('users.cpaStatus')}
          value={value.cpaStatus}
          onChange={(e) => set('cpaStatus', e.target.value as UserSearch['cpaStatus'])}
          fullWidth
        >
          <MenuItem value="">{t('any')}</MenuItem>
          {CPA_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`cpaStatuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 2 }}>
        <TextField
          select
          label={t('users.disabled')}
          value={value.disabled}
          onChange={(e) => set('disabled', e.target.value as UserSearch['disabled'])}
          fullWidth
        >
          <MenuItem value="">{t('any')}</MenuItem>
          <MenuItem value="no">{t('users.active')}</MenuItem>
          <MenuItem value="yes">{t('users.disabledState')}</MenuItem>
        </TextField>
      </Grid>
      {filtered && (
        <Grid size={12}>
          <Button onClick={() => onChange(NO_USER_FILTERS)}>{t('users.clearFilters')}</Button>
        </Grid>
      )}
    </Grid>
  );
}
