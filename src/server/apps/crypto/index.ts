// What the composition root uses of the crypto dashboard.
export { cryptoModule } from './crypto.graphql.ts';
