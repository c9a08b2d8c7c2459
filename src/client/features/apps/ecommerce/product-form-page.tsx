import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Paper,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import {
  DEFAULT_EXTRA_SHIPPING_FEE_CENTS,
  DEFAULT_TAX_RATE,
  centsOf,
  centsToText,
  productInputSchema,
  taxExclFromIncl,
  taxInclFromExcl,
} from '../../../../domain/ecommerce-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { sayingOf, useMessage } from '../../../i18n/use-message.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { filePath } from '../../../../domain/file-paths.ts';
import {
  ECOMMERCE_KEY,
  createProduct,
  deleteProduct,
  fetchProduct,
  formatMoney,
  updateProduct,
  type ProductDetails,
} from './ecommerce-api.ts';
import { useConfirm } from '../../../components/confirm-dialog.tsx';

interface Image {
  id: string;
  url: string;
}

interface FormState {
  name: string;
  handle: string;
  sku: string;
  description: string;
  categories: string;
  tags: string;
  priceTaxExcl: string;
  priceTaxIncl: string;
  taxRate: string;
  comparedPrice: string;
  quantity: string;
  extraShippingFee: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  active: boolean;
  images: Image[];
  featuredImageId: string | null;
}

const emptyForm = (): FormState => ({
  name: '',
  handle: '',
  sku: '',
  description: '',
  categories: '',
  tags: '',
  priceTaxExcl: '',
  priceTaxIncl: '',
  taxRate: String(DEFAULT_TAX_RATE),
  comparedPrice: '',
  quantity: '0',
  extraShippingFee: centsToText(DEFAULT_EXTRA_SHIPPING_FEE_CENTS),
  width: '0',
  height: '0',
  depth: '0',
  weight: '0',
  active: true,
  images: [],
  featuredImageId: null,
});

const formOf = (p: ProductDetails): FormState => ({
  name: p.name,
  handle: p.handle,
  sku: p.sku,
  description: p.description,
  categories: p.categories.join(', '),
  tags: p.tags.join(', '),
  priceTaxExcl: centsToText(p.priceTaxExcl),
  priceTaxIncl: centsToText(p.priceTaxIncl),
  taxRate: String(p.taxRate),
  comparedPrice: p.comparedPrice ? centsToText(p.comparedPrice) : '',
  quantity: String(p.quantity),
  extraShippingFee: centsToText(p.extraShippingFee),
  width: String(p.width),
  height: String(p.height),
  depth: String(p.depth),
  weight: String(p.weight),
  active: p.active,
  images: p.images.map((i) => ({ id: i.id, url: i.url })),
  featuredImageId: p.featuredImageId ?? null,
});

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** A typed number, or NaN so that the schema names the field (never a silent zero). */
const num = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));
const moneyField = (text: string) => (text.trim() === '' ? undefined : (centsOf(text) ?? -1));
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A new product, or an existing one to edit: the price with tax follows the price without it (and back). */
export default function ProductFormPage() {
  const { productId } = useParams();
  const isNew = !productId;
  const query = useQuery({
    queryKey: [...ECOMMERCE_KEY, 'product', productId],
    queryFn: () => fetchProduct(productId!),
    enabled: !isNew,
  });
  const { t } = useTranslation('ecommerce');
  const translate = useMessage();
  if (!isNew && query.isPending)
    return (
      <Box sx={{ p: 6 }} role="status" aria-label={t('loading')}>
        <Skeleton height={64} />
        <Skeleton height={240} />
      </Box>
    );
  if (!isNew && query.isError)
    return (
      <Box sx={{ p: 6 }}>
        <Alert severity="error">{translate(query.error)}</Alert>
        <Button component={Link} to={clientPaths.appsEcommerceProducts} sx={{ mt: 2 }}>
          {t('products.back')}
        </Button>
      </Box>
    );
  return (
    <ProductForm
      key={productId ?? 'new'}
      productId={productId}
      initial={query.data ? formOf(query.data) : emptyForm()}
    />
  );
}

