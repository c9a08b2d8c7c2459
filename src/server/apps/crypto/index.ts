// What the composition root and the seed use of the crypto dashboard.
export { cryptoModule } from './crypto.graphql.ts';
export { seedCryptoSamples } from './crypto-samples.ts';
