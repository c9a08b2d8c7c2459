import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { filePath } from '../../../domain/file-paths.ts';
import {
  CARRIERS,
  DEFAULT_EXTRA_SHIPPING_FEE_CENTS,
  DEFAULT_TAX_RATE,
  ORDER_STATUS_SLUGS,
  PAYMENT_METHODS,
  orderTotals,
  taxInclFromExcl,
  type OrderStatusSlug,
} from '../../../domain/ecommerce-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ecommerceOrders, ecommerceProducts, files, type ProductImageJson } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/index.ts';
import { SeedRandom } from '../seed-random.ts';

// The shop's demo data (SPEC section 9: tax rate 10, extra shipping fee 3, the four payment
// methods and three carriers): what an accounting body sells, its publications, exam-prep
// material and event tickets, and 110 orders that go through every status.

interface SampleProduct {
  name: string;
  category: string;
  tags: string[];
  /** Dollars without tax. */
  price: number;
  weight: number;
  cover: string;
}

const P = (
  name: string,
  category: string,
  price: number,
  cover: string,
  tags: string[],
  weight = 0.5,
): SampleProduct => ({
  name,
  category,
  tags,
  price,
  weight,
  cover,
});

export const SAMPLE_PRODUCTS: SampleProduct[] = [
  P('IFRS Handbook 2026', 'Publications', 89, '#1565c0', ['ifrs', 'reporting'], 1.4),
  P('Audit Manual: Risk-Based Approach', 'Publications', 74.5, '#0d47a1', ['audit'], 1.2),
  P('Tax Legislation Digest 2026', 'Publications', 59, '#2e7d32', ['tax'], 0.9),
  P('Code of Ethics for Professional Accountants', 'Publications', 24.99, '#4a148c', ['ethics'], 0.4),
  P('Public Sector Accounting Standards', 'Publications', 64, '#00695c', ['ipsas', 'public sector'], 1.0),
  P('Transfer Pricing Guide', 'Publications', 48, '#37474f', ['tax', 'transfer pricing'], 0.7),
  P('Consolidated Financial Statements Workbook', 'Publications', 39.9, '#283593', ['reporting', 'consolidation'], 0.8),
  P('Internal Control Checklist Pack', 'Publications', 29, '#5d4037', ['audit', 'internal control'], 0.3),
  P('Payroll Practitioner’s Companion', 'Publications', 33.5, '#6a1b9a', ['payroll'], 0.6),
  P('Anti-Money Laundering Compliance Guide', 'Publications', 44, '#b71c1c', ['aml', 'compliance'], 0.5),
  P('CPA Exam Prep: Financial Accounting and Reporting', 'Exam prep', 129, '#1565c0', ['cpa', 'far'], 1.6),
  P('CPA Exam Prep: Auditing and Attestation', 'Exam prep', 129, '#0d47a1', ['cpa', 'aud'], 1.6),
  P('CPA Exam Prep: Taxation and Regulation', 'Exam prep', 129, '#2e7d32', ['cpa', 'reg'], 1.6),
  P('CPA Exam Prep: Business Analysis', 'Exam prep', 119, '#e65100', ['cpa', 'bar'], 1.5),
  P('Practice Question Bank (12 months)', 'Exam prep', 199, '#00838f', ['cpa', 'online'], 0),
  P('Mock Exam Set: Four Sections', 'Exam prep', 79, '#ad1457', ['cpa', 'mock exam'], 0.9),
  P('Formula Flashcards', 'Exam prep', 19.5, '#f9a825', ['cpa', 'flashcards'], 0.2),
  P('Ethics Exam Study Guide', 'Exam prep', 35, '#4a148c', ['ethics', 'cpa'], 0.5),
  P('IFRS Certificate Course (online)', 'Courses', 450, '#1565c0', ['ifrs', 'cpe'], 0),
  P('Data Analytics for Auditors (online)', 'Courses', 320, '#00695c', ['audit', 'analytics', 'cpe'], 0),
  P('Forensic Accounting Workshop', 'Courses', 380, '#37474f', ['forensic', 'cpe'], 0),
  P('Sustainability Reporting (ISSB) Course', 'Courses', 290, '#2e7d32', ['esg', 'issb', 'cpe'], 0),
  P('Annual Conference Ticket', 'Events', 240, '#c62828', ['conference'], 0),
  P('Tax Update Seminar Ticket', 'Events', 85, '#2e7d32', ['tax', 'seminar'], 0),
  P('Young Professionals Networking Evening', 'Events', 25, '#6a1b9a', ['networking'], 0),
  P('Member’s Diary 2027', 'Merchandise', 18, '#263238', ['diary'], 0.4),
  P('Financial Calculator', 'Merchandise', 42, '#455a64', ['calculator', 'exam'], 0.3),
  P('Institute Logo Mug', 'Merchandise', 12, '#1565c0', ['mug'], 0.4),
  P('Institute Tote Bag', 'Merchandise', 15, '#00695c', ['bag'], 0.2),
  P('Practice Management Toolkit', 'Publications', 69, '#5d4037', ['practice', 'templates'], 0.5),
  P('Small Business Accounting Templates', 'Publications', 27, '#ef6c00', ['templates', 'sme'], 0),
  P('Audit Working Paper Templates', 'Publications', 36, '#0d47a1', ['audit', 'templates'], 0),
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const initialsOf = (name: string) =>
  name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && w[0] === w[0]!.toUpperCase())
    .slice(0, 3)
    .map((w) => w[0])
    .join('');

