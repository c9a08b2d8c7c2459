import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import {
  ECOMMERCE_PAGE_SIZES,
  ORDER_STATUSES,
  type OrderSort,
  type OrderStatusSlug,
} from '../../../../domain/ecommerce-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useMessage } from '../../../i18n/use-message.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { ECOMMERCE_KEY, fetchOrders, formatMoney } from './ecommerce-api.ts';
import { EcommerceTabs } from './ecommerce-tabs.tsx';
import { TokenPager } from '../../../components/token-pager.tsx';
import { useTokenPages } from '../../../components/token-pages.ts';
import { OrderStatusChip } from './order-status-chip.tsx';
import { scrollHintSx } from '../../../components/scroll-hint-sx.ts';

const COLUMNS: { id: OrderSort | 'payment'; numeric?: boolean }[] = [
  { id: 'reference' },
  { id: 'customer' },
  { id: 'total', numeric: true },
  { id: 'payment' },
  { id: 'status' },
  { id: 'date' },
];

export const orderPath = (id: string) => clientPaths.appsEcommerceOrder.replace(':orderId', id);

/** The shop's orders: searched by reference or customer, filtered by status, paged by the server. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation('ecommerce');
  const translate = useMessage();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatusSlug | ''>('');
  const [sort, setSort] = useState<OrderSort>('date');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [limit, setLimit] = useState<number>(10);
  const deferred = useDeferredValue(search.trim());
  const pages = useTokenPages(JSON.stringify([deferred, status, sort, direction, limit]));
  const input = {
    search: deferred || undefined,
    status: status || undefined,
    sort,
    direction,
    limit,
    nextToken: pages.token,
  };
  const query = useQuery({
    queryKey: [...ECOMMERCE_KEY, 'orders', input],
    queryFn: () => fetchOrders(input),
    placeholderData: keepPreviousData,
  });

  const sortBy = (id: OrderSort) => {
    if (sort === id) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(id);
      setDirection(id === 'date' || id === 'total' ? 'desc' : 'asc');
    }
  };

  let body;
  if (query.isPending) {
    body = (
      <Box role="status" aria-label={t('loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    body = <Alert severity="error">{translate(query.error)}</Alert>;
  } else if (query.data.items.length === 0 && pages.page === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="orders-empty">
        <ReceiptLongOutlined color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h2" sx={{ fontSize: 20, mt: 1 }}>
          {deferred || status ? t('orders.noMatch') : t('orders.empty')}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Paper variant="outlined">
        <TableContainer sx={scrollHintSx}>
          <Table aria-label={t('orders.title')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.id}
                    align={c.numeric ? 'right' : 'left'}
                    sortDirection={sort === c.id ? direction : false}
                  >
                    {c.id === 'payment' ? (
                      t('orders.columns.payment')
                    ) : (
                      <TableSortLabel
                        active={sort === c.id}
                        direction={sort === c.id ? direction : 'asc'}
                        onClick={() => sortBy(c.id as OrderSort)}
                      >
                        {t(`orders.columns.${c.id}`)}
                      </TableSortLabel>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.items.map((o) => (
                <TableRow key={o.id} hover sx={{ cursor: 'pointer' }} onClick={() => void navigate(orderPath(o.id))}>
                  <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                    <Link
                      to={orderPath(o.id)}
                      onClick={(e) => e.stopPropagation()}
                      style={{ color: 'inherit', fontWeight: 600 }}
                    >
                      {o.reference}
                    </Link>
                  </TableCell>
                  <TableCell>{`${o.customer.firstName} ${o.customer.lastName}`}</TableCell>
                  <TableCell align="right">{formatMoney(o.total, i18n.language)}</TableCell>
                  <TableCell>{t(`payments.${o.payment.method}`)}</TableCell>
                  <TableCell>
                    <OrderStatusChip slug={o.status.at(-1)?.slug ?? ''} />
                  </TableCell>
                  <TableCell>{formatDate(o.date, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TokenPager
          pages={pages}
          limit={limit}
          limits={ECOMMERCE_PAGE_SIZES}
          onLimitChange={setLimit}
          shown={query.data.items.length}
          total={query.data.total}
          nextToken={query.data.nextToken ?? null}
          stale={query.isPlaceholderData}
        />
      </Paper>
    );
  }

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand
        title={t('orders.title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" color="secondary" component={Link} to={clientPaths.appsEcommerceOrderNew}>
            {t('orders.add')}
          </Button>
        }
      />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 2, md: 4 } }}>
        <EcommerceTabs value="orders" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
            }}
            placeholder={t('orders.search')}
            size="small"
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('orders.search'), type: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label={t('orders.statusFilter')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatusSlug | '');
            }}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">{t('orders.allStatuses')}</MenuItem>
            {ORDER_STATUSES.map((s) => (
              <MenuItem key={s.slug} value={s.slug}>
                {t(`statuses.${s.slug}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {body}
      </Box>
    </Box>
  );
}
