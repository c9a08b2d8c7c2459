import { graphql } from '../../../graphql/gql.ts';
import type {
  EcommerceOrderQuery,
  EcommerceOrdersQuery,
  EcommerceProductQuery,
  EcommerceProductsQuery,
  OrderInput,
  OrderListInput,
  ProductInput,
  ProductListInput,
} from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { isolate } from '../../../lib/bidi.ts';

const PRODUCTS = graphql(`
  query EcommerceProducts($input: ProductListInput) {
    ecommerceProducts(input: $input) {
      items {
        id
        name
        sku
        categories
        featuredImageId
        images {
          id
          url
        }
        priceTaxExcl
        priceTaxIncl
        taxRate
        quantity
        active
      }
      total
      nextToken
    }
  }
`);

const PRODUCT = graphql(`
  query EcommerceProduct($id: ID!) {
    ecommerceProduct(id: $id) {
      id
      name
      handle
      description
      categories
      tags
      featuredImageId
      images {
        id
        url
        type
      }
      priceTaxExcl
      priceTaxIncl
      taxRate
      comparedPrice
      quantity
      sku
      width
      height
      depth
      weight
      extraShippingFee
      active
    }
  }
`);

const CREATE_PRODUCT = graphql(`
  mutation CreateEcommerceProduct($input: ProductInput!) {
    createEcommerceProduct(input: $input) {
      id
    }
  }
`);

const UPDATE_PRODUCT = graphql(`
  mutation UpdateEcommerceProduct($id: ID!, $input: ProductInput!) {
    updateEcommerceProduct(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE_PRODUCT = graphql(`
  mutation DeleteEcommerceProduct($id: ID!) {
    deleteEcommerceProduct(id: $id) {
      id
    }
  }
`);

const ORDERS = graphql(`
  query EcommerceOrders($input: OrderListInput) {
    ecommerceOrders(input: $input) {
      items {
        id
        reference
        total
        date
        customer {
          firstName
          lastName
        }
        payment {
          method
        }
        status {
          slug
        }
      }
      total
      nextToken
    }
  }
`);

const ORDER = graphql(`
  query EcommerceOrder($id: ID!) {
    ecommerceOrder(id: $id) {
      id
      reference
      subtotal
      tax
      discount
      total
      date
      customer {
        firstName
        lastName
        company
        jobTitle
        email
        phone
        invoiceAddress {
          address
        }
        shippingAddress {
          address
        }
      }
      products {
        id
        name
        price
        quantity
        image
      }
      status {
        id
        slug
        color
        date
      }
      payment {
        transactionId
        amount
        method
        date
      }
      shippingDetails {
        tracking
        carrier
        weight
        fee
        date
      }
    }
  }
`);

const CREATE_ORDER = graphql(`
  mutation CreateEcommerceOrder($input: OrderInput!) {
    createEcommerceOrder(input: $input) {
      id
      reference
    }
  }
`);

const ADD_STATUS = graphql(`
  mutation AddEcommerceOrderStatus($input: AddOrderStatusInput!) {
    addEcommerceOrderStatus(input: $input) {
      id
    }
  }
`);

export type ProductListItem = EcommerceProductsQuery['ecommerceProducts']['items'][number];
export type ProductDetails = EcommerceProductQuery['ecommerceProduct'];
export type OrderListItem = EcommerceOrdersQuery['ecommerceOrders']['items'][number];
export type OrderDetails = EcommerceOrderQuery['ecommerceOrder'];
export const ECOMMERCE_KEY = ['ecommerce'] as const;

export const fetchProducts = async (input: ProductListInput) => (await request(PRODUCTS, { input })).ecommerceProducts;
export const fetchProduct = async (id: string) => (await request(PRODUCT, { id })).ecommerceProduct;
export const createProduct = async (input: ProductInput) =>
  (await request(CREATE_PRODUCT, { input })).createEcommerceProduct;
export const updateProduct = async (id: string, input: ProductInput) =>
  (await request(UPDATE_PRODUCT, { id, input })).updateEcommerceProduct;
export const deleteProduct = async (id: string) => (await request(DELETE_PRODUCT, { id })).deleteEcommerceProduct;
export const fetchOrders = async (input: OrderListInput) => (await request(ORDERS, { input })).ecommerceOrders;
export const fetchOrder = async (id: string) => (await request(ORDER, { id })).ecommerceOrder;
export const createOrder = async (input: OrderInput) => (await request(CREATE_ORDER, { input })).createEcommerceOrder;
export const addOrderStatus = async (orderId: string, status: string) =>
  (await request(ADD_STATUS, { input: { orderId, status } })).addEcommerceOrderStatus;

/** Cents as money in the reader's language (the shop's prices are in US dollars, SPEC section 9). */
export const formatMoney = (cents: number, language: string) =>
  isolate(new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100));
