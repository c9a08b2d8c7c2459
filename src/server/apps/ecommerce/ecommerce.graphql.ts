import { orderStatusOf } from '../../../domain/ecommerce-schemas.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import {
  addOrderStatus,
  createOrder,
  createProduct,
  deleteProduct,
  getOrder,
  getProduct,
  listOrders,
  listProducts,
  updateProduct,
  type OrderRow,
  type ProductRow,
} from './ecommerce-service.ts';

/** A product as the shop's staff see it (SPEC ecommerce_product); money in cents. */
function toProduct(row: ProductRow) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An order (SPEC ecommerce_order); each status with its name and colour. */
function toOrder(row: OrderRow) {
  return {
    id: row.id,
    reference: row.reference,
    subtotal: row.subtotal,
    tax: row.tax,
    discount: row.discount,
    total: row.total,
    date: row.date.toISOString(),
    customer: row.customer,
    products: row.products,
    status: row.statuses.map((s) => {
      const known = orderStatusOf(s.status);
      return { id: s.id, slug: known.slug, name: known.name, color: known.color, date: s.date };
    }),
    payment: row.payment,
    shippingDetails: row.shippingDetails,
  };
}

export const ecommerceModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A picture of a product: an uploaded image read at url."
    type ProductImage {
      id: ID!
      url: String!
      type: String!
    }
    "A product of the body's shop (SPEC ecommerce_product). Money is in cents."
    type Product {
      id: ID!
      name: String!
      handle: String!
      description: String!
      categories: [String!]!
      tags: [String!]!
      featuredImageId: ID
      images: [ProductImage!]!
      priceTaxExcl: Int!
      "priceTaxExcl with taxRate added, to the cent (worked out by the server)."
      priceTaxIncl: Int!
      "A percentage, e.g. 10."
      taxRate: Float!
      comparedPrice: Int!
      quantity: Int!
      sku: String!
      "Centimetres."
      width: Float!
      height: Float!
      depth: Float!
      "Kilograms."
      weight: Float!
      extraShippingFee: Int!
      active: Boolean!
      createdAt: String!
      updatedAt: String!
    }
    "A page of products (SPEC's list convention: limit + nextToken)."
    type ProductPage {
      items: [Product!]!
      "How many products match the search."
      total: Int!
      "Pass it back as nextToken, with the same search and sort, for the next page; null on the last."
      nextToken: String
    }
    input ProductListInput {
      "Words in the name, SKU, handle or categories."
      search: String
      "name, sku, priceTaxIncl, quantity, active or createdAt."
      sort: String
      "asc or desc."
      direction: String
      "Rows per page, 1 to 100 (10 by default)."
      limit: Int
      "The nextToken of the previous page; none for the first."
      nextToken: String
    }
    "A product to save. Give priceTaxExcl or priceTaxIncl (cents); the server works out the other."
    input ProductInput {
      name: String!
      handle: String!
      description: String
      categories: [String!]
      tags: [String!]
      "Ids of uploaded images (POST /api/files) or of pictures already on the product."
      images: [ID!]
      featuredImageId: ID
      priceTaxExcl: Int
      priceTaxIncl: Int
      taxRate: Float
      comparedPrice: Int
      quantity: Int
      sku: String!
      width: Float
      height: Float
      depth: Float
      weight: Float
      extraShippingFee: Int
      active: Boolean
    }
    type OrderAddress {
      address: String!
      lat: Float
      lng: Float
    }
    type OrderCustomer {
      id: ID!
      firstName: String!
      lastName: String!
      avatar: String
      company: String!
      jobTitle: String!
      email: String!
      phone: String!
      invoiceAddress: OrderAddress!
      shippingAddress: OrderAddress!
    }
    "A line of an order, as sold (price in cents, without tax)."
    type OrderProduct {
      id: ID!
      name: String!
      price: Int!
      quantity: Int!
      image: String
    }
    "A dated status of an order (SPEC section 4)."
    type OrderStatusEntry {
      id: ID!
      slug: String!
      name: String!
      color: String!
      date: String!
    }
    type OrderPayment {
      transactionId: String!
      amount: Int!
      method: String!
      date: String!
    }
    type OrderShipping {
      tracking: String!
      carrier: String!
      weight: Float!
      fee: Int!
      date: String!
    }
    "An order of the shop (SPEC ecommerce_order). subtotal + tax + discount = total, in cents."
    type Order {
      id: ID!
      reference: String!
      subtotal: Int!
      tax: Int!
      "Zero or negative."
      discount: Int!
      total: Int!
      date: String!
      customer: OrderCustomer!
      products: [OrderProduct!]!
      "Oldest first; the last is the current status."
      status: [OrderStatusEntry!]!
      payment: OrderPayment!
      shippingDetails: [OrderShipping!]!
    }
    "A page of orders (SPEC's list convention: limit + nextToken)."
    type OrderPage {
      items: [Order!]!
      "How many orders match the search and status."
      total: Int!
      "Pass it back as nextToken, with the same search, status and sort, for the next page; null on the last."
      nextToken: String
    }
    input OrderListInput {
      "Words in the reference or the customer's name, e-mail or company."
      search: String
      "A status slug: only orders whose current status it is."
      status: String
      "reference, customer, total, date or status."
      sort: String
      "asc or desc."
      direction: String
      "Rows per page, 1 to 100 (10 by default)."
      limit: Int
      "The nextToken of the previous page; none for the first."
      nextToken: String
    }
    input OrderCustomerInput {
      firstName: String!
      lastName: String!
      email: String!
      phone: String
      company: String
      jobTitle: String
      invoiceAddress: String!
      shippingAddress: String!
    }
    input OrderLineInput {
      productId: ID!
      quantity: Int!
    }
    "An order taken by the staff; prices and sums come from the shop."
    input OrderInput {
      customer: OrderCustomerInput!
      products: [OrderLineInput!]!
      "Cents, zero or negative."
      discount: Int
      paymentMethod: String!
      carrier: String!
    }
    input AddOrderStatusInput {
      orderId: ID!
      "A status slug (SPEC section 4)."
      status: String!
    }
    extend type Query {
      "The shop's products, a page at a time (staff and admins)."
      ecommerceProducts(input: ProductListInput): ProductPage!
      ecommerceProduct(id: ID!): Product!
      "The shop's orders, a page at a time (staff and admins)."
      ecommerceOrders(input: OrderListInput): OrderPage!
      ecommerceOrder(id: ID!): Order!
    }
    extend type Mutation {
      createEcommerceProduct(input: ProductInput!): Product!
      updateEcommerceProduct(id: ID!, input: ProductInput!): Product!
      "Returns the deleted product."
      deleteEcommerceProduct(id: ID!): Product!
      createEcommerceOrder(input: OrderInput!): Order!
      "Appends a dated status to the order's history."
      addEcommerceOrderStatus(input: AddOrderStatusInput!): Order!
    }
  `,
  resolvers: {
    Query: {
      ecommerceProducts: async (_root, { input }, ctx) => {
        const page = await listProducts(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input ?? {}));
        return { ...page, items: page.items.map(toProduct) };
      },
      ecommerceProduct: async (_root, { id }, ctx) => {
        requireWorkspaceUser(ctx);
        return toProduct(await getProduct(ctx.db, id));
      },
      ecommerceOrders: async (_root, { input }, ctx) => {
        requireWorkspaceUser(ctx);
        const page = await listOrders(ctx.db, withoutNulls(input ?? {}));
        return { ...page, items: page.items.map(toOrder) };
      },
      ecommerceOrder: async (_root, { id }, ctx) => {
        requireWorkspaceUser(ctx);
        return toOrder(await getOrder(ctx.db, id));
      },
    },
    Mutation: {
      createEcommerceProduct: async (_root, { input }, ctx) =>
        toProduct(await createProduct(ctx.db, requireWorkspaceUser(ctx), withoutNulls(input))),
      updateEcommerceProduct: async (_root, { id, input }, ctx) =>
        toProduct(await updateProduct(ctx.db, requireWorkspaceUser(ctx), id, withoutNulls(input))),
      deleteEcommerceProduct: async (_root, { id }, ctx) => {
        requireWorkspaceUser(ctx);
        return toProduct(await deleteProduct(ctx.db, id));
      },
      createEcommerceOrder: async (_root, { input }, ctx) => {
        requireWorkspaceUser(ctx);
        return toOrder(await createOrder(ctx.db, withoutNulls({ ...input, customer: withoutNulls(input.customer) })));
      },
      addEcommerceOrderStatus: async (_root, { input }, ctx) => {
        requireWorkspaceUser(ctx);
        return toOrder(await addOrderStatus(ctx.db, input));
      },
    },
  },
};

/** GraphQL gives null for a field left out; the schemas treat both as absent. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}
