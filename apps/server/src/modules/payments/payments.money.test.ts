import { describe, expect, it } from 'vitest';
import { minorUnits } from './payments.money.js';

describe('prices as Stripe charges them', () => {
  it('counts cents for currencies with a minor unit, rounding what a float leaves over', () => {
    expect(minorUnits(10, 'usd')).toBe(1000);
    expect(minorUnits(45.5, 'EUR')).toBe(4550);
    expect(minorUnits(19.99, 'sek')).toBe(1999);
  });

  it('keeps whole units for zero-decimal currencies', () => {
    expect(minorUnits(1200, 'jpy')).toBe(1200);
    expect(minorUnits(500, 'KRW')).toBe(500);
  });
});
