// What other features use of the currency rates: the demo data puts the starting rates back.
export { resetCurrencyRates } from './rates-service.ts';
