import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { idNamed } from './ids.ts';
import { catalog } from './messages.ts';
import {
  ECOMMERCE_PAGE_MAX,
  ECOMMERCE_TEXTS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_TERMS_MAX,
} from './ecommerce-texts.ts';
export * from './ecommerce-texts.ts';

// The e-commerce app (SPEC section 3, ecommerce_product / ecommerce_order; section 4, the order
// statuses): the body's own shop (publications, exam-prep material), shared by the whole
// workspace. Money is whole cents everywhere (no float drift); a tax rate is kept in basis points
// (10% = 1000). The same schemas and arithmetic check the product form and the API.

/** The 14 order statuses of SPEC section 4, each with its colour (white text reads on each). */
export const ORDER_STATUSES = [
  { slug: 'pre-order-unpaid', name: 'On pre-order (not paid)', color: '#7b1fa2' },
  { slug: 'pre-order-paid', name: 'On pre-order (paid)', color: '#4a148c' },
  { slug: 'awaiting-check', name: 'Awaiting check payment', color: '#1565c0' },
  { slug: 'awaiting-paypal', name: 'Awaiting PayPal payment', color: '#1565c0' },
  { slug: 'awaiting-bank-wire', name: 'Awaiting bank wire payment', color: '#1565c0' },
  { slug: 'awaiting-cod', name: 'Awaiting Cash-on-delivery payment', color: '#1565c0' },
  { slug: 'payment-accepted', name: 'Payment accepted', color: '#2e7d32' },
  { slug: 'remote-payment-accepted', name: 'Remote payment accepted', color: '#1b5e20' },
  { slug: 'preparing', name: 'Preparing the order', color: '#b35900' },
  { slug: 'shipped', name: 'Shipped', color: '#6a1b9a' },
  { slug: 'delivered', name: 'Delivered', color: '#1b5e20' },
  { slug: 'canceled', name: 'Canceled', color: '#ad1457' },
  { slug: 'refunded', name: 'Refunded', color: '#c62828' },
  { slug: 'payment-error', name: 'Payment error', color: '#b71c1c' },
] as const;
export type OrderStatusSlug = (typeof ORDER_STATUSES)[number]['slug'];
export const ORDER_STATUS_SLUGS = ORDER_STATUSES.map((s) => s.slug) as [OrderStatusSlug, ...OrderStatusSlug[]];
export const orderStatusOf = (slug: string) => ORDER_STATUSES.find((s) => s.slug === slug) ?? ORDER_STATUSES[0];

