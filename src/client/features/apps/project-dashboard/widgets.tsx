import { Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dashboard card: its title, an optional range switch at the end of the title line, its content. */
export function Widget({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }} data-testid={testId}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** A small switch between a widget's ranges (SPEC section 4). */
export function RangeSwitch<R extends string>({
  widget,
  value,
  options,
  onChange,
}: {
  widget: string;
  value: R;
  options: readonly R[];
  onChange: (value: R) => void;
}) {
  const { t } = useTranslation('projectDashboard');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_e, next: R | null) => next && onChange(next)}
      aria-label={t('rangeLabel', { widget })}
      // Never wider than its card (four cards to a row left "Tomorrow" cut at 1366 px): on a line
      // of its own under the title it spans the card, its buttons sharing the width.
      sx={{ maxWidth: '100%' }}
    >
      {options.map((o) => (
        <ToggleButton
          key={o}
          value={o}
          sx={{ px: 1, py: 0.25, textTransform: 'none', flex: '1 1 auto', minWidth: 0, whiteSpace: 'nowrap' }}
        >
          {t(`ranges.${o}` as 'ranges.DT')}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** A headline figure: the number large in the widget's colour, its label and a line below. */
export function BigFigure({
  value,
  label,
  note,
  color,
}: {
  value: string;
  label: string;
  note: string;
  color: string;
}) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', flex: 1, justifyContent: 'center', py: 1 }}>
      <Typography sx={{ fontSize: { xs: 48, md: 60 }, fontWeight: 700, lineHeight: 1, color }}>{value}</Typography>
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{label}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {note}
      </Typography>
    </Stack>
  );
}
