import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchParams } from '../../../domain/job-search-params.ts';
import { SALARY_CURRENCIES, type SalaryCurrency } from '../../../domain/salary-currency.ts';
import { useTypedField } from '../../lib/use-typed-field.ts';
import { storeSalaryCurrency } from './salary-currency.ts';

/** How long typing must pause before the minimum applies (as the other typed filters). */
export const SALARY_DEBOUNCE_MS = 400;

const parse = (text: string): number | undefined => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/**
 * The minimum yearly salary and its currency. The amount applies once typing pauses (or at
 * once on Enter or leaving the field); the currency at once, and is remembered as the person's
 * own, so cards show "≈" amounts in it too. Results compare salaries in US dollars (server).
 */
export function SalaryFilter({
  params,
  onChange,
}: {
  params: JobSearchParams;
  onChange: (next: JobSearchParams) => void;
}) {
  const { t } = useTranslation('jobs');
  const value = params.salaryMin === undefined ? '' : String(params.salaryMin);
  const currency = params.salaryCurrency ?? 'USD';
  const labelId = useId();
  // The latest params and callback, so a send applies to the search as it is then.
  const latest = useRef({ params, onChange });
  latest.current = { params, onChange };
  const {
    text: draft,
    setText: setDraft,
    sendNow,
  } = useTypedField(
    value,
    (amount) => {
      const { params: current, onChange: change } = latest.current;
      change({ ...current, salaryMin: amount === '' ? undefined : Number(amount) });
    },
    { ms: SALARY_DEBOUNCE_MS, normalize: (text) => String(parse(text) ?? '') },
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      sendNow();
    }
  };

  return (
    // The label above both: the narrow filter column has no room for it inside the amount field.
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('filters.salaryMin')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          value={draft}
          type="number"
          size="small"
          placeholder="0"
          sx={{ flex: 1, minWidth: 0 }}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => sendNow()}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              min: 0,
              step: 1000,
              inputMode: 'numeric',
              dir: 'ltr',
              'aria-labelledby': labelId,
              'data-testid': 'salary-min',
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('filters.salaryCurrency')}
          value={currency}
          sx={{ width: 96, flexShrink: 0 }}
          onChange={(e) => {
            const next = e.target.value as SalaryCurrency;
            storeSalaryCurrency(next);
            if (params.salaryMin !== undefined) onChange({ ...params, salaryCurrency: next });
          }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'salary-currency' } as object } }}
        >
          {SALARY_CURRENCIES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
