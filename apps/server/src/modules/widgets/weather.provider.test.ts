import type { TWeatherSettings } from '@placard/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../test/fakes/open-meteo.js';
import { fetchWeather, searchPlaces } from './weather.provider.js';
import { WidgetSourceError } from './widget-source.error.js';

const MALMO: TWeatherSettings = {
  location: {
    name: 'Malmö',
    latitude: 55.60587,
    longitude: 13.00073,
    timezone: 'Europe/Stockholm',
    country: 'Sweden',
    admin1: 'Skåne',
  },
  unit: 'celsius',
  forecast: 'weekly',
};

let service: FakeOpenMeteo;
const safeFetch = createSafeFetch({ allowPrivate: true, timeoutMs: 500 });

beforeAll(async () => {
  service = await startFakeOpenMeteo();
});

afterEach(() => service.fail(null));

afterAll(async () => {
  await service.close();
});

async function failure(promise: Promise<unknown>): Promise<WidgetSourceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WidgetSourceError))
    throw new Error(`expected a WidgetSourceError, got ${String(error)}`);
  return error;
}

function lastRequest(): URL {
  const request = service.requests.at(-1);
  if (!request) throw new Error('the weather service received no request');
  return request;
}

/** The date `days` after today in Stockholm, YYYY-MM-DD. */
function stockholmDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('the weather at a place', () => {
  it('asks for the current weather and seven days in the place’s time zone', async () => {
    await fetchWeather(safeFetch, service.origin, MALMO);
    const request = lastRequest();
    expect(request.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      latitude: '55.60587',
      longitude: '13.00073',
      current: 'temperature_2m,weather_code,is_day',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
      timezone: 'Europe/Stockholm',
      forecast_days: '7',
      temperature_unit: 'celsius',
    });
  });

  it('gives the weather now, today’s range and each day of the week in Celsius', async () => {
    const before = Date.now();
    const snapshot = await fetchWeather(safeFetch, service.origin, MALMO);
    expect(snapshot).toMatchObject({
      unit: 'celsius',
      timezone: 'Europe/Stockholm',
      current: { temperature: 2.8, weatherCode: 0, isDay: true },
      today: { high: 2.8, low: -2.2, weatherCode: 0 },
    });
    expect(snapshot.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(stockholmDate));
    expect(snapshot.days.map((day) => [day.high, day.low])).toEqual([
      [2.8, -2.2],
      [3.3, -1.7],
      [3.8, -1.2],
      [4.3, -0.7],
      [4.8, -0.2],
      [5.3, 0.3],
      [5.8, 0.8],
    ]);
    expect(snapshot.days.map((day) => day.weatherCode)).toEqual([0, 2, 3, 61, 71, 80, 95]);
    expect(snapshot.days[3]?.precipitationProbability).toBe(80);
    expect(Date.parse(snapshot.fetchedAt)).toBeGreaterThanOrEqual(before);
  });

  it('gives the same weather in Fahrenheit when the element asks for it', async () => {
    const snapshot = await fetchWeather(safeFetch, service.origin, { ...MALMO, unit: 'fahrenheit' });
    expect(lastRequest().searchParams.get('temperature_unit')).toBe('fahrenheit');
    expect(snapshot.unit).toBe('fahrenheit');
    expect(snapshot.current.temperature).toBe(37);
    expect(snapshot.today).toEqual({ high: 37, low: 28, weatherCode: 0 });
    expect(snapshot.days[6]).toMatchObject({ high: 42.4, low: 33.4 });
  });

  it('reads from a service under a path, with or without a trailing slash', async () => {
    await expect(fetchWeather(safeFetch, `${service.origin}/`, MALMO)).resolves.toMatchObject({
      unit: 'celsius',
    });
    const error = await failure(fetchWeather(safeFetch, `${service.origin}/open-meteo`, MALMO));
    expect(lastRequest().pathname).toBe('/open-meteo/v1/forecast');
    expect(error.code).toBe('FETCH_HTTP_STATUS');
  });

  it('says why the service refused the request, in its own words', async () => {
    const offGlobe = { ...MALMO, location: { ...MALMO.location, latitude: 95 } };
    const error = await failure(fetchWeather(safeFetch, service.origin, offGlobe));
    expect(error.code).toBe('WEATHER_REFUSED');
    expect(error.message).toBe(
      'The weather service refused the request: Latitude must be in range of -90 to 90°. Given: 95.',
    );
  });

  it('refuses an answer that is not JSON, or not a forecast, without crashing', async () => {
    service.fail('malformed');
    const notJson = await failure(fetchWeather(safeFetch, service.origin, MALMO));
    expect(notJson.code).toBe('WEATHER_INVALID');
    expect(notJson.message).toContain('something other than JSON');
    service.fail('wrongShape');
    const notForecast = await failure(fetchWeather(safeFetch, service.origin, MALMO));
    expect(notForecast.code).toBe('WEATHER_INVALID');
    expect(notForecast.message).toContain('something other than a forecast');
  });

  it('refuses temperatures in another unit than the one asked for', async () => {
    service.fail('celsiusOnly');
    const error = await failure(fetchWeather(safeFetch, service.origin, { ...MALMO, unit: 'fahrenheit' }));
    expect(error.code).toBe('WEATHER_INVALID');
    expect(error.message).toContain('°F was asked for');
  });

  it('names a service that fails, hangs or cannot be reached', async () => {
    service.fail('serverError');
    const broken = await failure(fetchWeather(safeFetch, service.origin, MALMO));
    expect(broken.code).toBe('FETCH_HTTP_STATUS');
    expect(broken.message).toContain('500');
    service.fail('slow');
    const started = Date.now();
    expect((await failure(fetchWeather(safeFetch, service.origin, MALMO))).code).toBe('FETCH_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(3_000);
    service.fail('down');
    expect((await failure(fetchWeather(safeFetch, service.origin, MALMO))).code).toBe('FETCH_NETWORK');
  });

  it('does not reach a private address unless allowed to', async () => {
    const publicOnly = createSafeFetch({ allowPrivate: false });
    const before = service.requests.length;
    const error = await failure(fetchWeather(publicOnly, service.origin, MALMO));
    expect(error.code).toBe('FETCH_BLOCKED_ADDRESS');
    expect((await failure(searchPlaces(publicOnly, service.origin, 'Malmö', 'en'))).code).toBe(
      'FETCH_BLOCKED_ADDRESS',
    );
    expect(service.requests).toHaveLength(before);
  });
});

