// The ecommerce texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const PRODUCT_NAME_MAX = 200;

export const PRODUCT_DESCRIPTION_MAX = 5000;

export const PRODUCT_TERMS_MAX = 10;

export const PRODUCT_IMAGES_MAX = 8;

export const ECOMMERCE_PAGE_MAX = 100;

export const ECOMMERCE_TEXTS = {
  productNotFound: 'The product was not found.',
  orderNotFound: 'The order was not found.',
  nameRequired: 'Enter the product’s name',
  nameTooLong: `The name must be at most ${PRODUCT_NAME_MAX} characters`,
  handleInvalid: 'The handle may hold lower-case letters, digits and dashes (e.g. audit-manual-2026)',
  handleTaken: 'Another product already has this handle',
  skuInvalid: 'Enter a SKU of up to 64 letters, digits, dots or dashes',
  skuTaken: 'Another product already has this SKU',
  descriptionTooLong: `The description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`,
  termInvalid: 'Each category or tag is 1 to 50 characters',
  tooManyTerms: `At most ${PRODUCT_TERMS_MAX} categories and ${PRODUCT_TERMS_MAX} tags`,
  priceInvalid: 'Enter a price of zero or more, with at most two decimals',
  priceRequired: 'Enter the price with or without tax (one of them)',
  taxRateInvalid: 'The tax rate is a percentage from 0 to 100, with at most two decimals',
  quantityInvalid: 'The quantity is a whole number, zero or more',
  measureInvalid: 'Dimensions and weight are zero or more',
  tooManyImages: `A product has at most ${PRODUCT_IMAGES_MAX} images`,
  imageUnknown: 'Add images you uploaded (pictures only)',
  featuredNotAnImage: 'The featured image must be one of the product’s images',
  statusInvalid: 'Choose one of the order statuses',
  sortInvalid: 'Sort by one of the columns',
  limitInvalid: `Ask for 1 to ${ECOMMERCE_PAGE_MAX} rows at a time`,
  nextTokenInvalid: 'The page token is not valid; pass back the nextToken of the previous page, with the same sort',
  searchTooLong: 'The search is too long',
  productsRequired: 'An order needs at least one product',
  productUnavailable: 'One of the products is no longer in the shop',
  outOfStock: 'Not enough “{{name}}” in stock: {{available}} left',
  paymentMethodInvalid: 'Choose a payment method: Credit Card, Check, PayPal or Bank-wire',
  carrierInvalid: 'Choose a carrier: TNT, USPS or FedEx',
  customerInvalid: 'Enter the customer’s first and last name, e-mail and address',
  discountInvalid: 'A discount is zero or a negative amount, not more than the order',
} as const;
