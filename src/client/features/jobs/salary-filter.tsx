import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchParams } from '../../../domain/job-search-params.ts';
import { SALARY_CURRENCIES, type SalaryCurrency } from '../../../domain/salary-currency.ts';
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
  const [draft, setDraft] = useState(value);
  // The latest params and callback, so a pending commit applies to the search as it is then.
  const latest = useRef({ params, onChange });
  latest.current = { params, onChange };

  // Back/Forward (or "Clear filters") changes the URL: show its value unless it is what is typed.
  useEffect(() => {
    setDraft((d) => (parse(d) === parse(value) ? d : value));
  }, [value]);

  const commit = (text: string) => {
    const { params: current, onChange: change } = latest.current;
    const next = parse(text);
    if (next !== current.salaryMin) change({ ...current, salaryMin: next });
  };

  useEffect(() => {
    if (parse(draft) === parse(value)) return undefined;
    const timer = setTimeout(() => commit(draft), SALARY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only typing starts the wait; commit reads the latest search itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(draft);
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
          onBlur={() => commit(draft)}
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
