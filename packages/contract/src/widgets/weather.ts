import { z } from 'zod';
import { zTimeZone } from '../fields.js';
import { LOCALES } from '../locale.js';
import { zText } from '../text-rule.js';

export * from './weather-condition.js';

/** The weather widget (spec sections 6 and 9): where, in which unit, and a day's or a week's forecast. */

export const WEATHER_UNITS = ['celsius', 'fahrenheit'] as const;
export type WeatherUnit = (typeof WEATHER_UNITS)[number];

export const WEATHER_FORECASTS = ['daily', 'weekly'] as const;
export type WeatherForecast = (typeof WEATHER_FORECASTS)[number];

/** The days a forecast covers: today and the six after it. */
export const WEATHER_FORECAST_DAYS = 7;

export const PLACE_NAME_MAX_LENGTH = 200;
export const PLACE_QUERY_MIN_LENGTH = 2;
export const PLACE_QUERY_MAX_LENGTH = 100;

const zPlaceText = zText().trim().min(1).max(PLACE_NAME_MAX_LENGTH);

/** A place on Earth as a weather element keeps it: its name, coordinates and time zone. */
export const ZWeatherLocation = z.object({
  name: zPlaceText,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** IANA time zone: the forecast's days start at its midnight */
  timezone: zTimeZone,
  country: zPlaceText.optional(),
  /** the region, state or province */
  admin1: zPlaceText.optional(),
});
export type TWeatherLocation = z.infer<typeof ZWeatherLocation>;

/** What a weather element stores. */
export const ZWeatherSettings = z.object({
  location: ZWeatherLocation,
  unit: z.enum(WEATHER_UNITS),
  forecast: z.enum(WEATHER_FORECASTS),
});
export type TWeatherSettings = z.infer<typeof ZWeatherSettings>;

/** A WMO weather interpretation code (WMO 4677, 0–99), as Open-Meteo reports the weather. */
export const zWeatherCode = z.number().int().min(0).max(99);

const zTemperature = z.number().finite();

/** One day of the forecast, in the place's time zone. */
export const ZWeatherDay = z.object({
  /** YYYY-MM-DD */
  date: z.iso.date(),
  high: zTemperature,
  low: zTemperature,
  weatherCode: zWeatherCode,
  /** the highest chance of rain or snow that day, in percent, when the forecast gives one */
  precipitationProbability: z.number().min(0).max(100).optional(),
});
export type TWeatherDay = z.infer<typeof ZWeatherDay>;

/** What a screen gets: the weather now, today's range and the week ahead, in the element's unit. */
export const ZWeatherSnapshot = z.object({
  unit: z.enum(WEATHER_UNITS),
  timezone: zTimeZone,
  current: z.object({
    temperature: zTemperature,
    weatherCode: zWeatherCode,
    /** between sunrise and sunset: a clear night shows a moon rather than a sun */
    isDay: z.boolean(),
  }),
  today: z.object({ high: zTemperature, low: zTemperature, weatherCode: zWeatherCode }),
  days: z.array(ZWeatherDay).length(WEATHER_FORECAST_DAYS),
  fetchedAt: z.iso.datetime(),
});
export type TWeatherSnapshot = z.infer<typeof ZWeatherSnapshot>;

/** A place a search found, ready to become an element's location. */
export const ZPlace = ZWeatherLocation.extend({
  /** the geocoding service's id for the place */
  id: z.number().int(),
  /** ISO 3166-1 alpha-2 */
  countryCode: z.string().length(2).optional(),
});
export type TPlace = z.infer<typeof ZPlace>;

/** Looking a place up by name, its names given in the user's language. */
export const ZPlaceSearchRequest = z.object({
  query: zText().trim().min(PLACE_QUERY_MIN_LENGTH).max(PLACE_QUERY_MAX_LENGTH),
  language: z.enum(LOCALES),
});
export type TPlaceSearchRequest = z.infer<typeof ZPlaceSearchRequest>;
export const ZPlaceSearchResult = z.object({ results: z.array(ZPlace) });
export type TPlaceSearchResult = z.infer<typeof ZPlaceSearchResult>;