/** A flat cover picture for a demo product: its colour, its initials and its category. */
function coverSvg(p: SampleProduct): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img">`,
    `<rect width="240" height="240" fill="${p.cover}"/>`,
    `<rect x="24" y="24" width="192" height="192" rx="8" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
    `<text x="120" y="132" text-anchor="middle" font-family="'Segoe UI', Arial, 'DejaVu Sans', sans-serif" font-size="56" font-weight="700" fill="#ffffff">${initialsOf(p.name)}</text>`,
    `<text x="120" y="190" text-anchor="middle" font-family="'Segoe UI', Arial, 'DejaVu Sans', sans-serif" font-size="18" fill="#ffffff">${p.category}</text>`,
    `</svg>`,
  ].join('');
}

const FIRST = [
  'Ayşe',
  'Mehmet',
  'Leyla',
  'Omar',
  'Sarah',
  'James',
  'Elif',
  'Can',
  'Nadia',
  'Yusuf',
  'Maria',
  'David',
  'Zeynep',
  'Ali',
  'Fatima',
  'John',
];
const LAST = [
  'Yılmaz',
  'Demir',
  'Haddad',
  'Khan',
  'Miller',
  'Brown',
  'Kaya',
  'Şahin',
  'Nasser',
  'Aydın',
  'Garcia',
  'Wilson',
  'Öztürk',
  'Hassan',
  'Rahman',
  'Smith',
];
const COMPANIES = [
  'Anatolia Audit Partners',
  'Bosphorus Tax Advisory',
  'Gulf Ledger LLP',
  'Northstar Accounting',
  'Crescent Financial Services',
  'Harbor & Co. CPAs',
  '',
];
const TITLES = [
  'Audit Senior',
  'Tax Manager',
  'Finance Director',
  'Accountant',
  'CPA Candidate',
  'Payroll Specialist',
  'Controller',
];
const CITIES = [
  { city: 'Istanbul, Türkiye', lat: 41.0082, lng: 28.9784 },
  { city: 'Ankara, Türkiye', lat: 39.9334, lng: 32.8597 },
  { city: 'Izmir, Türkiye', lat: 38.4237, lng: 27.1428 },
  { city: 'Dubai, United Arab Emirates', lat: 25.2048, lng: 55.2708 },
  { city: 'Amman, Jordan', lat: 31.9539, lng: 35.9106 },
  { city: 'London, United Kingdom', lat: 51.5072, lng: -0.1276 },
  { city: 'New York, NY, USA', lat: 40.7128, lng: -74.006 },
];

/** The statuses an order goes through to reach `last` (a plausible history, oldest first). */
function historyTo(last: OrderStatusSlug, method: (typeof PAYMENT_METHODS)[number]): OrderStatusSlug[] {
  const awaiting: OrderStatusSlug =
    method === 'Check'
      ? 'awaiting-check'
      : method === 'PayPal'
        ? 'awaiting-paypal'
        : method === 'Bank-wire'
          ? 'awaiting-bank-wire'
          : 'pre-order-unpaid';
  const paid: OrderStatusSlug = method === 'Credit Card' ? 'payment-accepted' : 'remote-payment-accepted';
  const paths: Record<OrderStatusSlug, OrderStatusSlug[]> = {
    'pre-order-unpaid': ['pre-order-unpaid'],
    'pre-order-paid': ['pre-order-unpaid', 'pre-order-paid'],
    'awaiting-check': ['awaiting-check'],
    'awaiting-paypal': ['awaiting-paypal'],
    'awaiting-bank-wire': ['awaiting-bank-wire'],
    'awaiting-cod': ['awaiting-cod'],
    'payment-accepted': [awaiting, 'payment-accepted'],
    'remote-payment-accepted': [awaiting, 'remote-payment-accepted'],
    preparing: [awaiting, paid, 'preparing'],
    shipped: [awaiting, paid, 'preparing', 'shipped'],
    delivered: [awaiting, paid, 'preparing', 'shipped', 'delivered'],
    canceled: [awaiting, 'canceled'],
    refunded: [awaiting, paid, 'refunded'],
    'payment-error': [awaiting, 'payment-error'],
  };
  return [...new Set(paths[last])];
}

export const SAMPLE_ORDER_COUNT = 110;

/**
 * Fills an empty shop with the demo products (each with a cover picture uploaded by `imageOwnerId`,
 * its bytes in the store: without one, as in API tests, no pictures) and orders. A shop that has
 * products or orders is left alone, so products a colleague deleted do not come back.
 */
export async function seedEcommerceSamples(
  db: Db | Tx,
  options: { imageOwnerId?: string; store?: FileStore },
  now = new Date(),
): Promise<void> {
  if (!(await shopIsEmpty(db))) return;
  const random = new SeedRandom(2026);
  const products = [];
  for (const [i, p] of SAMPLE_PRODUCTS.entries()) {
    const handle = slug(p.name);
    let images: ProductImageJson[] = [];
    if (options.imageOwnerId && options.store) {
      const svg = Buffer.from(coverSvg(p), 'utf8');
      const id = randomUUID();
      const storageKey = `photo/demo/shop-${handle}.svg`;
      await options.store.put(storageKey, svg, 'image/svg+xml');
      await db.insert(files).values({
        id,
        ownerId: options.imageOwnerId,
        kind: 'photo',
        filename: `${handle}.svg`,
        mimeType: 'image/svg+xml',
        size: svg.length,
        storageKey,
        createdAt: now,
      });
      images = [{ id, url: filePath(id), type: 'image/svg+xml' }];
    }
    const priceTaxExcl = Math.round(p.price * 100);
    const digital = p.weight === 0;
    products.push({
      id: randomUUID(),
      name: p.name,
      handle,
      description: `${p.name}: ${p.category.toLowerCase()} from the institute’s shop, for members and candidates.`,
      categories: [p.category],
      tags: p.tags,
      images,
      featuredImageId: images[0]?.id ?? null,
      priceTaxExcl,
      priceTaxIncl: taxInclFromExcl(priceTaxExcl, DEFAULT_TAX_RATE),
      taxRate: DEFAULT_TAX_RATE,
      comparedPrice: i % 4 === 0 ? Math.round(priceTaxExcl * 1.2) : 0,
      quantity: digital ? 999 : random.int(0, 240),
      sku: `CPA-${String(i + 1).padStart(3, '0')}`,
      width: digital ? 0 : 21,
      height: digital ? 0 : 29.7,
      depth: digital ? 0 : random.int(1, 5),
      weight: p.weight,
      extraShippingFee: digital ? 0 : DEFAULT_EXTRA_SHIPPING_FEE_CENTS,
      active: i % 11 !== 10,
      createdAt: new Date(now.getTime() - (SAMPLE_PRODUCTS.length - i) * 86_400_000),
    });
  }
  await db.insert(ecommerceProducts).values(products);

  const orders = [];
  for (let i = 0; i < SAMPLE_ORDER_COUNT; i++) {
    // Every status, method and carrier appears: the first orders walk through each in turn.
    const last = ORDER_STATUS_SLUGS[i % ORDER_STATUS_SLUGS.length]!;
    const method = PAYMENT_METHODS[i % PAYMENT_METHODS.length]!;
    const carrier = CARRIERS[i % CARRIERS.length]!;
    const chosen = random.shuffle(products).slice(0, random.int(1, 4));
    const lines = chosen.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.priceTaxExcl,
      quantity: random.int(1, 3),
      image: p.images[0]?.url ?? null,
    }));
    const discount = random.chance(0.3) ? -random.int(1, 4) * 500 : 0;
    const totals = orderTotals(lines, DEFAULT_TAX_RATE, discount);
    const date = new Date(now.getTime() - (i * 19 + random.int(0, 12)) * 3_600_000);
    const history = historyTo(last, method);
    const first = FIRST[random.int(0, FIRST.length - 1)]!;
    const lastName = LAST[random.int(0, LAST.length - 1)]!;
    const place = random.pick(CITIES);
    const street = `${random.int(1, 240)} ${random.pick(['Cumhuriyet Cd.', 'King Faisal St.', 'High Street', 'Main Street', 'Atatürk Blv.'])}`;
    const address = { address: `${street}, ${place.city}`, lat: place.lat, lng: place.lng };
    const shippedAt = new Date(date.getTime() + 2 * 86_400_000).toISOString();
    orders.push({
      reference: `${(0x1a2b3c + i * 7919).toString(16).toUpperCase()}${String(i).padStart(3, '0')}`,
      ...totals,
      date,
      customer: {
        id: randomUUID(),
        firstName: first,
        lastName,
        avatar: null,
        company: random.pick(COMPANIES),
        jobTitle: random.pick(TITLES),
        email: `${slug(first)}.${slug(lastName)}${i}@example.com`,
        phone: `+90 5${random.int(10, 59)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
        invoiceAddress: address,
        shippingAddress: random.chance(0.8)
          ? address
          : { address: `PO Box ${random.int(100, 9999)}, ${place.city}`, lat: place.lat, lng: place.lng },
      },
      customerName: `${first} ${lastName}`,
      products: lines,
      statuses: history.map((status, k) => ({
        id: randomUUID(),
        status,
        date: new Date(date.getTime() + k * 20 * 3_600_000).toISOString(),
      })),
      currentStatus: last,
      payment: {
        transactionId: random.int(10_000_000, 99_999_999).toString(36).toUpperCase(),
        amount: totals.total,
        method,
        date: date.toISOString(),
      },
      shippingDetails: [
        {
          tracking: `${carrier}-${random.int(100_000_000, 999_999_999)}`,
          carrier,
          weight: Math.round(chosen.reduce((w, p) => w + p.weight, 0) * 100) / 100,
          fee: chosen.reduce((f, p) => f + p.extraShippingFee, 0),
          date: shippedAt,
        },
      ],
    });
  }
  await db.insert(ecommerceOrders).values(orders);
}

/** Whether the shop never had anything: no product and no order. */
export async function shopIsEmpty(db: Db | Tx): Promise<boolean> {
  const [[{ p } = { p: 0 }], [{ o } = { o: 0 }]] = await Promise.all([
    db.select({ p: count() }).from(ecommerceProducts),
    db.select({ o: count() }).from(ecommerceOrders),
  ]);
  return p === 0 && o === 0;
}

/** Empties the shop (npm run db:seed starts over). */
export async function clearEcommerce(db: Db | Tx): Promise<void> {
  await db.delete(ecommerceOrders);
  await db.delete(ecommerceProducts);
}
