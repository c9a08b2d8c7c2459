import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { visuallyHidden } from '@mui/utils';
import {
  Alert,
  Box,
  Chip,
  Grid,
  IconButton,
  MenuItem,
  Snackbar,
  Stack,
  TableCell,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { COMPANY_STATUSES } from '../../../domain/enums.ts';
import { alignWithPage, firstStrong } from '../../lib/bidi.ts';
import { useCompanyPlace } from './company-place.ts';
import { AdminPage } from './admin-page.tsx';
import {
  useSetFeatured,
  useSetLicenseVerified,
  useStaffCompanies,
  type CompanySearch,
  type StaffCompany,
} from './admin-api.ts';
import { CompanyToggles } from './company-toggles.tsx';
import { PagedTable } from './paged-table.tsx';
import { SearchField } from './search-field.tsx';
import { useStaffPaging } from './staff-paging.tsx';
import { useAdminError } from './use-admin-error.ts';
import { useDebounced } from './use-debounced.ts';

const statusColor = { pending: 'default', approved: 'success', rejected: 'error' } as const;

function CompanyName({ item }: { item: StaffCompany }) {
  const { t } = useTranslation('admin');
  const c = item.company;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Typography dir="auto" sx={{ fontWeight: 600, ...alignWithPage }}>
        {c.name}
      </Typography>
      {c.status === 'approved' ? (
        <Tooltip title={t('companies.openPage', { name: c.name })}>
          <IconButton
            component={RouterLink}
            to={`/company/${c.id}`}
            target="_blank"
            size="small"
            aria-label={t('companies.openPage', { name: c.name })}
          >
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
          {t('companies.reason', { reason: firstStrong(item.reviewReason) })}
        </Typography>
      )}
    </Stack>
  );
}

/** /admin/companies — every company: status, licence check, featuring on the home page. */
export default function CompaniesPage() {
  const { t } = useTranslation('admin');
  const companyPlace = useCompanyPlace();
  const describe = useAdminError();
  const [filters, setFilters] = useState<CompanySearch>({ query: '', status: '' });
  const search = useDebounced(filters);
  const paging = useStaffPaging(search, 25);
  const list = useStaffCompanies(search, paging.token, paging.size);
  const verify = useSetLicenseVerified();
  const feature = useSetFeatured();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busyId =
    (verify.isPending && verify.variables?.id) || (feature.isPending && feature.variables?.id) || undefined;
  const onVerified = (item: StaffCompany, verified: boolean) => {
    setError(null);
    verify.mutate(
      { id: item.id, verified },
      {
        onSuccess: () =>
          setNotice(t(verified ? 'companies.verifiedOn' : 'companies.verifiedOff', { name: item.company.name })),
        onError: (e) => setError(describe(e)),
      },
    );
  };
  const onFeatured = (item: StaffCompany, featured: boolean) => {
    setError(null);
    feature.mutate(
      { id: item.id, featured },
      {
        onSuccess: () =>
          setNotice(t(featured ? 'companies.featuredOn' : 'companies.featuredOff', { name: item.company.name })),
        onError: (e) => setError(describe(e)),
      },
    );
  };

  return (
    <AdminPage title={t('companies.title')} subtitle={t('companies.subtitle')}>
      <Grid
        container
        spacing={2}
        component="form"
        role="search"
        aria-label={t('companies.search')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ mb: 2 }}
      >
        <Grid size={{ xs: 12, sm: 8, md: 6 }}>
          <SearchField
            label={t('companies.search')}
            value={filters.query}
            onChange={(query) => setFilters({ ...filters, query })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <TextField
            select
            label={t('companies.status')}
            value={filters.status}
            onChange={(e) => setFilters({ ...filters, status: e.target.value as CompanySearch['status'] })}
            fullWidth
          >
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
      <PagedTable
        list={list}
        paging={paging}
        empty={{ icon: ApartmentOutlined, title: t('companies.emptyTitle'), text: t('companies.emptyText') }}
        label={t('companies.title')}
        headers={[
          t('companies.name'),
          t('companies.owner'),
          t('companies.license'),
          t('companies.status'),
          <Box key="actions" component="span" sx={visuallyHidden}>
            {t('users.actions')}
          </Box>,
        ]}
        card={(item) => (
          <>
            <CompanyName item={item} />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {/* A company without a known owner starts with its licence, not with a separator; each
                  part keeps its own direction (a Latin name or e-mail in an Arabic line). */}
              {[
                item.ownerName,
                item.ownerEmail,
                item.company.license && `${t('companies.license')}: ${item.company.license}`,
              ]
                .filter((part): part is string => Boolean(part))
                .map((part, i) => (
                  <Fragment key={part}>
                    {i > 0 && ' · '}
                    <bdi>{part}</bdi>
                  </Fragment>
                ))}
            </Typography>
            <StatusChip item={item} />
            <CompanyToggles
              compact
              item={item}
              busy={busyId === item.id}
              onVerified={(v) => onVerified(item, v)}
              onFeatured={(v) => onFeatured(item, v)}
            />
          </>
        )}
        row={(item) => (
          <>
            <TableCell>
              <CompanyName item={item} />
              <Typography variant="body2" color="text.secondary">
                {companyPlace(item.company)}
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
              <CompanyToggles
                compact
                item={item}
                busy={busyId === item.id}
                onVerified={(v) => onVerified(item, v)}
                onFeatured={(v) => onFeatured(item, v)}
              />
            </TableCell>
          </>
        )}
      />
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </AdminPage>
  );
}
