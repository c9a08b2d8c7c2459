import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Carrier, OrderStatusSlug, PaymentMethod } from '../../../domain/ecommerce-schemas.ts';

// The e-commerce app (SPEC section 3): the body's shop, shared by the whole workspace (no owner).
// Money is whole cents; a tax rate is a percentage with at most two decimals.

/** A product picture: an uploaded image (files table), read at /api/files/<id>. */
export interface ProductImageJson {
  id: string;
  url: string;
  type: string;
}

export const ecommerceProducts = pgTable(
  'ecommerce_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    description: text('description').notNull().default(''),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: jsonb('images').$type<ProductImageJson[]>().notNull().default([]),
    featuredImageId: uuid('featured_image_id'),
    priceTaxExcl: integer('price_tax_excl').notNull(),
    priceTaxIncl: integer('price_tax_incl').notNull(),
    taxRate: real('tax_rate').notNull(),
    comparedPrice: integer('compared_price').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    sku: text('sku').notNull(),
    width: real('width').notNull().default(0),
    height: real('height').notNull().default(0),
    depth: real('depth').notNull().default(0),
    weight: real('weight').notNull().default(0),
    extraShippingFee: integer('extra_shipping_fee').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('ecommerce_products_handle_key').on(t.handle),
    uniqueIndex('ecommerce_products_sku_key').on(t.sku),
    index('ecommerce_products_name_idx').on(t.name),
  ],
);

export interface OrderAddressJson {
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface OrderCustomerJson {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  company: string;
  jobTitle: string;
  email: string;
  phone: string;
  invoiceAddress: OrderAddressJson;
  shippingAddress: OrderAddressJson;
}

/** A line of an order as it was sold (name and price of that day, in cents). */
export interface OrderProductJson {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image: string | null;
}

export interface OrderStatusJson {
  id: string;
  status: OrderStatusSlug;
  date: string;
}

export interface OrderPaymentJson {
  transactionId: string;
  amount: number;
  method: PaymentMethod;
  date: string;
}

export interface OrderShippingJson {
  tracking: string;
  carrier: Carrier;
  weight: number;
  fee: number;
  date: string;
}

export const ecommerceOrders = pgTable(
  'ecommerce_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    /** Zero or negative. */
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    customer: jsonb('customer').$type<OrderCustomerJson>().notNull(),
    /** "First Last" of the customer: what the list sorts and searches by. */
    customerName: text('customer_name').notNull(),
    products: jsonb('products').$type<OrderProductJson[]>().notNull().default([]),
    /** The dated statuses, oldest first; the last is the order's current one. */
    statuses: jsonb('statuses').$type<OrderStatusJson[]>().notNull().default([]),
    currentStatus: text('current_status').$type<OrderStatusSlug>().notNull(),
    payment: jsonb('payment').$type<OrderPaymentJson>().notNull(),
    shippingDetails: jsonb('shipping_details').$type<OrderShippingJson[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('ecommerce_orders_reference_key').on(t.reference),
    index('ecommerce_orders_date_idx').on(t.date.desc(), t.id.desc()),
    index('ecommerce_orders_status_idx').on(t.currentStatus, t.date.desc()),
  ],
);
