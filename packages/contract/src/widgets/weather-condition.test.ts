import { describe, expect, it } from 'vitest';
import { WEATHER_CONDITIONS, weatherCondition } from './weather-condition.js';

describe('weatherCondition', () => {
  it('sorts every code Open-Meteo documents into its kind of weather', () => {
    const expected: Record<string, number[]> = {
      clear: [0],
      partlyCloudy: [1, 2],
      cloudy: [3],
      fog: [45, 48],
      drizzle: [51, 53, 55],
      freezingRain: [56, 57, 66, 67],
      rain: [61, 63, 65],
      snow: [71, 73, 75, 77, 85, 86],
      showers: [80, 81, 82],
      thunderstorm: [95, 96, 99],
    };
    for (const [condition, codes] of Object.entries(expected)) {
      for (const code of codes) expect(weatherCondition(code), `code ${code}`).toBe(condition);
    }
    expect(Object.keys(expected).sort()).toEqual([...WEATHER_CONDITIONS].sort());
  });

  it('places an undocumented code in its WMO group', () => {
    expect(weatherCondition(41)).toBe('fog');
    expect(weatherCondition(58)).toBe('drizzle');
    expect(weatherCondition(68)).toBe('rain');
    expect(weatherCondition(79)).toBe('snow');
    expect(weatherCondition(84)).toBe('showers');
    expect(weatherCondition(97)).toBe('thunderstorm');
    expect(weatherCondition(5)).toBe('cloudy');
  });
});
