import { describe, expect, it } from 'vitest';
import { countryTimeZones, defaultTimeZone } from './countryTimeZones.js';

describe('countryTimeZones', () => {
  it("lists a country's zones from the runtime's time zone data", () => {
    expect(countryTimeZones('SE')).toEqual(['Europe/Stockholm']);
    expect(countryTimeZones('es')).toEqual(expect.arrayContaining(['Europe/Madrid', 'Atlantic/Canary']));
    expect(countryTimeZones('US')).toContain('America/Los_Angeles');
  });

  it('knows no zones for an uninhabited or unknown country', () => {
    expect(countryTimeZones('BV')).toEqual([]);
    expect(countryTimeZones('not a country')).toEqual([]);
  });
});

describe('defaultTimeZone', () => {
  it("gives a one-zone country's zone, whatever the browser says", () => {
    expect(defaultTimeZone('SE')).toBe('Europe/Stockholm');
    expect(defaultTimeZone('FR', 'America/New_York')).toBe('Europe/Paris');
  });

  it("prefers the browser's zone when the country uses it", () => {
    expect(defaultTimeZone('US', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(defaultTimeZone('ES', 'Atlantic/Canary')).toBe('Atlantic/Canary');
  });

  it('gives the main zone of a country with several, not the alphabetically first', () => {
    expect(defaultTimeZone('US')).toBe('America/New_York');
    expect(defaultTimeZone('ES', 'Europe/Stockholm')).toBe('Europe/Madrid');
    expect(defaultTimeZone('AU')).toBe('Australia/Sydney');
  });

  it('falls back to UTC where the country has no zone', () => {
    expect(defaultTimeZone('BV')).toBe('UTC');
    expect(defaultTimeZone(null)).toBe('UTC');
    expect(defaultTimeZone(null, 'Europe/Oslo')).toBe('Europe/Oslo');
  });
});
