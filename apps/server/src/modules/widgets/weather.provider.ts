import {
  WEATHER_FORECAST_DAYS,
  ZPlace,
  ZWeatherSnapshot,
  type Locale,
  type TPlace,
  type TWeatherLocation,
  type TWeatherSettings,
  type TWeatherSnapshot,
} from '@placard/contract';
import { z } from 'zod';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { WidgetSourceError } from './widget-source.error.js';

/**
 * The weather widget's source: an Open-Meteo-compatible API (no key), its forecast at
 * WEATHER_API_URL and its place search at GEOCODING_API_URL. A failed read throws WidgetSourceError:
 * the safe fetch's code (FETCH_TIMEOUT, FETCH_NETWORK…) when the service was not read,
 * WEATHER_REFUSED when it refused the request (its reason in the message), WEATHER_INVALID when its
 * answer is not a forecast or a place list.
 */

const CURRENT_VARIABLES = ['temperature_2m', 'weather_code', 'is_day'];
const DAILY_VARIABLES = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
];
const PLACES_MAX = 10;

/** What a forecast is read with: the place's coordinates and time zone, and the unit. */
export type WeatherQuery = Pick<TWeatherSettings, 'unit'> & {
  location: Pick<TWeatherLocation, 'latitude' | 'longitude' | 'timezone'>;
};
const UNIT_SYMBOLS = { celsius: '°C', fahrenheit: '°F' } as const;

/** Open-Meteo's answer to a request it cannot serve, with HTTP status 400. */
const ZRefusal = z.object({ error: z.literal(true), reason: z.string() });

const ZForecastAnswer = z.object({
  timezone: z.string(),
  current_units: z.object({ temperature_2m: z.string() }),
  current: z.object({
    temperature_2m: z.number(),
    weather_code: z.number(),
    is_day: z.union([z.literal(0), z.literal(1)]),
  }),
  daily_units: z.object({ temperature_2m_max: z.string(), temperature_2m_min: z.string() }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number()),
    temperature_2m_max: z.array(z.number()),
    temperature_2m_min: z.array(z.number()),
    // a day beyond the models' reach has none
    precipitation_probability_max: z.array(z.number().nullable()),
  }),
});
type ForecastAnswer = z.infer<typeof ZForecastAnswer>;

const ZGeocodingAnswer = z.object({
  // absent when nothing matched
  results: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        timezone: z.string().optional(),
        country: z.string().optional(),
        country_code: z.string().optional(),
        admin1: z.string().optional(),
      }),
    )
    .optional(),
});

/** `base` (with or without a trailing slash, perhaps with a path) followed by `path` and `query`. */
function endpoint(base: string, path: string, query: Record<string, string>): string {
  return `${base.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
}

function invalid(what: string, detail: string): WidgetSourceError {
  return new WidgetSourceError('WEATHER_INVALID', `The weather service answered ${what}: ${detail}`);
}

/** The JSON the service answered, or the WidgetSourceError saying why there is none. */
async function readJson(safeFetch: SafeFetch, url: string): Promise<unknown> {
  let fetched;
  try {
    fetched = await safeFetch.fetchText(url, { accept: ['application/json'], readStatuses: [400] });
  } catch (error) {
    if (error instanceof FetchError) throw new WidgetSourceError(error.code, error.message);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(fetched.body);
  } catch {
    throw invalid('something other than JSON', fetched.body.slice(0, 80));
  }
  if (fetched.status === 400) {
    const refusal = ZRefusal.safeParse(body);
    const reason = refusal.success ? refusal.data.reason : 'no reason given';
    throw new WidgetSourceError('WEATHER_REFUSED', `The weather service refused the request: ${reason}`);
  }
  return body;
}

function problem(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.join('.') || 'the answer'}: ${issue.message}` : 'unreadable';
}

/** The snapshot of a forecast answer, its days in parallel arrays. */
function snapshotOf(answer: ForecastAnswer, settings: WeatherQuery): TWeatherSnapshot {
  const { current, daily } = answer;
  const symbol = UNIT_SYMBOLS[settings.unit];
  const units = [answer.current_units.temperature_2m, ...Object.values(answer.daily_units)];
  if (units.some((unit) => unit !== symbol)) {
    throw invalid(`temperatures in ${units.join(', ')}`, `${symbol} was asked for`);
  }
  const days = daily.time.slice(0, WEATHER_FORECAST_DAYS).map((date, index) => ({
    date,
    high: daily.temperature_2m_max[index],
    low: daily.temperature_2m_min[index],
    weatherCode: daily.weather_code[index],
    precipitationProbability: daily.precipitation_probability_max[index] ?? undefined,
  }));
  const [today] = days;
  const parsed = ZWeatherSnapshot.safeParse({
    unit: settings.unit,
    timezone: answer.timezone,
    current: {
      temperature: current.temperature_2m,
      weatherCode: current.weather_code,
      isDay: current.is_day === 1,
    },
    today: today && { high: today.high, low: today.low, weatherCode: today.weatherCode },
    days,
    fetchedAt: new Date().toISOString(),
  });
  if (!parsed.success) throw invalid('a forecast Placard cannot show', problem(parsed.error));
  return parsed.data;
}

/** The weather now and the coming seven days at the element's place, in its unit and time zone. */
export async function fetchWeather(
  safeFetch: SafeFetch,
  baseUrl: string,
  settings: WeatherQuery,
): Promise<TWeatherSnapshot> {
  const { location, unit } = settings;
  const url = endpoint(baseUrl, '/v1/forecast', {
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    current: CURRENT_VARIABLES.join(','),
    daily: DAILY_VARIABLES.join(','),
    timezone: location.timezone,
    forecast_days: String(WEATHER_FORECAST_DAYS),
    temperature_unit: unit,
  });
  const answer = ZForecastAnswer.safeParse(await readJson(safeFetch, url));
  if (!answer.success) throw invalid('something other than a forecast', problem(answer.error));
  return snapshotOf(answer.data, settings);
}

/**
 * Up to ten places whose name matches `query`, named in `language`; a place the service gives no
 * valid time zone for is left out, as no forecast can be shown in its local days.
 */
export async function searchPlaces(
  safeFetch: SafeFetch,
  geocodingBaseUrl: string,
  query: string,
  language: Locale,
): Promise<TPlace[]> {
  const url = endpoint(geocodingBaseUrl, '/v1/search', {
    name: query,
    count: String(PLACES_MAX),
    language,
    format: 'json',
  });
  const answer = ZGeocodingAnswer.safeParse(await readJson(safeFetch, url));
  if (!answer.success) throw invalid('something other than a place list', problem(answer.error));
  return (answer.data.results ?? []).flatMap((result) => {
    const place = ZPlace.safeParse({
      id: result.id,
      name: result.name,
      latitude: result.latitude,
      longitude: result.longitude,
      timezone: result.timezone,
      country: result.country || undefined,
      countryCode: result.country_code || undefined,
      admin1: result.admin1 || undefined,
    });
    return place.success ? [place.data] : [];
  });
}
