import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { filePath } from '../../../domain/file-paths.ts';
import { isId } from '../../../domain/ids.ts';
import {
  ECOMMERCE_MESSAGES as M,
  DEFAULT_TAX_RATE,
  ORDER_STATUSES,
  addOrderStatusSchema,
  orderInputSchema,
  orderListSchema,
  orderTotals,
  productInputSchema,
  productListSchema,
  productPrices,
  type OrderSort,
  type ProductInput,
  type ProductSort,
} from '../../../domain/ecommerce-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { ecommerceOrders, ecommerceProducts, files, type ProductImageJson } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { parseInput } from '../../lib/validate.ts';
import { keysetOf, pageToken, readPageToken, type SortKey } from './ecommerce-paging.ts';

// The shop is the workspace's, not one person's: every staff member and admin reads and changes
// the same products and orders (the caller has been checked by requireWorkspaceUser).

export type ProductRow = typeof ecommerceProducts.$inferSelect;
export type OrderRow = typeof ecommerceOrders.$inferSelect;

const productNotFound = () => new AppError('NOT_FOUND', M.productNotFound);
const orderNotFound = () => new AppError('NOT_FOUND', M.orderNotFound);

export interface Page<T> {
  items: T[];
  /** How many rows match, on every page. */
  total: number;
  /** Passed back for the page after this one; null on the last page. */
  nextToken: string | null;
}

const productSortKey: Record<ProductSort, SortKey> = {
  name: { column: ecommerceProducts.name, kind: 'text' },
  sku: { column: ecommerceProducts.sku, kind: 'text' },
  priceTaxIncl: { column: ecommerceProducts.priceTaxIncl, kind: 'int' },
  quantity: { column: ecommerceProducts.quantity, kind: 'int' },
  active: { column: ecommerceProducts.active, kind: 'bool' },
  createdAt: { column: ecommerceProducts.createdAt, kind: 'time' },
};

/** The page's rows and the token of the page after it (one row more is read to know there is one). */
function pageOf<T>(
  rows: { row: T; key: string; id: string }[],
  limit: number,
  sort: string,
  direction: 'asc' | 'desc',
) {
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return {
    items: items.map((r) => r.row),
    nextToken: more && last ? pageToken(sort, direction, { value: last.key, id: last.id }) : null,
  };
}

/**
 * One page of the shop's products, narrowed by a search over name, SKU, handle and categories,
 * sorted by a column, and paged by `limit` + `nextToken` (ecommerce-paging.ts).
 */
export async function listProducts(db: Db, user: UserRow, input: unknown): Promise<Page<ProductRow>> {
  const data = parseInput(productListSchema, input);
  const key = productSortKey[data.sort];
  const keyset = keysetOf(
    key,
    ecommerceProducts.id,
    data.direction,
    readPageToken(data.nextToken, data.sort, data.direction, key.kind),
  );
  let where: SQL | undefined;
  if (data.search) {
    const p = containsPattern(data.search);
    where = or(
      ilike(ecommerceProducts.name, p),
      ilike(ecommerceProducts.sku, p),
      ilike(ecommerceProducts.handle, p),
      sql`array_to_string(${ecommerceProducts.categories}, ' ') ilike ${p}`,
    );
  }
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({ row: ecommerceProducts, key: keyset.keyText, id: ecommerceProducts.id })
      .from(ecommerceProducts)
      .where(and(where, keyset.after))
      .orderBy(...keyset.orderBy)
      .limit(data.limit + 1),
    db.select({ n: count() }).from(ecommerceProducts).where(where),
  ]);
  return { ...pageOf(rows, data.limit, data.sort, data.direction), total: n };
}

export async function getProduct(db: Db, id: string): Promise<ProductRow> {
  if (!isId(id)) throw productNotFound();
  const [row] = await db.select().from(ecommerceProducts).where(eq(ecommerceProducts.id, id)).limit(1);
  if (!row) throw productNotFound();
  return row;
}

/**
 * The product's pictures: each one already on the product (another colleague may have added it),
 * or an image this person uploaded (POST /api/files, which checks the bytes are a picture).
 */
async function productImages(
  db: Db,
  user: UserRow,
  ids: string[],
  current: ProductImageJson[],
): Promise<ProductImageJson[]> {
  const unique = [...new Set(ids)];
  const fresh = unique.filter((id) => !current.some((img) => img.id === id));
  const rows = fresh.length
    ? await db
        .select({ id: files.id, ownerId: files.ownerId, kind: files.kind, mimeType: files.mimeType })
        .from(files)
        .where(inArray(files.id, fresh))
    : [];
  return unique.map((id) => {
    const kept = current.find((img) => img.id === id);
    if (kept) return kept;
    const file = rows.find((r) => r.id === id);
    if (!file || file.ownerId !== user.id || file.kind === 'resume' || !file.mimeType.startsWith('image/'))
      throw new AppError('BAD_USER_INPUT', M.imageUnknown, { details: [{ type: 'images', message: M.imageUnknown }] });
    return { id, url: filePath(id), type: file.mimeType };
  });
}

