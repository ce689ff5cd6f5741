/**
 * Currencies Stripe charges in whole units, without a minor unit
 * (https://docs.stripe.com/currencies#zero-decimal).
 */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** A price in the currency's major unit (10.5) as Stripe's amount in its minor unit (1050). */
export function minorUnits(price: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? Math.round(price) : Math.round(price * 100);
}