/** SPEC section 9's payment methods and carriers. */
export const PAYMENT_METHODS = ['Credit Card', 'Check', 'PayPal', 'Bank-wire'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CARRIERS = ['TNT', 'USPS', 'FedEx'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** SPEC section 9's sample values: tax rate 10 (%), extra shipping fee 3 (dollars). */
export const DEFAULT_TAX_RATE = 10;
export const DEFAULT_EXTRA_SHIPPING_FEE_CENTS = 300;

export const PRODUCT_SORTS = ['name', 'sku', 'priceTaxIncl', 'quantity', 'active', 'createdAt'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const ORDER_SORTS = ['reference', 'customer', 'total', 'date', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const ECOMMERCE_PAGE_SIZES = [10, 25, 50] as const;

/** A million dollars, in cents: no publication costs more, and sums stay far inside an int. */
export const MONEY_MAX_CENTS = 100_000_000;
export const QUANTITY_MAX = 1_000_000;

export const ECOMMERCE_MESSAGES = catalog('ecommerce', ECOMMERCE_TEXTS);
const M = ECOMMERCE_MESSAGES;

// ---- Money: whole cents, a rate in basis points -------------------------------------------------

/** A percentage (10, 7.5) in basis points (1000, 750). */
export const rateToBasisPoints = (percent: number): number => Math.round(percent * 100);

/** Rounds a non-negative fraction num/den to the nearest whole number, halves up, in integers. */
const divRound = (num: number, den: number): number => Math.floor((2 * num + den) / (2 * den));

/** The price with tax, to the cent, of a price without it. */
export const taxInclFromExcl = (exclCents: number, ratePercent: number): number =>
  divRound(exclCents * (10_000 + rateToBasisPoints(ratePercent)), 10_000);

/** The price without tax, to the cent, of a price with it. */
export const taxExclFromIncl = (inclCents: number, ratePercent: number): number =>
  divRound(inclCents * 10_000, 10_000 + rateToBasisPoints(ratePercent));

/** Cents of a typed amount ("12.5", "12.50", "1234"); undefined if it is not one. */
export function centsOf(text: string): number | undefined {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text a form field holds ("12.50"). */
export const centsToText = (cents: number): string => (cents / 100).toFixed(2);

export interface OrderLine {
  price: number;
  quantity: number;
  /** The product's tax rate (a percentage); the order's rate when absent. */
  taxRate?: number;
}

/**
 * An order's sums (SPEC ecommerce_order): subtotal + tax + discount (≤ 0) = total, all in cents.
 * Each line is taxed at its product's rate (or `taxRatePercent`), and the tax rounded once.
 */
export function orderTotals(lines: OrderLine[], taxRatePercent: number, discountCents: number) {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const taxed = lines.reduce(
    (sum, l) => sum + l.price * l.quantity * rateToBasisPoints(l.taxRate ?? taxRatePercent),
    0,
  );
  const tax = divRound(taxed, 10_000);
  const discount = Math.max(discountCents, -(subtotal + tax));
  return { subtotal, tax, discount, total: subtotal + tax + discount };
}

// ---- Input schemas -----------------------------------------------------------------------------

const cents = z
  .number({ error: M.priceInvalid })
  .int(M.priceInvalid)
  .min(0, M.priceInvalid)
  .max(MONEY_MAX_CENTS, M.priceInvalid);
const measure = z.number({ error: M.measureInvalid }).min(0, M.measureInvalid).max(100_000, M.measureInvalid);
const term = z.string({ error: M.termInvalid }).trim().min(1, M.termInvalid).max(50, M.termInvalid);
const terms = z.array(term).max(PRODUCT_TERMS_MAX, M.tooManyTerms);
const imageId = idNamed(M.imageUnknown);

export const taxRateSchema = z
  .number({ error: M.taxRateInvalid })
  .min(0, M.taxRateInvalid)
  .max(100, M.taxRateInvalid)
  .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-9, M.taxRateInvalid);

/**
 * A product as the form sends it. The price comes with or without tax (exactly one is needed; if
 * both come, the price without tax wins) and the server works out the other from the rate.
 */
export const productInputSchema = z
  .strictObject({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(PRODUCT_NAME_MAX, M.nameTooLong),
    handle: z
      .string({ error: M.handleInvalid })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.handleInvalid)
      .max(120, M.handleInvalid),
    description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, M.descriptionTooLong).default(''),
    categories: terms.default([]),
    tags: terms.default([]),
    images: z.array(imageId, { error: M.imageUnknown }).max(PRODUCT_IMAGES_MAX, M.tooManyImages).default([]),
    featuredImageId: imageId.optional(),
    priceTaxExcl: cents.optional(),
    priceTaxIncl: cents.optional(),
    taxRate: taxRateSchema.default(DEFAULT_TAX_RATE),
    comparedPrice: cents.default(0),
    quantity: z
      .number({ error: M.quantityInvalid })
      .int(M.quantityInvalid)
      .min(0, M.quantityInvalid)
      .max(QUANTITY_MAX, M.quantityInvalid)
      .default(0),
    sku: z
      .string({ error: M.skuInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9.-]{0,63}$/, M.skuInvalid),
    width: measure.default(0),
    height: measure.default(0),
    depth: measure.default(0),
    weight: measure.default(0),
    extraShippingFee: cents.default(DEFAULT_EXTRA_SHIPPING_FEE_CENTS),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.priceTaxExcl === undefined && p.priceTaxIncl === undefined)
      ctx.addIssue({ code: 'custom', path: ['priceTaxExcl'], message: M.priceRequired });
    if (p.featuredImageId && !p.images.includes(p.featuredImageId))
      ctx.addIssue({ code: 'custom', path: ['featuredImageId'], message: M.featuredNotAnImage });
  });
export type ProductInput = z.infer<typeof productInputSchema>;

/** Both prices of a product input, to the cent: the one given and the one worked out. */
export function productPrices(p: Pick<ProductInput, 'priceTaxExcl' | 'priceTaxIncl' | 'taxRate'>) {
  if (p.priceTaxExcl !== undefined)
    return { priceTaxExcl: p.priceTaxExcl, priceTaxIncl: taxInclFromExcl(p.priceTaxExcl, p.taxRate) };
  const incl = p.priceTaxIncl ?? 0;
  return { priceTaxExcl: taxExclFromIncl(incl, p.taxRate), priceTaxIncl: incl };
}

// Lists page by SPEC's convention: `limit` rows, and `nextToken` (the previous page's) to go on.
const limit = z
  .number({ error: M.limitInvalid })
  .int(M.limitInvalid)
  .min(1, M.limitInvalid)
  .max(ECOMMERCE_PAGE_MAX, M.limitInvalid);
const nextToken = z.string({ error: M.nextTokenInvalid }).max(1000, M.nextTokenInvalid).optional();
const search = z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, M.searchTooLong);
const direction = z.enum(SORT_DIRECTIONS, { error: M.sortInvalid });

