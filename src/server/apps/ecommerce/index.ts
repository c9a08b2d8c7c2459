// What the composition root uses of the e-commerce app.
export { ecommerceModule } from './ecommerce.graphql.ts';
