// What the composition root and the seed use of the e-commerce app.
export { ecommerceModule } from './ecommerce.graphql.ts';
export { clearEcommerce, seedEcommerceSamples } from './ecommerce-samples.ts';