/** Refuses a handle or SKU another product has, with words saying which. */
async function checkUnique(db: Db, data: ProductInput, exceptId?: string) {
  const others = exceptId ? ne(ecommerceProducts.id, exceptId) : undefined;
  const [clash] = await db
    .select({ handle: ecommerceProducts.handle, sku: ecommerceProducts.sku })
    .from(ecommerceProducts)
    .where(and(or(eq(ecommerceProducts.handle, data.handle), eq(ecommerceProducts.sku, data.sku)), others))
    .limit(1);
  if (clash) throw conflictOf(clash.sku === data.sku ? 'sku' : 'handle');
}

const conflictOf = (field: 'sku' | 'handle') =>
  new AppError('CONFLICT', field === 'sku' ? M.skuTaken : M.handleTaken, {
    details: [{ type: field, message: field === 'sku' ? M.skuTaken : M.handleTaken }],
  });

/** Two saves at once can both pass the check; the unique index then names the field. */
function uniqueViolation(error: unknown): 'sku' | 'handle' | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = e as { code?: string; constraint_name?: string; constraint?: string };
    if (code === '23505') return (constraint_name ?? constraint ?? '').includes('sku') ? 'sku' : 'handle';
  }
  return undefined;
}

async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueViolation(error);
    if (field) throw conflictOf(field);
    throw error;
  }
}

function productValues(data: ProductInput, images: ProductImageJson[]) {
  const { priceTaxExcl, priceTaxIncl } = productPrices(data);
  return {
    name: data.name,
    handle: data.handle,
    description: data.description,
    categories: data.categories,
    tags: data.tags,
    images,
    // With pictures and none chosen, the first one is featured.
    featuredImageId: data.featuredImageId ?? images[0]?.id ?? null,
    priceTaxExcl,
    priceTaxIncl,
    taxRate: data.taxRate,
    comparedPrice: data.comparedPrice,
    quantity: data.quantity,
    sku: data.sku,
    width: data.width,
    height: data.height,
    depth: data.depth,
    weight: data.weight,
    extraShippingFee: data.extraShippingFee,
    active: data.active,
  };
}

export async function createProduct(db: Db, user: UserRow, input: unknown): Promise<ProductRow> {
  const data = parseInput(productInputSchema, input);
  await checkUnique(db, data);
  const images = await productImages(db, user, data.images, []);
  const [row] = await guardUnique(() => db.insert(ecommerceProducts).values(productValues(data, images)).returning());
  return row!;
}

export async function updateProduct(db: Db, user: UserRow, id: string, input: unknown): Promise<ProductRow> {
  const current = await getProduct(db, id);
  const data = parseInput(productInputSchema, input);
  await checkUnique(db, data, current.id);
  const images = await productImages(db, user, data.images, current.images);
  const [row] = await guardUnique(() =>
    db
      .update(ecommerceProducts)
      .set(productValues(data, images))
      .where(eq(ecommerceProducts.id, current.id))
      .returning(),
  );
  if (!row) throw productNotFound();
  return row;
}

export async function deleteProduct(db: Db, id: string): Promise<ProductRow> {
  if (!isId(id)) throw productNotFound();
  // Orders keep their own copy of each line (name, price, picture), so they outlive the product.
  const [row] = await db.delete(ecommerceProducts).where(eq(ecommerceProducts.id, id)).returning();
  if (!row) throw productNotFound();
  return row;
}

const orderSortKey: Record<OrderSort, SortKey> = {
  reference: { column: ecommerceOrders.reference, kind: 'text' },
  customer: { column: ecommerceOrders.customerName, kind: 'text' },
  total: { column: ecommerceOrders.total, kind: 'int' },
  date: { column: ecommerceOrders.date, kind: 'time' },
  status: { column: ecommerceOrders.currentStatus, kind: 'text' },
};

/**
 * One page of the orders, narrowed by a search over reference and customer and by current
 * status, sorted by a column, and paged by `limit` + `nextToken` (ecommerce-paging.ts).
 */
export async function listOrders(db: Db, input: unknown): Promise<Page<OrderRow>> {
  const data = parseInput(orderListSchema, input);
  const key = orderSortKey[data.sort];
  const keyset = keysetOf(
    key,
    ecommerceOrders.id,
    data.direction,
    readPageToken(data.nextToken, data.sort, data.direction, key.kind),
  );
  const where: (SQL | undefined)[] = [];
  if (data.status) where.push(eq(ecommerceOrders.currentStatus, data.status));
  if (data.search) {
    const p = containsPattern(data.search);
    where.push(
      or(
        ilike(ecommerceOrders.reference, p),
        ilike(ecommerceOrders.customerName, p),
        ilike(sql`${ecommerceOrders.customer}->>'email'`, p),
        ilike(sql`${ecommerceOrders.customer}->>'company'`, p),
      ),
    );
  }
  const filtered = and(...where);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({ row: ecommerceOrders, key: keyset.keyText, id: ecommerceOrders.id })
      .from(ecommerceOrders)
      .where(and(filtered, keyset.after))
      .orderBy(...keyset.orderBy)
      .limit(data.limit + 1),
    db.select({ n: count() }).from(ecommerceOrders).where(filtered),
  ]);
  return { ...pageOf(rows, data.limit, data.sort, data.direction), total: n };
}