function ProductForm({ productId, initial }: { productId?: string; initial: FormState }) {
  const { t, i18n } = useTranslation('ecommerce');
  const { confirm, dialog } = useConfirm();
  const translate = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const rate = num(form.taxRate);

  // Typing one price works out the other at once, with the same arithmetic as the server.
  const onExcl = (text: string) => {
    const cents = centsOf(text);
    setForm((f) => ({
      ...f,
      priceTaxExcl: text,
      priceTaxIncl: cents !== undefined && rate >= 0 ? centsToText(taxInclFromExcl(cents, rate)) : f.priceTaxIncl,
    }));
    setErrors((e) => ({ ...e, priceTaxExcl: '' }));
  };
  const onIncl = (text: string) => {
    const cents = centsOf(text);
    setForm((f) => ({
      ...f,
      priceTaxIncl: text,
      priceTaxExcl: cents !== undefined && rate >= 0 ? centsToText(taxExclFromIncl(cents, rate)) : f.priceTaxExcl,
    }));
    setErrors((e) => ({ ...e, priceTaxExcl: '' }));
  };
  const onRate = (text: string) => {
    const r = num(text);
    const cents = centsOf(form.priceTaxExcl);
    setForm((f) => ({
      ...f,
      taxRate: text,
      priceTaxIncl: cents !== undefined && r >= 0 ? centsToText(taxInclFromExcl(cents, r)) : f.priceTaxIncl,
    }));
    setErrors((e) => ({ ...e, taxRate: '' }));
  };

  const input = () => ({
    name: form.name,
    handle: form.handle || slugOf(form.name),
    sku: form.sku,
    description: form.description,
    categories: list(form.categories),
    tags: list(form.tags),
    images: form.images.map((i) => i.id),
    featuredImageId: form.featuredImageId ?? undefined,
    priceTaxExcl: moneyField(form.priceTaxExcl),
    taxRate: rate,
    comparedPrice: moneyField(form.comparedPrice) ?? 0,
    quantity: num(form.quantity),
    extraShippingFee: moneyField(form.extraShippingFee) ?? 0,
    width: num(form.width),
    height: num(form.height),
    depth: num(form.depth),
    weight: num(form.weight),
    active: form.active,
  });

  const save = useMutation({
    mutationFn: async () => {
      const data = input();
      return productId ? updateProduct(productId, data) : createProduct(data);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ECOMMERCE_KEY });
      if (!productId)
        // The edit page mounts afresh; the state tells it to say the product was saved.
        void navigate(clientPaths.appsEcommerceProduct.replace(':productId', saved.id), {
          replace: true,
          state: { saved: true },
        });
      setFailure(null);
      setSavedAt(Date.now());
    },
    onError: (error) => {
      const details = (error as { details?: { type: string; messageKey?: string; message: string }[] }).details;
      if (details?.length) setErrors(Object.fromEntries(details.map((d) => [d.type, d.messageKey ?? d.message])));
      setFailure(sayingOf(error));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteProduct(productId!),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ECOMMERCE_KEY });
      void navigate(clientPaths.appsEcommerceProducts);
    },
    onError: (error) => setFailure(sayingOf(error)),
  });
  const location = useLocation();
  const [savedAt, setSavedAt] = useState<number | null>(
    (location.state as { saved?: boolean } | null)?.saved ? Date.now() : null,
  );

  const submit = () => {
    const parsed = productInputSchema.safeParse(input());
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    save.mutate();
  };

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])];
    e.target.value = '';
    setUploading(true);
    try {
      for (const file of chosen) {
        const uploaded = await uploadFile('photo', file);
        setForm((f) => ({
          ...f,
          images: [...f.images, { id: uploaded.id, url: filePath(uploaded.id) }],
          featuredImageId: f.featuredImageId ?? uploaded.id,
        }));
      }
      setErrors((er) => ({ ...er, images: '' }));
    } catch (error) {
      setErrors((er) => ({ ...er, images: sayingOf(error) }));
    } finally {
      setUploading(false);
    }
  };

  const field = (key: keyof FormState, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={translate(errors[key]) ?? extra.helperText}
      fullWidth
      {...extra}
    />
  );
  const money = (
    key: 'priceTaxExcl' | 'priceTaxIncl' | 'comparedPrice' | 'extraShippingFee',
    label: string,
    onChange?: (v: string) => void,
  ) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => (onChange ? onChange(e.target.value) : set(key, e.target.value))}
      error={Boolean(errors[key])}
      helperText={translate(errors[key])}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
  const inclCents = centsOf(form.priceTaxIncl);

  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand
        title={productId ? form.name || t('form.editTitle') : t('form.newTitle')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={clientPaths.appsEcommerceProducts} color="inherit">
              {t('products.back')}
            </Button>
            {productId && (
              <Button
                color="error"
                onClick={() => void confirm({ title: t('form.confirmDelete') }).then((yes) => yes && remove.mutate())}
                startIcon={<DeleteOutline />}
              >
                {t('form.delete')}
              </Button>
            )}
            <Button variant="contained" onClick={submit} disabled={save.isPending || uploading}>
              {t('form.save')}
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
        {savedAt && !failure && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('form.saved')}
          </Alert>
        )}
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: 18, mb: 2 }}>
              {t('form.basic')}
            </Typography>
            <Stack spacing={2}>
              {field('name', t('form.name'), { required: true })}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('handle', t('form.handle'), {
                  helperText: t('form.handleHelp'),
                  slotProps: { htmlInput: { dir: 'ltr' } },
                })}
                {field('sku', t('form.sku'), { required: true, slotProps: { htmlInput: { dir: 'ltr' } } })}
              </Stack>
              {field('description', t('form.description'), { multiline: true, minRows: 3 })}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('categories', t('form.categories'), { helperText: t('form.commaHelp') })}
                {field('tags', t('form.tags'), { helperText: t('form.commaHelp') })}
              </Stack>
              <FormControlLabel
                control={<Switch checked={form.active} onChange={(e) => set('active', e.target.checked)} />}
                label={t('form.active')}
              />
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: 18, mb: 2 }}>
              {t('form.images')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {form.images.map((img) => {
                const featured = form.featuredImageId === img.id;
                return (
                  <Box
                    key={img.id}
                    sx={{
                      position: 'relative',
                      width: 128,
                      height: 128,
                      borderRadius: 1,
                      overflow: 'hidden',
                      border: 2,
                      borderColor: featured ? 'secondary.main' : 'divider',
                    }}
                    data-testid="product-image"
                  >
                    <Box
                      component="img"
                      src={img.url}
                      alt={featured ? t('form.featuredImage') : t('form.image')}
                      sx={{ width: 1, height: 1, objectFit: 'cover' }}
                    />
                    <Box
                      sx={{
                        position: 'absolute',
                        insetBlockStart: 4,
                        insetInlineStart: 4,
                        insetInlineEnd: 4,
                        display: 'flex',
                        justifyContent: 'space-between',
                      }}
                    >
                      <Tooltip title={featured ? t('form.featured') : t('form.makeFeatured')}>
                        <IconButton
                          size="small"
                          aria-pressed={featured}
                          aria-label={featured ? t('form.featured') : t('form.makeFeatured')}
                          onClick={() => set('featuredImageId', img.id)}
                          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                        >
                          {featured ? <Star color="secondary" fontSize="small" /> : <StarBorder fontSize="small" />}
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('form.removeImage')}>
                        <IconButton
                          size="small"
                          aria-label={t('form.removeImage')}
                          onClick={() =>
                            setForm((f) => {
                              const images = f.images.filter((i) => i.id !== img.id);
                              return {
                                ...f,
                                images,
                                featuredImageId:
                                  f.featuredImageId === img.id ? (images[0]?.id ?? null) : f.featuredImageId,
                              };
                            })
                          }
                          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </Box>
                );
              })}
              <Button
                component="label"
                variant="outlined"
                sx={{ width: 128, height: 128, flexDirection: 'column', gap: 1 }}
                disabled={uploading}
              >
                {uploading ? <CircularProgress size={24} /> : <AddPhotoAlternateOutlined />}
                {t('form.upload')}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  multiple
                  hidden
                  onChange={(e) => void onFiles(e)}
                  data-testid="product-image-input"
                />
              </Button>
            </Box>
            {errors.images && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate(errors.images)}
              </Alert>
            )}
          </Paper>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: 18, mb: 2 }}>
              {t('form.pricing')}
            </Typography>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {money('priceTaxExcl', t('form.priceTaxExcl'), onExcl)}
                <TextField
                  label={t('form.taxRate')}
                  value={form.taxRate}
                  onChange={(e) => onRate(e.target.value)}
                  error={Boolean(errors.taxRate)}
                  helperText={translate(errors.taxRate)}
                  fullWidth
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
                {money('priceTaxIncl', t('form.priceTaxIncl'), onIncl)}
              </Stack>
              <Typography color="text.secondary" data-testid="price-with-tax" aria-live="polite">
                {inclCents !== undefined
                  ? t('form.priceSummary', { price: formatMoney(inclCents, i18n.language) })
                  : t('form.priceHint')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {money('comparedPrice', t('form.comparedPrice'))}
                {field('quantity', t('form.quantity'), {
                  slotProps: { htmlInput: { inputMode: 'numeric', dir: 'ltr' } },
                })}
              </Stack>
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: 18, mb: 2 }}>
              {t('form.shipping')}
            </Typography>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('width', t('form.width'), { slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } })}
                {field('height', t('form.height'), { slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } })}
                {field('depth', t('form.depth'), { slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } })}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('weight', t('form.weight'), { slotProps: { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } })}
                {money('extraShippingFee', t('form.extraShippingFee'))}
              </Stack>
            </Stack>
          </Paper>
        </Stack>
      </Box>
      {dialog}
    </Box>
  );
}
