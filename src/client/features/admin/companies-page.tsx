import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { visuallyHidden } from '@mui/utils';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Snackbar,
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
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { COMPANY_STATUSES } from '../../../domain/enums.ts';
import { MODERATION_LIMITS } from '../../../domain/moderation-schemas.ts';
import { AdminPage } from './admin-page.tsx';
import { useSetFeatured, useSetLicenseVerified, useStaffCompanies, type CompanySearch, type StaffCompany } from './admin-api.ts';
import { CompanyToggles } from './company-toggles.tsx';
import { EmptyState, ErrorState, LoadingState } from './list-states.tsx';
import { TokenPagination, useTokenPaging } from './token-pagination.tsx';
import { useAdminError } from './use-admin-error.ts';
import { useDebounced } from './use-debounced.ts';

const statusColor = { pending: 'default', approved: 'success', rejected: 'error' } as const;

function CompanyName({ item }: { item: StaffCompany }) {
  const { t } = useTranslation('admin');
  const c = item.company;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
      {c.status === 'approved' ? (
        <Tooltip title={t('companies.openPage', { name: c.name })}>
          <IconButton component={RouterLink} to={`/company/${c.id}`} target="_blank" size="small" aria-label={t('companies.openPage', { name: c.name })}>
            <OpenInNewOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function StatusChip({ item }: { item: StaffCompany }) {
  const { t } = useTranslation('admin');
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Chip size="small" color={statusColor[item.company.status]} label={t(`companyStatuses.${item.company.status}`)} />
      {item.company.status === 'rejected' && item.reviewReason && (
        <Typography variant="body2" color="text.secondary">
          {t('companies.reason', { reason: item.reviewReason })}
        </Typography>
      )}
    </Stack>
  );
}

/** /admin/companies — every company: status, licence check, featuring on the home page. */
export default function CompaniesPage() {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const describe = useAdminError();
  const [filters, setFilters] = useState<CompanySearch>({ query: '', status: '' });
  const search = useDebounced(filters);
  const paging = useTokenPaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [search, reset]);
  const list = useStaffCompanies(search, paging.token, paging.size);
  const verify = useSetLicenseVerified();
  const feature = useSetFeatured();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busyId = (verify.isPending && verify.variables?.id) || (feature.isPending && feature.variables?.id) || undefined;
  const onVerified = (item: StaffCompany, verified: boolean) => {
    setError(null);
    verify.mutate(
      { id: item.id, verified },
      { onSuccess: () => setNotice(t(verified ? 'companies.verifiedOn' : 'companies.verifiedOff', { name: item.company.name })), onError: (e) => setError(describe(e)) },
    );
  };
  const onFeatured = (item: StaffCompany, featured: boolean) => {
    setError(null);
    feature.mutate(
      { id: item.id, featured },
      { onSuccess: () => setNotice(t(featured ? 'companies.featuredOn' : 'companies.featuredOff', { name: item.company.name })), onError: (e) => setError(describe(e)) },
    );
  };

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0 && paging.page === 0) body = <EmptyState icon={ApartmentOutlined} title={t('companies.emptyTitle')} text={t('companies.emptyText')} />;
  else {
    const items = list.data.items;
    body = (
      <Paper variant="outlined" aria-busy={list.isFetching}>
        {phone ? (
          <Stack component="ul" sx={{ listStyle: 'none', p: 1, m: 0, gap: 1 }}>
            {items.map((item) => (
              <Card component="li" key={item.id} variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <CompanyName item={item} />
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[item.ownerName, item.ownerEmail].filter(Boolean).join(' · ')}
                    {item.company.license ? ` · ${t('companies.license')}: ${item.company.license}` : ''}
                  </Typography>
                  <StatusChip item={item} />
                  <CompanyToggles compact item={item} busy={busyId === item.id} onVerified={(v) => onVerified(item, v)} onFeatured={(v) => onFeatured(item, v)} />
                </CardContent>
              </Card>
            ))}
          </Stack>
        ) : (
          <TableContainer>
            <Table aria-label={t('companies.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('companies.name')}</TableCell>
                  <TableCell>{t('companies.owner')}</TableCell>
                  <TableCell>{t('companies.license')}</TableCell>
                  <TableCell>{t('companies.status')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t('users.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id} hover>
                    <TableCell>
                      <CompanyName item={item} />
                      <Typography variant="body2" color="text.secondary">
                        {[item.company.industry, item.company.city].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 240 }}>
                      <Typography>{item.ownerName ?? t('notSet')}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {item.ownerEmail}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.company.license || t('notSet')}</TableCell>
                    <TableCell sx={{ maxWidth: 220 }}>
                      <StatusChip item={item} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 250 }}>
                      <CompanyToggles compact item={item} busy={busyId === item.id} onVerified={(v) => onVerified(item, v)} onFeatured={(v) => onFeatured(item, v)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TokenPagination paging={paging} count={items.length} nextToken={list.data.nextToken} />
      </Paper>
    );
  }

  return (
    <AdminPage title={t('companies.title')} subtitle={t('companies.subtitle')}>
      <Grid container spacing={2} component="form" role="search" aria-label={t('companies.search')} onSubmit={(e) => e.preventDefault()} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 8, md: 6 }}>
          <TextField
            label={t('companies.search')}
            type="search"
            value={filters.query}
            onChange={(e) => setFilters({ ...filters, query: e.target.value })}
            fullWidth
            slotProps={{
              htmlInput: { maxLength: MODERATION_LIMITS.query },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <TextField select label={t('companies.status')} value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value as CompanySearch['status'] })} fullWidth>
            <MenuItem value="">{t('any')}</MenuItem>
            {COMPANY_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`companyStatuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {body}
      <Snackbar open={Boolean(notice)} autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3} onClose={() => setNotice(null)} message={notice} />
    </AdminPage>
  );
}
