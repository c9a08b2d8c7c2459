import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
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
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import {
  CARRIERS,
  DEFAULT_TAX_RATE,
  ECOMMERCE_MESSAGES,
  PAYMENT_METHODS,
  centsOf,
  orderInputSchema,
  orderTotals,
  type Carrier,
  type PaymentMethod,
} from '../../../../domain/ecommerce-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { sayingOf, useMessage } from '../../../i18n/use-message.ts';
import { ECOMMERCE_KEY, createOrder, fetchProducts, formatMoney, type ProductListItem } from './ecommerce-api.ts';
import { orderPath } from './orders-page.tsx';
import { scrollHintSx } from '../../../components/scroll-hint-sx.ts';

type CustomerField = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'jobTitle';

interface Line {
  product: ProductListItem;
  quantity: string;
}

/** A typed whole number, or NaN so that the schema names the field. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: 18, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * An order taken by the staff (by phone, at an event): the customer, the products and quantities,
 * payment and carrier. The sums shown are an estimate; the server prices the lines, works out the
 * tax and takes the stock, refusing what is no longer there.
 */
export default function NewOrderPage() {
  const { t, i18n } = useTranslation('ecommerce');
  const translate = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);

  const [customer, setCustomer] = useState<Record<CustomerField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    company: '',
    jobTitle: '',
  });
  const [invoiceAddress, setInvoiceAddress] = useState('');
  const [shippingAddress, setShippingAddress] = useState('');
  const [sameAddress, setSameAddress] = useState(true);
  const [lines, setLines] = useState<Line[]>([]);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(PAYMENT_METHODS[0]);
  const [carrier, setCarrier] = useState<Carrier>(CARRIERS[0]);
  const [discount, setDiscount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const clear = (key: string) => setErrors((e) => ({ ...e, [key]: '' }));

  // The product picker asks the server as one types.
  const [find, setFind] = useState('');
  const deferredFind = useDeferredValue(find.trim());
  const options = useQuery({
    queryKey: [...ECOMMERCE_KEY, 'products', 'picker', deferredFind],
    queryFn: () => fetchProducts({ search: deferredFind || undefined, sort: 'name', limit: 20 }),
  });
  const choices = (options.data?.items ?? []).filter((p) => p.active);

  const discountCents = discount.trim() === '' ? 0 : centsOf(discount);
  const estimate = orderTotals(
    lines.map((l) => ({
      price: l.product.priceTaxExcl,
      quantity: Number.isNaN(whole(l.quantity)) ? 0 : whole(l.quantity),
      taxRate: l.product.taxRate,
    })),
    DEFAULT_TAX_RATE,
    discountCents ? -discountCents : 0,
  );

  const input = () => ({
    customer: {
      ...customer,
      invoiceAddress,
      shippingAddress: sameAddress ? invoiceAddress : shippingAddress,
    },
    products: lines.map((l) => ({ productId: l.product.id, quantity: whole(l.quantity) })),
    // Typed as an amount off; the order keeps it as a negative amount.
    discount: discountCents === undefined ? 1 : discountCents ? -discountCents : 0,
    paymentMethod,
    carrier,
  });

  const save = useMutation({
    mutationFn: () => createOrder(input()),
    onSuccess: async (order) => {
      await queryClient.invalidateQueries({ queryKey: ECOMMERCE_KEY });
      void navigate(orderPath(order.id), { state: { created: true } });
    },
    onError: (error) => {
      const details = (error as { details?: { type: string }[] }).details;
      // Put in words now: "too few left" carries the product's name and count as params.
      const words = translate(error) ?? sayingOf(error);
      if (details?.some((d) => d.type === 'products')) setErrors((e) => ({ ...e, products: words }));
      else setFailure(words);
      // What the server refused may be the stock the picker shows: ask again.
      void queryClient.invalidateQueries({ queryKey: [...ECOMMERCE_KEY, 'products'] });
    },
  });

  const submit = () => {
    setFailure(null);
    const parsed = orderInputSchema.safeParse(input());
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [first, second, third] = issue.path.map(String);
        // customer.email → email; products.2.quantity → products.2; products → products.
        const key =
          first === 'customer' ? (second ?? first) : first === 'products' && third ? `products.${second}` : first;
        if (key && !found[key]) found[key] = issue.message;
      }
      if (discountCents === undefined) found.discount = ECOMMERCE_MESSAGES.discountInvalid;
      setErrors(found);
      return;
    }
    save.mutate();
  };

  const addProduct = (product: ProductListItem | null) => {
    if (!product) return;
    setLines((ls) =>
      ls.some((l) => l.product.id === product.id)
        ? ls.map((l) => (l.product.id === product.id ? { ...l, quantity: String(whole(l.quantity) + 1 || 1) } : l))
        : [...ls, { product, quantity: '1' }],
    );
    setFind('');
    clear('products');
  };

  const customerField = (key: CustomerField, required = false) => (
    <TextField
      label={t(`newOrder.${key}`)}
      value={customer[key]}
      onChange={(e) => {
        setCustomer((c) => ({ ...c, [key]: e.target.value }));
        clear(key);
      }}
      required={required}
      error={Boolean(errors[key])}
      helperText={translate(errors[key])}
      fullWidth
      slotProps={key === 'email' || key === 'phone' ? { htmlInput: { dir: 'ltr' } } : undefined}
    />
  );

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand
        title={t('newOrder.title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={clientPaths.appsEcommerceOrders} color="inherit" variant="outlined">
              {t('orders.back')}
            </Button>
            <Button variant="contained" color="secondary" onClick={submit} disabled={save.isPending}>
              {t('newOrder.create')}
            </Button>
          </Stack>
        }
      />
      <Box
        component="form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ px: { xs: 2, md: 6 }, py: { xs: 2, md: 4 }, maxWidth: 1100 }}
      >
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate(failure)}
          </Alert>
        )}
        <Stack spacing={3}>
          <Section title={t('newOrder.customer')}>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {customerField('firstName', true)}
                {customerField('lastName', true)}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {customerField('email', true)}
                {customerField('phone')}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {customerField('company')}
                {customerField('jobTitle')}
              </Stack>
              <TextField
                label={t('newOrder.invoiceAddress')}
                value={invoiceAddress}
                onChange={(e) => {
                  setInvoiceAddress(e.target.value);
                  clear('invoiceAddress');
                  if (sameAddress) clear('shippingAddress');
                }}
                required
                multiline
                minRows={2}
                error={Boolean(errors.invoiceAddress)}
                helperText={translate(errors.invoiceAddress)}
                fullWidth
              />
              <FormControlLabel
                control={<Checkbox checked={sameAddress} onChange={(e) => setSameAddress(e.target.checked)} />}
                label={t('newOrder.sameAddress')}
              />
              {!sameAddress && (
                <TextField
                  label={t('newOrder.shippingAddress')}
                  value={shippingAddress}
                  onChange={(e) => {
                    setShippingAddress(e.target.value);
                    clear('shippingAddress');
                  }}
                  required
                  multiline
                  minRows={2}
                  error={Boolean(errors.shippingAddress)}
                  helperText={translate(errors.shippingAddress)}
                  fullWidth
                />
              )}
            </Stack>
          </Section>

          <Section title={t('newOrder.products')}>
            <Autocomplete<ProductListItem>
              options={choices}
              value={null}
              inputValue={find}
              onInputChange={(_e, text, reason) => reason !== 'reset' && setFind(text)}
              onChange={(_e, product) => addProduct(product)}
              // The server searched already.
              filterOptions={(x) => x}
              getOptionLabel={(p) => p.name}
              getOptionDisabled={(p) => p.quantity === 0}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={options.isFetching}
              noOptionsText={t('newOrder.noProducts')}
              renderOption={({ key, ...props }, p) => (
                <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 2 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      <bdi dir="ltr">{p.sku}</bdi> · {t('newOrder.inStock', { count: p.quantity })}
                    </Typography>
                  </Box>
                  <Typography sx={{ whiteSpace: 'nowrap' }}>{money(p.priceTaxExcl)}</Typography>
                </Box>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('newOrder.findProduct')}
                  error={Boolean(errors.products) && lines.length === 0}
                />
              )}
            />
            {errors.products && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="new-order-products-error">
                {translate(errors.products)}
              </Alert>
            )}
            {lines.length === 0 ? (
              <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                <Inventory2Outlined sx={{ fontSize: 40 }} aria-hidden />
                <Typography>{t('newOrder.noLines')}</Typography>
              </Box>
            ) : (
              <TableContainer sx={[scrollHintSx, { mt: 2 }]}>
                <Table aria-label={t('newOrder.products')} size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('order.product')}</TableCell>
                      <TableCell align="right">{t('order.price')}</TableCell>
                      <TableCell align="right">{t('order.quantity')}</TableCell>
                      <TableCell align="right">{t('order.lineTotal')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {lines.map((l, i) => {
                      const q = whole(l.quantity);
                      const error = errors[`products.${i}`];
                      return (
                        <TableRow key={l.product.id}>
                          <TableCell>
                            <Typography sx={{ fontWeight: 600 }}>{l.product.name}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              {t('newOrder.inStock', { count: l.product.quantity })}
                            </Typography>
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {money(l.product.priceTaxExcl)}
                          </TableCell>
                          <TableCell align="right" sx={{ width: 120 }}>
                            <TextField
                              size="small"
                              value={l.quantity}
                              onChange={(e) => {
                                const quantity = e.target.value;
                                setLines((ls) =>
                                  ls.map((x) => (x.product.id === l.product.id ? { ...x, quantity } : x)),
                                );
                                clear(`products.${i}`);
                                clear('products');
                              }}
                              error={Boolean(error)}
                              helperText={translate(error)}
                              slotProps={{
                                htmlInput: {
                                  inputMode: 'numeric',
                                  dir: 'ltr',
                                  'aria-label': t('newOrder.quantity', { name: l.product.name }),
                                },
                              }}
                            />
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {Number.isNaN(q) ? '—' : money(l.product.priceTaxExcl * q)}
                          </TableCell>
                          <TableCell align="right">
                            <IconButton
                              aria-label={t('newOrder.remove', { name: l.product.name })}
                              onClick={() => {
                                setLines((ls) => ls.filter((x) => x.product.id !== l.product.id));
                                setErrors({});
                              }}
                            >
                              <DeleteOutline />
                            </IconButton>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Section>

          <Section title={t('newOrder.payment')}>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label={t('newOrder.paymentMethod')}
                  value={paymentMethod}
                  onChange={(e) => setPaymentMethod(e.target.value as PaymentMethod)}
                  fullWidth
                >
                  {PAYMENT_METHODS.map((m) => (
                    <MenuItem key={m} value={m}>
                      {t(`payments.${m}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('newOrder.carrier')}
                  value={carrier}
                  onChange={(e) => setCarrier(e.target.value as Carrier)}
                  fullWidth
                >
                  {CARRIERS.map((c) => (
                    <MenuItem key={c} value={c}>
                      {c}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('newOrder.discount')}
                  value={discount}
                  onChange={(e) => {
                    setDiscount(e.target.value);
                    clear('discount');
                  }}
                  error={Boolean(errors.discount)}
                  helperText={translate(errors.discount) ?? t('newOrder.discountHelp')}
                  fullWidth
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              </Stack>
              <Box data-testid="new-order-estimate" sx={{ width: '100%', maxWidth: 360, alignSelf: 'flex-end' }}>
                <Box component="dl" sx={{ m: 0 }}>
                  {(
                    [
                      ['subtotal', estimate.subtotal],
                      ['tax', estimate.tax],
                      ['discount', estimate.discount],
                      ['total', estimate.total],
                    ] as const
                  ).map(([key, cents]) => (
                    <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
                      <Typography component="dt" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
                        {t(`order.${key}`)}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, fontWeight: key === 'total' ? 700 : 400 }}>
                        {money(cents)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('newOrder.estimate')}
                </Typography>
              </Box>
            </Stack>
          </Section>
        </Stack>
      </Box>
    </Box>
  );
}
