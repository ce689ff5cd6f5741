import { describe, expect, it } from 'vitest';
import { formatPrice } from './formatPrice';

describe('prices of credit packages', () => {
  it("writes the price in the reader's way, with the currency Stripe charges in", () => {
    expect(formatPrice(10, 'usd', 'en')).toBe('$10.00');
    expect(formatPrice(45.5, 'eur', 'fr').replace(/\s/g, ' ')).toBe('45,50 €');
    expect(formatPrice(80, 'sek', 'sv').replace(/\s/g, ' ')).toBe('80,00 kr');
    expect(formatPrice(1200, 'jpy', 'en')).toBe('¥1,200');
  });

  it('falls back to the amount and the code for a code the browser does not know', () => {
    expect(formatPrice(10, 'zz1', 'en')).toBe('10 ZZ1');
  });
});
