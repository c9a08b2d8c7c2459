import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARRIERS,
  ORDER_SORTS,
  ORDER_STATUS_SLUGS,
  PAYMENT_METHODS,
  PRODUCT_SORTS,
  centsOf,
  orderTotals,
  taxExclFromIncl,
  taxInclFromExcl,
} from '../../../domain/ecommerce-schemas.ts';
import { ecommerceOrders, ecommerceProducts } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { uploadFile } from '../../test-support/applications.ts';
import { pdfBytes, pngBytes } from '../../test-support/file-fixtures.ts';
import { DEMO, gql, signInAs, type GraphqlResponse } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';

const PRODUCT_FIELDS = `id name handle description categories tags featuredImageId images { id url type }
  priceTaxExcl priceTaxIncl taxRate comparedPrice quantity sku width height depth weight extraShippingFee active`;
const ORDER_FIELDS = `id reference subtotal tax discount total date
  customer { firstName lastName email company invoiceAddress { address } shippingAddress { address } }
  products { id name price quantity image } status { id slug name color date }
  payment { transactionId amount method date } shippingDetails { tracking carrier weight fee date }`;
const PRODUCTS = `query ($input: ProductListInput) { ecommerceProducts(input: $input) { items { ${PRODUCT_FIELDS} } total nextToken } }`;
const PRODUCT = `query ($id: ID!) { ecommerceProduct(id: $id) { ${PRODUCT_FIELDS} } }`;
const CREATE = `mutation ($input: ProductInput!) { createEcommerceProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductInput!) { updateEcommerceProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteEcommerceProduct(id: $id) { id } }`;
const ORDERS = `query ($input: OrderListInput) { ecommerceOrders(input: $input) { items { ${ORDER_FIELDS} } total nextToken } }`;
const ORDER = `query ($id: ID!) { ecommerceOrder(id: $id) { ${ORDER_FIELDS} } }`;
const CREATE_ORDER = `mutation ($input: OrderInput!) { createEcommerceOrder(input: $input) { ${ORDER_FIELDS} } }`;
const ADD_STATUS = `mutation ($input: AddOrderStatusInput!) { addEcommerceOrderStatus(input: $input) { ${ORDER_FIELDS} } }`;

interface Product {
  id: string;
  name: string;
  active?: boolean;
  handle: string;
  sku: string;
  images: { id: string; url: string; type: string }[];
  featuredImageId: string | null;
  priceTaxExcl: number;
  priceTaxIncl: number;
  taxRate: number;
  quantity: number;
}
interface ListPage<T> {
  items: T[];
  total: number;
  nextToken: string | null;
}
interface ProductPage {
  items: Product[];
  total: number;
  nextToken: string | null;
}
interface Order {
  id: string;
  reference: string;
  date: string;
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
  customer: { firstName: string; lastName: string; email: string };
  products: { id: string; name: string; price: number; quantity: number }[];
  status: { slug: string; name: string; color: string; date: string }[];
  payment: { method: string; amount: number };
  shippingDetails: { carrier: string }[];
}

describe('the shop’s money arithmetic (to the cent)', () => {
  it('adds the tax to a price and takes it off again', () => {
    expect(taxInclFromExcl(1000, 10)).toBe(1100);
    expect(taxInclFromExcl(1999, 10)).toBe(2199); // 21.989 → 21.99
    expect(taxInclFromExcl(5, 10)).toBe(6); // 0.055 → 0.06, halves up
    expect(taxInclFromExcl(1234, 7.5)).toBe(1327); // 13.2655 → 13.27
    expect(taxInclFromExcl(8900, 0)).toBe(8900);
    expect(taxExclFromIncl(1100, 10)).toBe(1000);
    expect(taxExclFromIncl(2199, 10)).toBe(1999);
    expect(taxExclFromIncl(1327, 7.5)).toBe(1234);
    // Floating point would give 0.1 + 0.2 troubles; whole cents never do.
    for (let cents = 0; cents < 5000; cents += 7) expect(taxExclFromIncl(taxInclFromExcl(cents, 10), 10)).toBe(cents);
  });

  it('reads typed amounts as cents', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('12,05')).toBe(1205);
    expect(centsOf('0.07')).toBe(7);
    expect(centsOf('1.234')).toBeUndefined();
    expect(centsOf('-1')).toBeUndefined();
  });

  it('sums an order: subtotal + tax + discount = total', () => {
    const t = orderTotals(
      [
        { price: 1999, quantity: 3 },
        { price: 455, quantity: 1 },
      ],
      10,
      -500,
    );
    expect(t).toEqual({ subtotal: 6452, tax: 645, discount: -500, total: 6597 });
    // A discount never takes the total below zero.
    expect(orderTotals([{ price: 100, quantity: 1 }], 10, -10_000)).toMatchObject({ discount: -110, total: 0 });
  });
});

