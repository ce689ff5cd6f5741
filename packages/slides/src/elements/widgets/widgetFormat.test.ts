import { describe, expect, it } from 'vitest';
import { dayName, formatTemperature } from './widgetFormat';

describe('widget formats', () => {
  it('writes temperatures whole, with a true minus sign and never a negative zero', () => {
    expect(formatTemperature(-1.6, 'en')).toBe('−2');
    expect(formatTemperature(-0.4, 'en')).toBe('0');
    expect(formatTemperature(21.5, 'fr')).toBe('22');
  });

  it('names a forecast day by its own calendar date in the viewer’s language', () => {
    expect(dayName('2026-11-26', 'en')).toBe('Thu');
    expect(dayName('2026-11-26', 'fr', 'long')).toBe('jeudi');
  });
});