export const productListSchema = z.strictObject({
  search: search.optional(),
  sort: z.enum(PRODUCT_SORTS, { error: M.sortInvalid }).default('name'),
  direction: direction.default('asc'),
  limit: limit.default(10),
  nextToken,
});
export type ProductListInput = z.infer<typeof productListSchema>;

export const orderListSchema = z.strictObject({
  search: search.optional(),
  status: z.enum(ORDER_STATUS_SLUGS, { error: M.statusInvalid }).optional(),
  sort: z.enum(ORDER_SORTS, { error: M.sortInvalid }).default('date'),
  direction: direction.default('desc'),
  limit: limit.default(10),
  nextToken,
});
export type OrderListInput = z.infer<typeof orderListSchema>;

export const addOrderStatusSchema = z.strictObject({
  orderId: idNamed(M.orderNotFound),
  status: z.enum(ORDER_STATUS_SLUGS, { error: M.statusInvalid }),
});

const address = z.string({ error: M.customerInvalid }).trim().min(1, M.customerInvalid).max(300, M.customerInvalid);

/** An order taken by the staff (by phone or at an event): the server prices it from the shop. */
export const orderInputSchema = z.strictObject({
  customer: z.strictObject({
    firstName: z.string({ error: M.customerInvalid }).trim().min(1, M.customerInvalid).max(100, M.customerInvalid),
    lastName: z.string({ error: M.customerInvalid }).trim().min(1, M.customerInvalid).max(100, M.customerInvalid),
    email: z.email({ error: M.customerInvalid }).max(200, M.customerInvalid),
    phone: z.string().trim().max(40, M.customerInvalid).default(''),
    company: z.string().trim().max(200, M.customerInvalid).default(''),
    jobTitle: z.string().trim().max(200, M.customerInvalid).default(''),
    invoiceAddress: address,
    shippingAddress: address,
  }),
  products: z
    .array(
      z.strictObject({
        productId: idNamed(M.productUnavailable),
        quantity: z
          .number({ error: M.quantityInvalid })
          .int(M.quantityInvalid)
          .min(1, M.quantityInvalid)
          .max(1000, M.quantityInvalid),
      }),
      { error: M.productsRequired },
    )
    .min(1, M.productsRequired)
    .max(50, M.productsRequired),
  discount: z
    .number({ error: M.discountInvalid })
    .int(M.discountInvalid)
    .max(0, M.discountInvalid)
    .min(-MONEY_MAX_CENTS, M.discountInvalid)
    .default(0),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.paymentMethodInvalid }),
  carrier: z.enum(CARRIERS, { error: M.carrierInvalid }),
});
export type OrderInput = z.infer<typeof orderInputSchema>;