describe.each(testDatabaseKinds())('e-commerce app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  let employer: string;
  const db = () => t.app.services.database.db;
  /** A call as staff unless another token is given (null: a guest). */
  const call = async <T>(query: string, variables: Record<string, unknown>, token: string | null = staff) =>
    gql<T>(t, query, variables, { token: token ?? undefined });
  const product = (over: Record<string, unknown> = {}) => ({
    name: 'Audit Sampling Pocket Guide',
    // Hex suffixes: a base-36 one could spell a word another test searches for ("tie").
    handle: `audit-sampling-${randomUUID().slice(0, 8)}`,
    sku: `ASPG-${randomUUID().slice(0, 8)}`,
    priceTaxExcl: 1999,
    taxRate: 10,
    quantity: 40,
    categories: ['Publications'],
    tags: ['audit'],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker, employer] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.employer),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the shop: 30+ products and 100+ orders with every status, payment method and carrier', async () => {
    const [{ p } = { p: 0 }] = await db().select({ p: count() }).from(ecommerceProducts);
    const orders = await db().select().from(ecommerceOrders);
    expect(p).toBeGreaterThanOrEqual(30);
    expect(orders.length).toBeGreaterThanOrEqual(100);
    expect(new Set(orders.map((o) => o.currentStatus))).toEqual(new Set(ORDER_STATUS_SLUGS));
    expect(new Set(orders.map((o) => o.payment.method))).toEqual(new Set(PAYMENT_METHODS));
    expect(new Set(orders.flatMap((o) => o.shippingDetails.map((s) => s.carrier)))).toEqual(new Set(CARRIERS));
    for (const o of orders) {
      expect(o.subtotal + o.tax + o.discount).toBe(o.total);
      expect(o.discount).toBeLessThanOrEqual(0);
      expect(o.subtotal).toBe(o.products.reduce((s, l) => s + l.price * l.quantity, 0));
      expect(o.statuses.at(-1)?.status).toBe(o.currentStatus);
    }
  });

  it('lists products with search, sort and paging on the server', async () => {
    const first = await call<{ ecommerceProducts: ProductPage }>(PRODUCTS, {
      input: { sort: 'priceTaxIncl', direction: 'desc', limit: 5 },
    });
    expect(first.errors).toBeUndefined();
    const page = first.data!.ecommerceProducts;
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.nextToken).toEqual(expect.any(String));
    const prices = page.items.map((p) => p.priceTaxIncl);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const second = await call<{ ecommerceProducts: ProductPage }>(PRODUCTS, {
      input: { sort: 'priceTaxIncl', direction: 'desc', limit: 5, nextToken: page.nextToken },
    });
    const firstIds = new Set(page.items.map((p) => p.id));
    expect(second.data!.ecommerceProducts.items).toHaveLength(5);
    expect(second.data!.ecommerceProducts.items.some((p) => firstIds.has(p.id))).toBe(false);
    expect(second.data!.ecommerceProducts.items[0]!.priceTaxIncl).toBeLessThanOrEqual(prices.at(-1)!);
    const found = await call<{ ecommerceProducts: { items: Product[]; total: number } }>(PRODUCTS, {
      input: { search: 'cpa exam prep' },
    });
    expect(found.data!.ecommerceProducts.total).toBe(4);
    const bad = await call(PRODUCTS, { input: { sort: 'password' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ messageKey: 'ecommerce.sortInvalid' });
  });

  it('creates a product with an uploaded picture, working out the price with tax to the cent', async () => {
    const upload = await uploadFile(t, staff, {
      kind: 'photo',
      bytes: pngBytes(),
      filename: 'cover.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    const imageId = (upload.json() as { id: string }).id;
    const r = await call<{ createEcommerceProduct: Product }>(CREATE, {
      input: product({ images: [imageId], featuredImageId: imageId }),
    });
    expect(r.errors).toBeUndefined();
    const created = r.data!.createEcommerceProduct;
    expect(created).toMatchObject({ priceTaxExcl: 1999, priceTaxIncl: 2199, taxRate: 10, featuredImageId: imageId });
    expect(created.images).toEqual([{ id: imageId, url: `/api/files/${imageId}`, type: 'image/png' }]);
    // The other way round: the price with tax given, the one without worked out.
    const back = await call<{ createEcommerceProduct: Product }>(CREATE, {
      input: product({ priceTaxExcl: undefined, priceTaxIncl: 1327, taxRate: 7.5 }),
    });
    expect(back.data!.createEcommerceProduct).toMatchObject({ priceTaxExcl: 1234, priceTaxIncl: 1327 });
    // Read back by another staff member: the shop is shared.
    const read = await call<{ ecommerceProduct: Product }>(PRODUCT, { id: created.id }, admin);
    expect(read.data!.ecommerceProduct.sku).toBe(created.sku);
  });

  it('refuses a picture that is not the person’s own image upload', async () => {
    const pdf = await uploadFile(t, staff, { kind: 'resume', bytes: pdfBytes() });
    const pdfId = (pdf.json() as { id: string }).id;
    const others = await uploadFile(t, admin, {
      kind: 'photo',
      bytes: pngBytes(),
      filename: 'a.png',
      contentType: 'image/png',
    });
    const othersId = (others.json() as { id: string }).id;
    for (const id of [pdfId, othersId, '00000000-0000-4000-8000-000000000000']) {
      const r = await call(CREATE, { input: product({ images: [id] }) });
      expect(r.errors?.[0]?.extensions).toMatchObject({ messageKey: 'ecommerce.imageUnknown' });
    }
    // The upload route itself checks the bytes: a "png" that is text is refused.
    const fake = await uploadFile(t, staff, {
      kind: 'photo',
      bytes: Buffer.from('not a picture'),
      filename: 'x.png',
      contentType: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
  });

  it('keeps SKU and handle unique, with a clear message', async () => {
    const a = product();
    expect((await call(CREATE, { input: a })).errors).toBeUndefined();
    const sameSku = await call(CREATE, { input: product({ sku: a.sku.toLowerCase() }) });
    expect(sameSku.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'ecommerce.skuTaken' });
    const sameHandle = await call(CREATE, { input: product({ handle: a.handle }) });
    expect(sameHandle.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'ecommerce.handleTaken' });
    expect(sameHandle.errors?.[0]?.message).toBe('Another product already has this handle');
  });

  it('refuses negative prices and quantities and bad input, writing nothing', async () => {
    const [{ before } = { before: 0 }] = await db().select({ before: count() }).from(ecommerceProducts);
    const cases: [Record<string, unknown>, string][] = [
      [{ priceTaxExcl: -1 }, 'ecommerce.priceInvalid'],
      [{ quantity: -3 }, 'ecommerce.quantityInvalid'],
      [{ comparedPrice: -100 }, 'ecommerce.priceInvalid'],
      [{ taxRate: 150 }, 'ecommerce.taxRateInvalid'],
      [{ name: '  ' }, 'ecommerce.nameRequired'],
      [{ handle: 'Not a handle!' }, 'ecommerce.handleInvalid'],
      [{ priceTaxExcl: undefined }, 'ecommerce.priceRequired'],
      [{ weight: -1 }, 'ecommerce.measureInvalid'],
    ];
    for (const [over, key] of cases) {
      const r = await call(CREATE, { input: product(over) });
      expect(r.errors?.[0]?.extensions?.code, key).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions, key).toMatchObject({ messageKey: key });
    }
    const [{ after } = { after: 0 }] = await db().select({ after: count() }).from(ecommerceProducts);
    expect(after).toBe(before);
  });

  it('updates and deletes a product; an unknown id is NOT_FOUND', async () => {
    const created = (await call<{ createEcommerceProduct: Product }>(CREATE, { input: product() })).data!
      .createEcommerceProduct;
    const upd = await call<{ updateEcommerceProduct: Product }>(
      UPDATE,
      { id: created.id, input: product({ handle: created.handle, sku: created.sku, priceTaxExcl: 4500, quantity: 0 }) },
      admin,
    );
    expect(upd.errors).toBeUndefined();
    expect(upd.data!.updateEcommerceProduct).toMatchObject({ priceTaxIncl: 4950, quantity: 0 });
    expect((await call(DELETE, { id: created.id })).errors).toBeUndefined();
    for (const [q, v] of [
      [PRODUCT, { id: created.id }],
      [DELETE, { id: created.id }],
      [UPDATE, { id: created.id, input: product() }],
      [PRODUCT, { id: 'not-an-id' }],
    ] as const) {
      expect((await call(q, v)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('lists orders by reference or customer and by status', async () => {
    const shipped = await call<{ ecommerceOrders: { items: Order[]; total: number } }>(ORDERS, {
      input: { status: 'shipped', limit: 100 },
    });
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.ecommerceOrders.total).toBeGreaterThan(0);
    for (const o of shipped.data!.ecommerceOrders.items) expect(o.status.at(-1)!.slug).toBe('shipped');
    const one = shipped.data!.ecommerceOrders.items[0]!;
    const byRef = await call<{ ecommerceOrders: { items: Order[] } }>(ORDERS, {
      input: { search: one.reference.toLowerCase() },
    });
    expect(byRef.data!.ecommerceOrders.items.map((o) => o.id)).toContain(one.id);
    const byName = await call<{ ecommerceOrders: { items: Order[] } }>(ORDERS, {
      input: { search: one.customer.lastName },
    });
    expect(byName.data!.ecommerceOrders.items.map((o) => o.id)).toContain(one.id);
    const bad = await call(ORDERS, { input: { status: 'lost' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ messageKey: 'ecommerce.statusInvalid' });
  });

  /** Every page of a list, following nextToken from the first page to the last. */
  async function allPages<T extends { id: string }>(
    query: string,
    field: 'ecommerceProducts' | 'ecommerceOrders',
    input: Record<string, unknown>,
  ): Promise<{ items: T[]; total: number; pages: number }> {
    const items: T[] = [];
    let nextToken: string | null = null;
    let total = 0;
    let pages = 0;
    do {
      const r: GraphqlResponse<Record<string, ListPage<T>>> = await call<Record<string, ListPage<T>>>(query, {
        input: { ...input, nextToken },
      });
      expect(r.errors).toBeUndefined();
      const page: ListPage<T> = r.data![field]!;
      items.push(...page.items);
      total = page.total;
      nextToken = page.nextToken;
      pages += 1;
      expect(pages).toBeLessThan(100);
    } while (nextToken);
    return { items, total, pages };
  }

  it('pages through every product exactly once, in order, in each sort and direction (ties broken by id)', async () => {
    // Products with equal prices, quantities and states, so the sorts have ties to break.
    for (let i = 0; i < 3; i++) {
      const r = await call(CREATE, { input: product({ name: `Tie ${i}`, priceTaxExcl: 1000, quantity: 7 }) });
      expect(r.errors).toBeUndefined();
    }
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(ecommerceProducts);
    for (const sort of PRODUCT_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        // The whole list in one page is the order the pages must follow.
        const whole = await call<{ ecommerceProducts: ProductPage }>(PRODUCTS, {
          input: { sort, direction, limit: 100 },
        });
        expect(whole.data!.ecommerceProducts.nextToken).toBeNull();
        const expected = whole.data!.ecommerceProducts.items.map((p) => p.id);
        expect(expected).toHaveLength(n);
        const paged = await allPages<Product>(PRODUCTS, 'ecommerceProducts', { sort, direction, limit: 7 });
        expect(
          paged.items.map((p) => p.id),
          `${sort} ${direction}`,
        ).toEqual(expected);
        expect(new Set(paged.items.map((p) => p.id)).size).toBe(n);
        expect(paged.total).toBe(n);
        expect(paged.pages).toBe(Math.ceil(n / 7));
      }
    }
    // The numbers are in order, each page after the one before.
    const byPrice = await allPages<Product>(PRODUCTS, 'ecommerceProducts', { sort: 'priceTaxIncl', limit: 4 });
    const prices = byPrice.items.map((p) => p.priceTaxIncl);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // With a search, the pages hold the matching products only.
    const found = await allPages<Product>(PRODUCTS, 'ecommerceProducts', {
      search: 'Tie ',
      limit: 2,
      sort: 'quantity',
    });
    expect(found.items.map((p) => p.name).sort()).toEqual(['Tie 0', 'Tie 1', 'Tie 2']);
    expect(found.pages).toBe(2);
  });

  it('pages through the orders by nextToken in each sort, with the search and the status filter', async () => {
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(ecommerceOrders);
    for (const sort of ORDER_SORTS) {
      const paged = await allPages<Order>(ORDERS, 'ecommerceOrders', { sort, direction: 'desc', limit: 25 });
      expect(paged.items).toHaveLength(n);
      expect(new Set(paged.items.map((o) => o.id)).size).toBe(n);
      expect(paged.total).toBe(n);
      if (sort === 'total') {
        const totals = paged.items.map((o) => o.total);
        expect(totals).toEqual([...totals].sort((a, b) => b - a));
      }
      if (sort === 'date') {
        const dates = paged.items.map((o) => Date.parse(o.date));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
      }
    }
    const shipped = await db()
      .select({ id: ecommerceOrders.id })
      .from(ecommerceOrders)
      .where(eq(ecommerceOrders.currentStatus, 'shipped'));
    const paged = await allPages<Order>(ORDERS, 'ecommerceOrders', { status: 'shipped', sort: 'customer', limit: 2 });
    expect(paged.items.map((o) => o.id).sort()).toEqual(shipped.map((o) => o.id).sort());
    for (const o of paged.items) expect(o.status.at(-1)!.slug).toBe('shipped');
  });

  it('refuses a page token that is not one, or was made for another sort, with a clear message', async () => {
    const first = await call<{ ecommerceProducts: ProductPage }>(PRODUCTS, { input: { sort: 'name', limit: 3 } });
    const token = first.data!.ecommerceProducts.nextToken!;
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = first.data!.ecommerceProducts.items[0]!.id;
    for (const [query, input] of [
      [PRODUCTS, { nextToken: 'not a token' }],
      [PRODUCTS, { nextToken: forged({ a: 1 }) }],
      [PRODUCTS, { sort: 'sku', limit: 3, nextToken: token }],
      [PRODUCTS, { sort: 'name', direction: 'desc', limit: 3, nextToken: token }],
      [PRODUCTS, { sort: 'priceTaxIncl', nextToken: forged(['priceTaxIncl', 'asc', '99999999999', id]) }],
      [PRODUCTS, { sort: 'createdAt', nextToken: forged(['createdAt', 'asc', '2026-02-30 10:00:00+00', id]) }],
      [PRODUCTS, { sort: 'active', nextToken: forged(['active', 'asc', 'yes', id]) }],
      [PRODUCTS, { sort: 'name', nextToken: forged(['name', 'asc', 'A\u0000', id]) }],
      [PRODUCTS, { sort: 'name', nextToken: forged(['name', 'asc', 'A', 'not-an-id']) }],
      [ORDERS, { nextToken: token }],
      [ORDERS, { sort: 'date', nextToken: forged(['date', 'desc', 'yesterday', id]) }],
    ] as const) {
      const r = await call(query, { input });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions).toMatchObject({ messageKey: 'ecommerce.nextTokenInvalid' });
      expect(r.errors?.[0]?.message).toContain('The page token is not valid');
    }
    const tooMany = await call(PRODUCTS, { input: { limit: 500 } });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ messageKey: 'ecommerce.limitInvalid' });
  });

  it('appends a dated status to an order’s history', async () => {
    const [row] = await db()
      .select()
      .from(ecommerceOrders)
      .where(eq(ecommerceOrders.currentStatus, 'preparing'))
      .limit(1);
    const r = await call<{ addEcommerceOrderStatus: Order }>(ADD_STATUS, {
      input: { orderId: row!.id, status: 'shipped' },
    });
    expect(r.errors).toBeUndefined();
    const order = r.data!.addEcommerceOrderStatus;
    expect(order.status).toHaveLength(row!.statuses.length + 1);
    expect(order.status.at(-1)).toMatchObject({ slug: 'shipped', name: 'Shipped', color: '#6a1b9a' });
    expect(Date.parse(order.status.at(-1)!.date)).toBeGreaterThanOrEqual(Date.parse(order.status.at(-2)!.date));
    const read = await call<{ ecommerceOrder: Order }>(ORDER, { id: row!.id }, admin);
    expect(read.data!.ecommerceOrder.status.at(-1)!.slug).toBe('shipped');
    const bad = await call(ADD_STATUS, { input: { orderId: row!.id, status: 'teleported' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ messageKey: 'ecommerce.statusInvalid' });
    const missing = await call(ADD_STATUS, {
      input: { orderId: '00000000-0000-4000-8000-000000000000', status: 'shipped' },
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('creates an order whose sums the server works out from the shop’s prices', async () => {
    const a = (await call<{ createEcommerceProduct: Product }>(CREATE, { input: product({ priceTaxExcl: 1999 }) }))
      .data!.createEcommerceProduct;
    const b = (await call<{ createEcommerceProduct: Product }>(CREATE, { input: product({ priceTaxExcl: 455 }) })).data!
      .createEcommerceProduct;
    const r = await call<{ createEcommerceOrder: Order }>(CREATE_ORDER, {
      input: {
        customer: {
          firstName: 'Deniz',
          lastName: 'Arslan',
          email: 'deniz@example.com',
          invoiceAddress: 'Ankara',
          shippingAddress: 'Ankara',
        },
        products: [
          { productId: a.id, quantity: 3 },
          { productId: b.id, quantity: 1 },
        ],
        discount: -500,
        paymentMethod: 'PayPal',
        carrier: 'USPS',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.createEcommerceOrder).toMatchObject({ subtotal: 6452, tax: 645, discount: -500, total: 6597 });
    expect(r.data!.createEcommerceOrder.payment).toMatchObject({ method: 'PayPal', amount: 6597 });
    const bad = await call(CREATE_ORDER, {
      input: {
        customer: { firstName: 'D', lastName: 'A', email: 'x@example.com', invoiceAddress: 'A', shippingAddress: 'A' },
        products: [{ productId: a.id, quantity: 1 }],
        discount: 500,
        paymentMethod: 'Cash',
        carrier: 'TNT',
      },
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('takes the stock of a new order, starts it at the first status, and refuses more than is left', async () => {
    const a = (
      await call<{ createEcommerceProduct: Product }>(CREATE, { input: product({ priceTaxExcl: 1000, quantity: 5 }) })
    ).data!.createEcommerceProduct;
    // A product taxed at another rate is taxed at its own.
    const b = (
      await call<{ createEcommerceProduct: Product }>(CREATE, {
        input: product({ priceTaxExcl: 2000, taxRate: 20, quantity: 2 }),
      })
    ).data!.createEcommerceProduct;
    const customer = {
      firstName: 'Elif',
      lastName: 'Kaya',
      email: 'elif@example.com',
      invoiceAddress: 'Kadıköy, İstanbul',
      shippingAddress: 'Beşiktaş, İstanbul',
    };
    const stock = async (id: string) =>
      (
        await db().select({ q: ecommerceProducts.quantity }).from(ecommerceProducts).where(eq(ecommerceProducts.id, id))
      )[0]!.q;
    const ordersBefore = (await db().select({ n: count() }).from(ecommerceOrders))[0]!.n;

    const r = await call<{ createEcommerceOrder: Order }>(CREATE_ORDER, {
      input: {
        customer,
        // The same product on two lines is one line of 3.
        products: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 1 },
          { productId: a.id, quantity: 1 },
        ],
        paymentMethod: 'Credit Card',
        carrier: 'FedEx',
      },
    });
    expect(r.errors).toBeUndefined();
    const order = r.data!.createEcommerceOrder;
    expect(order.products.map((l) => [l.id, l.quantity, l.price])).toEqual([
      [a.id, 3, 1000],
      [b.id, 1, 2000],
    ]);
    // 3 × 10.00 at 10% + 1 × 20.00 at 20% = 50.00 + 3.00 + 4.00.
    expect(order).toMatchObject({ subtotal: 5000, tax: 700, discount: 0, total: 5700 });
    expect(order.status.map((s) => s.slug)).toEqual(['pre-order-unpaid']);
    expect(order.customer).toMatchObject({ firstName: 'Elif', email: 'elif@example.com' });
    expect(await stock(a.id)).toBe(2);
    expect(await stock(b.id)).toBe(1);

    // More than is left: refused by name, and nothing is written (not even the other line's stock).
    const tooMany = await call(CREATE_ORDER, {
      input: {
        customer,
        products: [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 2 },
        ],
        paymentMethod: 'Check',
        carrier: 'TNT',
      },
    });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'ecommerce.outOfStock',
    });
    expect(tooMany.errors?.[0]?.message).toBe(`Not enough “${b.name}” in stock: 1 left`);
    expect(await stock(a.id)).toBe(2);
    expect(await stock(b.id)).toBe(1);
    expect((await db().select({ n: count() }).from(ecommerceOrders))[0]!.n).toBe(ordersBefore + 1);

    // Two orders racing for the last two copies: one gets them.
    const race = await Promise.all(
      [1, 2].map(() =>
        call(CREATE_ORDER, {
          input: { customer, products: [{ productId: a.id, quantity: 2 }], paymentMethod: 'PayPal', carrier: 'USPS' },
        }),
      ),
    );
    expect(race.filter((x) => !x.errors)).toHaveLength(1);
    expect(await stock(a.id)).toBe(0);

    // A hidden product cannot be ordered.
    await call(UPDATE, { id: b.id, input: product({ name: b.name, handle: b.handle, sku: b.sku, active: false }) });
    const hidden = await call(CREATE_ORDER, {
      input: { customer, products: [{ productId: b.id, quantity: 1 }], paymentMethod: 'Check', carrier: 'TNT' },
    });
    expect(hidden.errors?.[0]?.extensions).toMatchObject({ messageKey: 'ecommerce.productUnavailable' });
  });

  it('refuses guests, job seekers and employers on every operation', async () => {
    const [row] = await db().select().from(ecommerceOrders).limit(1);
    const [p] = await db().select().from(ecommerceProducts).limit(1);
    const ops: [string, Record<string, unknown>][] = [
      [PRODUCTS, {}],
      [PRODUCT, { id: p!.id }],
      [CREATE, { input: product() }],
      [UPDATE, { id: p!.id, input: product() }],
      [DELETE, { id: p!.id }],
      [ORDERS, {}],
      [ORDER, { id: row!.id }],
      [ADD_STATUS, { input: { orderId: row!.id, status: 'shipped' } }],
      [
        CREATE_ORDER,
        {
          input: {
            customer: {
              firstName: 'D',
              lastName: 'A',
              email: 'x@example.com',
              invoiceAddress: 'A',
              shippingAddress: 'A',
            },
            products: [{ productId: p!.id, quantity: 1 }],
            paymentMethod: 'Check',
            carrier: 'TNT',
          },
        },
      ],
    ];
    for (const [q, v] of ops) {
      expect((await call(q, v, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await call(q, v, seeker)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(q, v, employer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // Nothing changed: the product is still there and the order's history is as it was.
    expect((await db().select().from(ecommerceProducts).where(eq(ecommerceProducts.id, p!.id))).length).toBe(1);
    const [after] = await db().select().from(ecommerceOrders).where(eq(ecommerceOrders.id, row!.id));
    expect(after!.statuses).toEqual(row!.statuses);
  });
});