describe('finding a place', () => {
  it('asks for ten places in the user’s language', async () => {
    await searchPlaces(safeFetch, service.origin, 'Malmö', 'sv');
    const request = lastRequest();
    expect(request.pathname).toBe('/v1/search');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      name: 'Malmö',
      count: '10',
      language: 'sv',
      format: 'json',
    });
  });

  it('gives each place found ready to become an element’s location', async () => {
    expect(await searchPlaces(safeFetch, service.origin, 'malm', 'en')).toEqual([
      {
        id: 2692969,
        name: 'Malmö',
        latitude: 55.60587,
        longitude: 13.00073,
        timezone: 'Europe/Stockholm',
        country: 'Sweden',
        countryCode: 'SE',
        admin1: 'Skåne',
      },
    ]);
  });

  it('names the places in the language asked for', async () => {
    const [stockholm] = await searchPlaces(safeFetch, service.origin, 'Estocolmo', 'es');
    expect(stockholm).toMatchObject({ name: 'Estocolmo', country: 'Suecia', timezone: 'Europe/Stockholm' });
    const [newYork] = await searchPlaces(safeFetch, service.origin, 'New York', 'fr');
    expect(newYork).toMatchObject({ name: 'New York', country: 'États-Unis', admin1: 'New York' });
    const [paris] = await searchPlaces(safeFetch, service.origin, 'paris', 'sv');
    expect(paris).toMatchObject({ name: 'Paris', country: 'Frankrike', countryCode: 'FR' });
  });

  it('finds nothing when nothing matches', async () => {
    expect(await searchPlaces(safeFetch, service.origin, 'Atlantis', 'en')).toEqual([]);
  });

  it('refuses a place list that is not one, and names a service that fails', async () => {
    service.fail('wrongShape');
    const error = await failure(searchPlaces(safeFetch, service.origin, 'Madrid', 'es'));
    expect(error.code).toBe('WEATHER_INVALID');
    expect(error.message).toContain('something other than a place list');
    service.fail('slow');
    expect((await failure(searchPlaces(safeFetch, service.origin, 'Madrid', 'es'))).code).toBe(
      'FETCH_TIMEOUT',
    );
  });
});
