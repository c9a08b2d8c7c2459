import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  InputAdornment,
  Paper,
  Skeleton,
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
import { ECOMMERCE_PAGE_SIZES, type ProductSort } from '../../../../domain/ecommerce-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useMessage } from '../../../i18n/use-message.ts';
import { ECOMMERCE_KEY, fetchProducts, formatMoney } from './ecommerce-api.ts';
import { EcommerceTabs } from './ecommerce-tabs.tsx';
import { TokenPager } from '../../../components/token-pager.tsx';
import { useTokenPages } from '../../../components/token-pages.ts';
import { visuallyHidden } from '@mui/utils';
import { scrollHintSx } from '../../../components/scroll-hint-sx.ts';

const COLUMNS: { id: ProductSort; numeric?: boolean; wide?: boolean }[] = [
  { id: 'name' },
  { id: 'sku', wide: true },
  { id: 'priceTaxIncl', numeric: true },
  { id: 'quantity', numeric: true },
  { id: 'active', wide: true },
];
// On a phone the SKU and status columns give way to the name and price.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const productPath = (id: string) => clientPaths.appsEcommerceProduct.replace(':productId', id);

/** The shop's products: searched, sorted and paged by the server. */
export default function ProductsPage() {
  const { t, i18n } = useTranslation('ecommerce');
  const translate = useMessage();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ProductSort>('name');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [limit, setLimit] = useState<number>(10);
  const deferred = useDeferredValue(search.trim());
  const pages = useTokenPages(JSON.stringify([deferred, sort, direction, limit]));
  const input = { search: deferred || undefined, sort, direction, limit, nextToken: pages.token };
  const query = useQuery({
    queryKey: [...ECOMMERCE_KEY, 'products', input],
    queryFn: () => fetchProducts(input),
    placeholderData: keepPreviousData,
  });
  const number = new Intl.NumberFormat(i18n.language);

  const sortBy = (id: ProductSort) => {
    if (sort === id) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(id);
      setDirection('asc');
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
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="products-empty">
        <Inventory2Outlined color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h2" sx={{ fontSize: 20, mt: 1 }}>
          {deferred ? t('products.noMatch') : t('products.empty')}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Paper variant="outlined">
        <TableContainer sx={scrollHintSx}>
          <Table aria-label={t('products.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 72 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('products.image')}
                  </Box>
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.id}
                    align={c.numeric ? 'right' : 'left'}
                    sortDirection={sort === c.id ? direction : false}
                    sx={c.wide ? wideOnly : undefined}
                  >
                    <TableSortLabel
                      active={sort === c.id}
                      direction={sort === c.id ? direction : 'asc'}
                      onClick={() => sortBy(c.id)}
                    >
                      {t(`products.columns.${c.id}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.items.map((p) => {
                const image = p.images.find((i) => i.id === p.featuredImageId) ?? p.images[0];
                return (
                  <TableRow
                    key={p.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => void navigate(productPath(p.id))}
                  >
                    <TableCell>
                      {image ? (
                        <Box
                          component="img"
                          src={image.url}
                          alt=""
                          sx={{ width: 40, height: 40, borderRadius: 1, objectFit: 'cover', display: 'block' }}
                        />
                      ) : (
                        <Inventory2Outlined color="action" />
                      )}
                    </TableCell>
                    <TableCell>
                      <Link
                        to={productPath(p.id)}
                        onClick={(e) => e.stopPropagation()}
                        style={{ color: 'inherit', fontWeight: 600 }}
                      >
                        {p.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {p.categories.join(', ')}
                      </Typography>
                    </TableCell>
                    <TableCell dir="ltr" sx={{ textAlign: 'start', ...wideOnly }}>
                      {p.sku}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(p.priceTaxIncl, i18n.language)}
                    </TableCell>
                    <TableCell align="right">
                      <Chip
                        size="small"
                        label={number.format(p.quantity)}
                        color={p.quantity === 0 ? 'error' : p.quantity < 20 ? 'warning' : 'success'}
                        variant="outlined"
                      />
                    </TableCell>
                    <TableCell sx={wideOnly}>{p.active ? t('products.active') : t('products.inactive')}</TableCell>
                  </TableRow>
                );
              })}
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
        title={t('products.title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="contained" component={Link} to={clientPaths.appsEcommerceProductNew}>
            {t('products.add')}
          </Button>
        }
      />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 2, md: 4 } }}>
        <EcommerceTabs value="products" />
        <TextField
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
          }}
          placeholder={t('products.search')}
          size="small"
          sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('products.search'), type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
        {body}
      </Box>
    </Box>
  );
}
