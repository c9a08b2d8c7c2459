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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProjectBudgetSchema } from '../../../../domain/project-dashboard-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { formatPercent, formatUsd } from './format.ts';
import { useUpdateBudget, type BudgetLine, type ProjectDashboardData } from './project-dashboard-api.ts';
import { ChartTable } from '../../../components/chart-table.tsx';
import { Widget } from './widgets.tsx';
import { scrollHintSx } from '../../../components/scroll-hint-sx.ts';

export function BudgetTab({
  data,
  canEdit,
  onSaved,
}: {
  data: ProjectDashboardData;
  canEdit: boolean;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('projectDashboard');
  const theme = useTheme();
  const lang = i18n.language;
  const typeName = (type: string) => t(`budget.types.${type}` as 'budget.types.Concept', { defaultValue: type });
  const totalExpenses = data.budget.reduce((s, b) => s + b.expensesAmount, 0);
  const totalBudget = data.budget.reduce((s, b) => s + b.total, 0);
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
          {totalExpenses === 0 ? (
            <Typography color="text.secondary" data-testid="budget-no-expenses">
              {t('budget.noExpenses')}
            </Typography>
          ) : (
            <>
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
            </>
          )}
        </Widget>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <BudgetOverview total={totalBudget} spent={totalExpenses} />
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
                    <TableCell align="right" sx={{ position: 'relative' }}>
                      {/* A column name for screen readers only, held in its cell (so inside the table's
                          scroll box) and 1 px wide: in sx a width of 1 is 100 %, and the page spilled
                          sideways for admins. */}
                      <Box
                        component="span"
                        sx={{
                          position: 'absolute',
                          width: '1px',
                          height: '1px',
                          overflow: 'hidden',
                          clip: 'rect(0 0 0 0)',
                        }}
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

/** The whole budget: what is spent of it and what remains, summed from the entered lines. */
function BudgetOverview({ total, spent }: { total: number; spent: number }) {
  const { t, i18n } = useTranslation('projectDashboard');
  const lang = i18n.language;
  const share = total > 0 ? Math.round((spent / total) * 1000) / 10 : 0;
  return (
    <Widget title={t('budget.overview')} testId="widget-budget-overview">
      {total === 0 ? (
        <Typography color="text.secondary">{t('budget.notEntered')}</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ flex: 1, justifyContent: 'center' }}>
          <Typography color="text.secondary">{t('budget.spent')}</Typography>
          <Typography
            sx={{ fontSize: { xs: 32, md: 40 }, fontWeight: 700, lineHeight: 1.1 }}
            data-testid="budget-spent"
          >
            {formatUsd(lang, spent)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('budget.ofTotal', { percent: formatPercent(lang, share), total: formatUsd(lang, total) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, share)}
            sx={{ height: 10, borderRadius: 5 }}
            aria-label={t('budget.spent')}
          />
          <Typography sx={{ fontWeight: 500 }}>
            {t('budget.remaining', { value: formatUsd(lang, Math.round((total - spent) * 100) / 100) })}
          </Typography>
        </Stack>
      )}
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
