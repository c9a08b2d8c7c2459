import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
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
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { ORDER_STATUSES, type OrderStatusSlug } from '../../../../domain/ecommerce-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useMessage } from '../../../i18n/use-message.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { ECOMMERCE_KEY, addOrderStatus, fetchOrder, formatMoney, type OrderDetails } from './ecommerce-api.ts';
import { OrderStatusChip } from './order-status-chip.tsx';
import { scrollHintSx } from '../../../components/scroll-hint-sx.ts';

// Printing shows the invoice alone: the shell, the band and the other sections are hidden.
const printInvoiceOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#order-invoice, #order-invoice *': { visibility: 'visible' },
        '#order-invoice': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', border: 'none' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

/** One order: its customer, products, status history (with a new status to add) and a printable invoice. */
export default function OrderPage() {
  const { orderId } = useParams();
  const { t } = useTranslation('ecommerce');
  const translate = useMessage();
  const query = useQuery({ queryKey: [...ECOMMERCE_KEY, 'order', orderId], queryFn: () => fetchOrder(orderId!) });
  if (query.isPending)
    return (
      <Box sx={{ p: 6 }} role="status" aria-label={t('loading')}>
        <Skeleton height={64} />
        <Skeleton height={240} />
      </Box>
    );
  if (query.isError)
    return (
      <Box sx={{ p: 6 }}>
        <Alert severity="error">{translate(query.error)}</Alert>
        <Button component={Link} to={clientPaths.appsEcommerceOrders} sx={{ mt: 2 }}>
          {t('orders.back')}
        </Button>
      </Box>
    );
  return <OrderView order={query.data} />;
}

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} id={id} component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: 18, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function OrderView({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation('ecommerce');
  const translate = useMessage();
  const queryClient = useQueryClient();
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const number = new Intl.NumberFormat(lang);
  const current = order.status.at(-1)?.slug ?? '';
  const [next, setNext] = useState<OrderStatusSlug | ''>('');
  const add = useMutation({
    mutationFn: () => addOrderStatus(order.id, next),
    onSuccess: async () => {
      setNext('');
      await queryClient.invalidateQueries({ queryKey: ECOMMERCE_KEY });
    },
  });
  // Arriving from the new-order screen, the order says it was created.
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  const c = order.customer;
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      {printInvoiceOnly}
      <PageBand
        title={t('order.title', { reference: order.reference })}
        subtitle={
          // Each piece isolated, so a Latin name beside a date keeps its order in Arabic.
          <>
            <bdi>{`${c.firstName} ${c.lastName}`}</bdi> · <bdi>{formatDate(order.date, lang)}</bdi>
          </>
        }
        actions={
          <Stack direction="row" spacing={1} className="no-print">
            <Button component={Link} to={clientPaths.appsEcommerceOrders} color="inherit">
              {t('orders.back')}
            </Button>
            <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
              {t('order.print')}
            </Button>
          </Stack>
        }
      />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 2, md: 4 }, maxWidth: 1200 }}>
        {created && (
          <Alert severity="success" role="status" className="no-print" sx={{ mb: 3 }}>
            {t('newOrder.created')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Section title={t('order.customer')}>
            <Typography sx={{ fontWeight: 600 }}>{`${c.firstName} ${c.lastName}`}</Typography>
            {(c.jobTitle || c.company) && (
              <Typography color="text.secondary">{[c.jobTitle, c.company].filter(Boolean).join(', ')}</Typography>
            )}
            <Typography dir="ltr" sx={{ textAlign: 'start' }}>
              {c.email}
            </Typography>
            {c.phone && (
              <Typography dir="ltr" sx={{ textAlign: 'start' }}>
                {c.phone}
              </Typography>
            )}
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {t('order.invoiceAddress')}
            </Typography>
            <Typography>{c.invoiceAddress.address}</Typography>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t('order.shippingAddress')}
            </Typography>
            <Typography>{c.shippingAddress.address}</Typography>
          </Section>

          <Section title={t('order.statusHistory')}>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="status-history">
              {[...order.status].reverse().map((s) => (
                <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.75 }}>
                  <OrderStatusChip slug={s.slug} />
                  <Typography variant="body2" color="text.secondary">
                    {dateTime(s.date)}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }} className="no-print">
              <TextField
                select
                size="small"
                label={t('order.newStatus')}
                value={next}
                onChange={(e) => setNext(e.target.value as OrderStatusSlug)}
                sx={{ minWidth: 260 }}
              >
                {ORDER_STATUSES.filter((s) => s.slug !== current).map((s) => (
                  <MenuItem key={s.slug} value={s.slug}>
                    {t(`statuses.${s.slug}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={!next || add.isPending}
                onClick={() => add.mutate()}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('order.addStatus')}
              </Button>
            </Stack>
            {add.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate(add.error)}
              </Alert>
            )}
          </Section>

          <Section title={t('order.payment')}>
            <Typography>{t(`payments.${order.payment.method}`)}</Typography>
            <Typography color="text.secondary">
              {t('order.transaction')}: <span dir="ltr">{order.payment.transactionId || '—'}</span>
            </Typography>
            <Typography color="text.secondary">
              <bdi>{money(order.payment.amount)}</bdi> · <bdi>{formatDate(order.payment.date, lang)}</bdi>
            </Typography>
          </Section>

          <Section title={t('order.shipping')}>
            {order.shippingDetails.map((s, i) => (
              <Box key={i} sx={{ mb: 1 }}>
                <Typography>{s.carrier}</Typography>
                <Typography color="text.secondary">
                  {t('order.tracking')}: <span dir="ltr">{s.tracking || '—'}</span>
                </Typography>
                <Typography color="text.secondary">
                  <bdi>{t('order.weight', { weight: number.format(s.weight) })}</bdi> · {t('order.fee')}:{' '}
                  <bdi>{money(s.fee)}</bdi> · <bdi>{formatDate(s.date, lang)}</bdi>
                </Typography>
              </Box>
            ))}
          </Section>
        </Box>

        <Box sx={{ mt: 3 }}>
          <Section title={t('order.invoice')} id="order-invoice">
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', mb: 2 }} spacing={2}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t('order.seller')}</Typography>
                <Typography color="text.secondary">{t('order.sellerAddress')}</Typography>
              </Box>
              <Box>
                <Typography>{t('order.invoiceNumber', { reference: order.reference })}</Typography>
                <Typography color="text.secondary">{formatDate(order.date, lang)}</Typography>
                <Typography sx={{ mt: 1 }}>{`${c.firstName} ${c.lastName}`}</Typography>
                <Typography color="text.secondary">{c.invoiceAddress.address}</Typography>
              </Box>
            </Stack>
            <TableContainer sx={scrollHintSx}>
              <Table size="small" aria-label={t('order.products')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('order.product')}</TableCell>
                    <TableCell align="right">{t('order.price')}</TableCell>
                    <TableCell align="right">{t('order.quantity')}</TableCell>
                    <TableCell align="right">{t('order.lineTotal')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.products.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                          {p.image && (
                            <Box
                              component="img"
                              src={p.image}
                              alt=""
                              sx={{ width: 32, height: 32, borderRadius: 0.5 }}
                            />
                          )}
                          <span>{p.name}</span>
                        </Stack>
                      </TableCell>
                      <TableCell align="right">{money(p.price)}</TableCell>
                      <TableCell align="right">{number.format(p.quantity)}</TableCell>
                      <TableCell align="right">{money(p.price * p.quantity)}</TableCell>
                    </TableRow>
                  ))}
                  {(
                    [
                      ['subtotal', order.subtotal],
                      ['tax', order.tax],
                      ['discount', order.discount],
                      ['total', order.total],
                    ] as const
                  ).map(([key, value]) => (
                    <TableRow key={key}>
                      <TableCell colSpan={3} align="right" sx={{ fontWeight: key === 'total' ? 700 : 400, border: 0 }}>
                        {t(`order.${key}`)}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ fontWeight: key === 'total' ? 700 : 400, border: 0 }}
                        data-testid={`invoice-${key}`}
                      >
                        {money(value)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
