import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useTheme,
} from '@mui/material';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { YEAR_RANGES, updateProjectBudgetSchema } from '../../../../domain/project-dashboard-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { formatDay, formatPercent, formatUsd } from './format.ts';
import { useUpdateBudget, type BudgetLine, type ProjectDashboardData, type Ranges } from './project-dashboard-api.ts';
import { ChartTable } from '../../../components/chart-table.tsx';
import { RangeSwitch, Widget } from './widgets.tsx';
import { scrollHintSx } from '../../../components/scroll-hint-sx.ts';

type SetRange = <K extends keyof Ranges>(key: K, value: string) => void;

export function BudgetTab({
  data,
  ranges,
  setRange,
  canEdit,
  onSaved,
}: {
  data: ProjectDashboardData;
  ranges: Ranges;
  setRange: SetRange;
  canEdit: boolean;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('projectDashboard');
  const theme = useTheme();
  const lang = i18n.language;
  const typeName = (type: string) => t(`budget.types.${type}` as 'budget.types.Concept', { defaultValue: type });
  const totalExpenses = data.budget.reduce((s, b) => s + b.expensesAmount, 0);
  const shares = data.budget.map((b) =>
    totalExpenses > 0 ? Math.round((b.expensesAmount / totalExpenses) * 1000) / 10 : 0,
  );
  const [editing, setEditing] = useState<BudgetLine | undefined>();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Widget title={t('budget.distribution')} testId="widget-budget-distribution">
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            {t('budget.distributionHint')}
          </Typography>
          <Box sx={{ flex: 1, minHeight: 320 }}>
            <RadarChart
              height={340}
              // Room beside the radar for the category names written outside it ("Marketing",
              // "Geliştirme"): the default margin cut them on a phone.
              margin={{ top: 24, bottom: 24, left: 64, right: 64 }}
              hideLegend
              series={[
                {
                  data: shares,
                  label: t('budget.expensesPercentage'),
                  color: theme.palette.primary.main,
                  fillArea: true,
                },
              ]}
              radar={{ metrics: data.budget.map((b) => typeName(b.type)), max: Math.max(10, ...shares) }}
            />
          </Box>
          <ChartTable
            caption={t('budget.distribution')}
            headers={[t('budget.type'), t('budget.expensesPercentage')]}
            rows={data.budget.map((b, i) => ({
              key: b.type,
              head: typeName(b.type),
              cells: [formatPercent(lang, shares[i] ?? 0)],
            }))}
          />
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={3} sx={{ height: '100%' }}>
          <ExpenseCard
            title={t('budget.weekly')}
            amount={data.weeklyExpenses.amount}
            series={data.weeklyExpenses.series}
            label={(start) => formatDay(lang, start, { day: 'numeric', month: 'short' })}
            color={theme.palette.primary.main}
          />
          <ExpenseCard
            title={t('budget.monthly')}
            amount={data.monthlyExpenses.amount}
            series={data.monthlyExpenses.series}
            label={(start) => formatDay(lang, start, { month: 'long', year: 'numeric' })}
            color={theme.palette.success.main}
            testId="widget-monthly-expenses"
            action={
              <RangeSwitch
                widget={t('budget.monthly')}
                value={ranges.monthlyExpenses}
                options={YEAR_RANGES}
                onChange={(v) => setRange('monthlyExpenses', v)}
              />
            }
          />
          <ExpenseCard
            title={t('budget.yearly')}
            amount={data.yearlyExpenses.amount}
            series={data.yearlyExpenses.series}
            label={(start) => formatDay(lang, start, { year: 'numeric' })}
            color={theme.palette.secondary.main}
          />
        </Stack>
      </Grid>
      <Grid size={12}>
        <Widget title={t('budget.details')} testId="widget-budget-details">
          <TableContainer tabIndex={0} role="region" aria-label={t('budget.details')} sx={scrollHintSx}>
            <Table size="small" aria-label={t('budget.details')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('budget.type')}</TableCell>
                  <TableCell align="right">{t('budget.total')}</TableCell>
                  <TableCell align="right">{t('budget.expensesAmount')}</TableCell>
                  <TableCell align="right">{t('budget.expensesPercentage')}</TableCell>
                  <TableCell align="right">{t('budget.remainingAmount')}</TableCell>
                  <TableCell align="right">{t('budget.remainingPercentage')}</TableCell>
                  {canEdit && (
                    <TableCell align="right">
                      <Box
                        component="span"
                        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                      >
                        {t('budget.edit')}
                      </Box>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.budget.map((b) => (
                  <TableRow key={b.type} data-testid={`budget-row-${b.type}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                      {typeName(b.type)}
                    </TableCell>
                    <TableCell align="right">{formatUsd(lang, b.total)}</TableCell>
                    <TableCell align="right">{formatUsd(lang, b.expensesAmount)}</TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(100, b.expensesPercentage)}
                          sx={{ width: 64, height: 6, borderRadius: 3, display: { xs: 'none', sm: 'block' } }}
                          aria-hidden="true"
                        />
                        <span>{formatPercent(lang, b.expensesPercentage)}</span>
                      </Stack>
                    </TableCell>
                    <TableCell align="right">{formatUsd(lang, b.remainingAmount)}</TableCell>
                    <TableCell align="right">{formatPercent(lang, b.remainingPercentage)}</TableCell>
                    {canEdit && (
                      <TableCell align="right" sx={{ py: 0 }}>
                        <Tooltip title={t('budget.edit')}>
                          <IconButton
                            size="small"
                            aria-label={t('budget.editLabel', { type: typeName(b.type) })}
                            onClick={() => setEditing(b)}
                          >
                            <EditOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {!canEdit && (
            <Typography variant="body2" color="text.secondary">
              {t('budget.adminOnly')}
            </Typography>
          )}
        </Widget>
      </Grid>
      {editing && (
        <BudgetDialog
          line={editing}
          typeName={typeName(editing.type)}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            onSaved(t('budget.saved', { type: typeName(editing.type) }));
            setEditing(undefined);
          }}
        />
      )}
    </Grid>
  );
}

function ExpenseCard({
  title,
  amount,
  series,
  label,
  color,
  action,
  testId,
}: {
  title: string;
  amount: number;
  series: { start: string; amount: number }[];
  label: (start: string) => string;
  color: string;
  action?: React.ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('projectDashboard');
  const theme = useTheme();
  const lang = i18n.language;
  const data = theme.direction === 'rtl' ? [...series].reverse() : series;
  return (
    <Widget title={title} action={action} testId={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Typography
          sx={{ fontSize: 28, fontWeight: 700, minWidth: 0, flexShrink: 0 }}
          data-testid={testId && `${testId}-amount`}
        >
          {formatUsd(lang, amount, 0)}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 80 }}>
          <SparkLineChart
            data={data.map((s) => s.amount)}
            height={56}
            area
            baseline="min"
            curve="natural"
            color={color}
            showHighlight
            showTooltip
            xAxis={{ data: data.map((s) => label(s.start)), scaleType: 'point' }}
            valueFormatter={(v) => (v == null ? '' : formatUsd(lang, v, 0))}
          />
        </Box>
      </Stack>
      <ChartTable
        caption={title}
        headers={[t('budget.period'), t('budget.amount')]}
        rows={series.map((s) => ({ key: s.start, head: label(s.start), cells: [formatUsd(lang, s.amount)] }))}
      />
    </Widget>
  );
}

function BudgetDialog({
  line,
  typeName,
  onClose,
  onSaved,
}: {
  line: BudgetLine;
  typeName: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('projectDashboard');
  const message = useMessage();
  const save = useUpdateBudget();
  const [total, setTotal] = useState(String(line.total));
  const [expenses, setExpenses] = useState(String(line.expensesAmount));
  const [errors, setErrors] = useState<{ total?: string; expensesAmount?: string }>({});
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own rules first, so a slip is named beside its field before anything is sent.
    const parsed = updateProjectBudgetSchema.safeParse({
      type: line.type,
      total: num(total),
      expensesAmount: num(expenses),
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'total' ? 'total' : 'expensesAmount';
        next[field] ??= message(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onSaved });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('budget.editTitle', { type: typeName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('budget.editHint')}
            </Typography>
            <TextField
              label={t('budget.total')}
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              inputMode="decimal"
              error={Boolean(errors.total)}
              helperText={errors.total}
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            <TextField
              label={t('budget.expensesAmount')}
              value={expenses}
              onChange={(e) => setExpenses(e.target.value)}
              error={Boolean(errors.expensesAmount)}
              helperText={errors.expensesAmount}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            {save.error && <Alert severity="error">{message(save.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('budget.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('budget.saving') : t('budget.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