export async function getOrder(db: Db, id: string): Promise<OrderRow> {
  if (!isId(id)) throw orderNotFound();
  const [row] = await db.select().from(ecommerceOrders).where(eq(ecommerceOrders.id, id)).limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/** Appends a dated status to the order's history; it becomes the current one. */
export async function addOrderStatus(db: Db, input: unknown, now = new Date()): Promise<OrderRow> {
  const data = parseInput(addOrderStatusSchema, input);
  const entry = { id: randomUUID(), status: data.status, date: now.toISOString() };
  // One statement appends, so two colleagues adding a status at once both land in the history.
  const [row] = await db
    .update(ecommerceOrders)
    .set({
      statuses: sql`${ecommerceOrders.statuses} || ${JSON.stringify([entry])}::jsonb`,
      currentStatus: data.status,
    })
    .where(eq(ecommerceOrders.id, data.orderId))
    .returning();
  if (!row) throw orderNotFound();
  return row;
}

/** A short unique reference such as "A1B2C3D4E". */
export const newOrderReference = (): string => randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase();

/**
 * An order taken by the staff: each line is priced from the shop (without tax, as sold), the sums
 * are worked out here, whatever a client may think they are, and the stock is taken: in one
 * transaction each product's quantity goes down by what was ordered, only where that much is left
 * (a conditional UPDATE, so two orders racing for the last copies cannot both get them), or
 * nothing is written at all. A product on several lines is one line. The order starts with the
 * first status of SPEC section 4.
 */
export async function createOrder(db: Db, input: unknown, now = new Date()): Promise<OrderRow> {
  const data = parseInput(orderInputSchema, input);
  const wanted = new Map<string, number>();
  for (const line of data.products) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return db.transaction(async (tx) => {
    const taken: ProductRow[] = [];
    // In id order, so two orders of the same products lock them in the same order.
    for (const [id, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
      const [row] = await tx
        .update(ecommerceProducts)
        .set({ quantity: sql`${ecommerceProducts.quantity} - ${quantity}` })
        .where(
          and(
            eq(ecommerceProducts.id, id),
            eq(ecommerceProducts.active, true),
            gte(ecommerceProducts.quantity, quantity),
          ),
        )
        .returning();
      if (row) {
        taken.push(row);
        continue;
      }
      const [product] = await tx.select().from(ecommerceProducts).where(eq(ecommerceProducts.id, id)).limit(1);
      if (!product?.active)
        throw new AppError('BAD_USER_INPUT', M.productUnavailable, {
          details: [{ type: 'products', message: M.productUnavailable }],
        });
      const params = { name: product.name, available: product.quantity };
      throw new AppError('BAD_USER_INPUT', M.outOfStock, {
        params,
        details: [{ type: 'products', message: M.outOfStock, params, productId: id }],
      });
    }
    const lines = [...wanted].map(([id, quantity]) => {
      const product = taken.find((p) => p.id === id)!;
      const image = product.images.find((i) => i.id === product.featuredImageId) ?? product.images[0];
      return { id, name: product.name, price: product.priceTaxExcl, quantity, image: image?.url ?? null };
    });
    const rateOf = new Map(taken.map((p) => [p.id, p.taxRate]));
    const totals = orderTotals(
      lines.map((l) => ({ ...l, taxRate: rateOf.get(l.id) })),
      DEFAULT_TAX_RATE,
      data.discount,
    );
    const c = data.customer;
    const shippingFee = taken.reduce((sum, p) => sum + p.extraShippingFee, 0);
    const first = ORDER_STATUSES[0].slug;
    const [row] = await tx
      .insert(ecommerceOrders)
      .values({
        reference: newOrderReference(),
        ...totals,
        date: now,
        customer: {
          id: randomUUID(),
          firstName: c.firstName,
          lastName: c.lastName,
          avatar: null,
          company: c.company,
          jobTitle: c.jobTitle,
          email: c.email,
          phone: c.phone,
          invoiceAddress: { address: c.invoiceAddress, lat: null, lng: null },
          shippingAddress: { address: c.shippingAddress, lat: null, lng: null },
        },
        customerName: `${c.firstName} ${c.lastName}`,
        products: lines,
        statuses: [{ id: randomUUID(), status: first, date: now.toISOString() }],
        currentStatus: first,
        payment: { transactionId: '', amount: totals.total, method: data.paymentMethod, date: now.toISOString() },
        shippingDetails: [
          { tracking: '', carrier: data.carrier, weight: 0, fee: shippingFee, date: now.toISOString() },
        ],
      })
      .returning();
    return row!;
  });
}
