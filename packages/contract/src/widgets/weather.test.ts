import { describe, expect, it } from 'vitest';
import { ZPlaceSearchRequest, ZWeatherSettings, ZWeatherSnapshot } from './weather.js';

const MALMO = { name: 'Malmö', latitude: 55.60587, longitude: 13.00073, timezone: 'Europe/Stockholm' };

const day = (date: string) => ({ date, high: 7.1, low: 2.4, weatherCode: 3 });
const SNAPSHOT = {
  unit: 'celsius',
  timezone: 'Europe/Stockholm',
  current: { temperature: 4.2, weatherCode: 61, isDay: false },
  today: { high: 7.1, low: 2.4, weatherCode: 3 },
  days: ['01', '02', '03', '04', '05', '06', '07'].map((d) => day(`2026-12-${d}`)),
  fetchedAt: '2026-12-01T10:00:00.000Z',
};

describe('weather settings', () => {
  it('keeps a place, a unit and a forecast', () => {
    const settings = {
      location: { ...MALMO, country: 'Sweden', admin1: 'Skåne' },
      unit: 'fahrenheit',
      forecast: 'weekly',
    };
    expect(ZWeatherSettings.parse(settings)).toEqual(settings);
  });

  it('refuses coordinates off the globe, an unknown time zone, unit or forecast', () => {
    const valid = { location: MALMO, unit: 'celsius', forecast: 'daily' };
    expect(ZWeatherSettings.safeParse(valid).success).toBe(true);
    for (const location of [
      { ...MALMO, latitude: 91 },
      { ...MALMO, longitude: -181 },
      { ...MALMO, timezone: 'Europe/Atlantis' },
      { ...MALMO, name: ' ' },
    ]) {
      expect(ZWeatherSettings.safeParse({ ...valid, location }).success, JSON.stringify(location)).toBe(
        false,
      );
    }
    expect(ZWeatherSettings.safeParse({ ...valid, unit: 'kelvin' }).success).toBe(false);
    expect(ZWeatherSettings.safeParse({ ...valid, forecast: 'hourly' }).success).toBe(false);
  });
});

describe('weather snapshot', () => {
  it('holds the weather now, today and seven days', () => {
    expect(ZWeatherSnapshot.parse(SNAPSHOT)).toEqual(SNAPSHOT);
    expect(ZWeatherSnapshot.safeParse({ ...SNAPSHOT, days: SNAPSHOT.days.slice(1) }).success).toBe(false);
    const badDate = { ...SNAPSHOT, days: [day('1 Dec 2026'), ...SNAPSHOT.days.slice(1)] };
    expect(ZWeatherSnapshot.safeParse(badDate).success).toBe(false);
    const badCode = { ...SNAPSHOT, current: { ...SNAPSHOT.current, weatherCode: 100 } };
    expect(ZWeatherSnapshot.safeParse(badCode).success).toBe(false);
  });
});

describe('place search', () => {
  it('looks up 2 to 100 characters in a language Placard speaks', () => {
    expect(ZPlaceSearchRequest.parse({ query: ' Ma ', language: 'sv' })).toEqual({
      query: 'Ma',
      language: 'sv',
    });
    expect(ZPlaceSearchRequest.safeParse({ query: 'M', language: 'en' }).success).toBe(false);
    expect(ZPlaceSearchRequest.safeParse({ query: 'M'.repeat(101), language: 'en' }).success).toBe(false);
    expect(ZPlaceSearchRequest.safeParse({ query: 'Malmö', language: 'de' }).success).toBe(false);
  });
});
