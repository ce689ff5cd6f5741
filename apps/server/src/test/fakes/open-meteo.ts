import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isTimeZone } from '@placard/contract';

/**
 * A weather service on 127.0.0.1 speaking Open-Meteo's forecast (/v1/forecast) and geocoding
 * (/v1/search) APIs with their real answers: a forecast for any coordinates, its values following
 * from the latitude (so a test knows them), in the unit asked for; a search over a few places, named
 * in the language asked for; a 400 with `{error: true, reason}` for parameters the real API refuses.
 * `fail` makes it misbehave.
 */

export type OpenMeteoFailure =
  /** every connection is closed without an answer */
  | 'down'
  /** HTTP 500 */
  | 'serverError'
  /** no answer at all, until the server closes */
  | 'slow'
  /** an answer that is not JSON */
  | 'malformed'
  /** JSON, but without the forecast's daily values or the search's coordinates */
  | 'wrongShape'
  /** forecasts in Celsius whatever unit is asked for */
  | 'celsiusOnly';

export type FakeOpenMeteo = {
  /** http://127.0.0.1:port, for WEATHER_API_URL and GEOCODING_API_URL alike */
  origin: string;
  /** every request received, in order */
  requests: URL[];
  /** misbehaves from now on; null answers normally again */
  fail(failure: OpenMeteoFailure | null): void;
  close(): Promise<void>;
};

const CURRENT_VARIABLES = new Set(['temperature_2m', 'weather_code', 'is_day']);
const DAILY_VARIABLES = new Set([
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_probability_max',
]);
const DAILY_UNITS: Record<string, string> = {
  weather_code: 'wmo code',
  precipitation_probability_max: '%',
};
/** the weather of each day of the week ahead: clear, partly cloudy, overcast, rain, snow, showers, thunder */
const DAY_CODES = [0, 2, 3, 61, 71, 80, 95];
const DAY_PRECIPITATION = [0, 10, 20, 80, 90, 60, 70];
const MS_PER_DAY = 24 * 60 * 60 * 1000;

type Answer = { status: number; body: unknown };
/** a name in English and, where it differs, in other languages */
type Localized = { en: string; [language: string]: string | undefined };

function refusal(reason: string): Answer {
  return { status: 400, body: { reason, error: true } };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Today's date (YYYY-MM-DD) and the time on the clock in `timeZone`, to the quarter hour. */
function localNow(timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  const minute = String(Math.floor(Number(parts.minute) / 15) * 15).padStart(2, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${minute}` };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The forecast's temperatures in Celsius: the current one is 25 − 0.4 × |latitude|; each day's high
 * is that plus half a degree a day (starting again each week), its low 5 degrees under its high.
 */
function celsiusAt(latitude: number) {
  const current = round1(25 - 0.4 * Math.abs(latitude));
  const high = (day: number) => round1(current + 0.5 * (day % 7));
  return { current, high, low: (day: number) => round1(high(day) - 5) };
}

function variables(value: string | null): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

function forecast(query: URLSearchParams, celsiusOnly: boolean): Answer {
  const latitude = Number(query.get('latitude'));
  const longitude = Number(query.get('longitude'));
  if (!query.has('latitude') || !query.has('longitude') || Number.isNaN(latitude + longitude)) {
    return refusal("Parameter 'latitude' and 'longitude' must be set and numeric.");
  }
  if (latitude < -90 || latitude > 90)
    return refusal(`Latitude must be in range of -90 to 90°. Given: ${latitude}.`);
  if (longitude < -180 || longitude > 180) {
    return refusal(`Longitude must be in range of -180 to 180°. Given: ${longitude}.`);
  }
  const current = variables(query.get('current'));
  const daily = variables(query.get('daily'));
  const unknown =
    current.find((name) => !CURRENT_VARIABLES.has(name)) ?? daily.find((name) => !DAILY_VARIABLES.has(name));
  if (unknown !== undefined) {
    const key = current.includes(unknown) ? 'current' : 'daily';
    return refusal(
      `Cannot initialize ${key === 'current' ? 'Current' : 'Daily'}Variable from invalid String value ${unknown} for key ${key}`,
    );
  }
  const timezone = query.get('timezone') ?? 'GMT';
  if (timezone !== 'GMT' && !isTimeZone(timezone)) return refusal('Invalid timezone');
  const days = Number(query.get('forecast_days') ?? 7);
  if (!Number.isInteger(days) || days < 0 || days > 16) {
    return refusal(`Forecast days is invalid. Allowed range 0 to 16. Given ${query.get('forecast_days')}.`);
  }
  const unit = celsiusOnly ? 'celsius' : (query.get('temperature_unit') ?? 'celsius');
  if (unit !== 'celsius' && unit !== 'fahrenheit') {
    return refusal(
      `Cannot initialize TemperatureUnit from invalid String value ${unit} for key temperature_unit`,
    );
  }
  const symbol = unit === 'celsius' ? '°C' : '°F';
  const inUnit = (celsius: number) => (unit === 'celsius' ? celsius : round1((celsius * 9) / 5 + 32));
  const celsius = celsiusAt(latitude);
  const now = localNow(timezone);
  const dates = Array.from({ length: days }, (_, day) => addDays(now.date, day));
  const dailyValues: Record<string, (day: number) => number> = {
    weather_code: (day) => DAY_CODES[day % DAY_CODES.length] ?? 0,
    temperature_2m_max: (day) => inUnit(celsius.high(day)),
    temperature_2m_min: (day) => inUnit(celsius.low(day)),
    precipitation_probability_max: (day) => DAY_PRECIPITATION[day % DAY_PRECIPITATION.length] ?? 0,
  };
  const currentValues: Record<string, number> = {
    temperature_2m: inUnit(celsius.current),
    weather_code: 0, // clear, like today
    is_day: 1,
  };
  return {
    status: 200,
    body: {
      latitude: round1(latitude),
      longitude: round1(longitude),
      generationtime_ms: 0.05,
      utc_offset_seconds: 0,
      timezone,
      timezone_abbreviation: timezone === 'GMT' ? 'GMT' : 'LST',
      elevation: 12,
      ...(current.length > 0 && {
        current_units: {
          time: 'iso8601',
          interval: 'seconds',
          ...Object.fromEntries(
            current.map((name) => [
              name,
              name === 'temperature_2m' ? symbol : name === 'weather_code' ? 'wmo code' : '',
            ]),
          ),
        },
        current: {
          time: `${now.date}T${now.time}`,
          interval: 900,
          ...Object.fromEntries(current.map((name) => [name, currentValues[name]])),
        },
      }),
      ...(daily.length > 0 && {
        daily_units: {
          time: 'iso8601',
          ...Object.fromEntries(daily.map((name) => [name, DAILY_UNITS[name] ?? symbol])),
        },
        daily: {
          time: dates,
          ...Object.fromEntries(daily.map((name) => [name, dates.map((_, day) => dailyValues[name]?.(day))])),
        },
      }),
    },
  };
}

type KnownPlace = {
  id: number;
  names: Localized;
  latitude: number;
  longitude: number;
  elevation: number;
  feature_code: string;
  country_code: string;
  timezone: string;
  population: number;
  countries: Localized;
  admin1: Localized;
};

const SWEDEN = { en: 'Sweden', es: 'Suecia', fr: 'Suède', sv: 'Sverige' };
const UNITED_STATES = { en: 'United States', es: 'Estados Unidos', fr: 'États-Unis', sv: 'USA' };

/** The places the search knows, with their GeoNames ids, as the real service names them. */
export const FAKE_PLACES: readonly KnownPlace[] = [
  {
    id: 2692969,
    names: { en: 'Malmö' },
    latitude: 55.60587,
    longitude: 13.00073,
    elevation: 12,
    feature_code: 'PPLA',
    country_code: 'SE',
    timezone: 'Europe/Stockholm',
    population: 301706,
    countries: SWEDEN,
    admin1: { en: 'Skåne' },
  },
  {
    id: 2673730,
    names: { en: 'Stockholm', es: 'Estocolmo' },
    latitude: 59.32938,
    longitude: 18.06871,
    elevation: 17,
    feature_code: 'PPLC',
    country_code: 'SE',
    timezone: 'Europe/Stockholm',
    population: 1515017,
    countries: SWEDEN,
    admin1: { en: 'Stockholm', es: 'Estocolmo' },
  },
  {
    id: 2988507,
    names: { en: 'Paris', es: 'París' },
    latitude: 48.85341,
    longitude: 2.3488,
    elevation: 42,
    feature_code: 'PPLC',
    country_code: 'FR',
    timezone: 'Europe/Paris',
    population: 2138551,
    countries: { en: 'France', es: 'Francia', fr: 'France', sv: 'Frankrike' },
    admin1: { en: 'Île-de-France' },
  },
  {
    id: 3117735,
    names: { en: 'Madrid' },
    latitude: 40.4165,
    longitude: -3.70256,
    elevation: 667,
    feature_code: 'PPLC',
    country_code: 'ES',
    timezone: 'Europe/Madrid',
    population: 3255944,
    countries: { en: 'Spain', es: 'España', fr: 'Espagne', sv: 'Spanien' },
    admin1: { en: 'Madrid' },
  },
  {
    id: 5128581,
    names: { en: 'New York', es: 'Nueva York' },
    latitude: 40.71427,
    longitude: -74.00597,
    elevation: 10,
    feature_code: 'PPL',
    country_code: 'US',
    timezone: 'America/New_York',
    population: 8804190,
    countries: UNITED_STATES,
    admin1: { en: 'New York', es: 'Nueva York' },
  },
];

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

function inLanguage(texts: Localized, language: string): string {
  return texts[language] ?? texts.en;
}

/** Two characters match a name exactly, three or more its beginning, in any language. */
function search(query: URLSearchParams): Answer {
  const count = Number(query.get('count') ?? 10);
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    return refusal(`Parameter count must be between 1 and 100.`);
  }
  const format = query.get('format') ?? 'json';
  if (format !== 'json') {
    return refusal(`Cannot initialize ProtobufOrJson from invalid String value ${format} for key format`);
  }
  const name = folded((query.get('name') ?? '').trim());
  const language = (query.get('language') ?? 'en').toLowerCase();
  const matches = (place: KnownPlace) =>
    Object.values(place.names)
      .map((candidate) => folded(candidate ?? ''))
      .some((candidate) => (name.length === 2 ? candidate === name : candidate.startsWith(name)));
  const found = name.length < 2 ? [] : FAKE_PLACES.filter(matches).slice(0, count);
  const results = found.map((place) => ({
    id: place.id,
    name: inLanguage(place.names, language),
    latitude: place.latitude,
    longitude: place.longitude,
    elevation: place.elevation,
    feature_code: place.feature_code,
    country_code: place.country_code,
    timezone: place.timezone,
    population: place.population,
    country: inLanguage(place.countries, language),
    admin1: inLanguage(place.admin1, language),
  }));
  return { status: 200, body: { ...(results.length > 0 && { results }), generationtime_ms: 0.4 } };
}

function answer(url: URL, failure: OpenMeteoFailure | null): Answer {
  if (url.pathname === '/v1/forecast') return forecast(url.searchParams, failure === 'celsiusOnly');
  if (url.pathname === '/v1/search') return search(url.searchParams);
  return { status: 404, body: { reason: 'Not Found', error: true } };
}

const WRONG_SHAPES: Record<string, unknown> = {
  '/v1/forecast': { latitude: 55.6, longitude: 13, timezone: 'Europe/Stockholm', daily: { time: [] } },
  '/v1/search': { results: [{ id: 1, name: 'Malmö' }], generationtime_ms: 0.4 },
};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  let failure: OpenMeteoFailure | null = null;
  const requests: URL[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (failure === 'down') {
      request.socket.destroy();
    } else if (failure === 'serverError') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    } else if (failure === 'malformed') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"latitude":55.6,"daily":{"time":[');
    } else if (failure === 'wrongShape') {
      sendJson(response, 200, WRONG_SHAPES[url.pathname] ?? {});
    } else if (failure !== 'slow') {
      const { status, body } = answer(url, failure);
      sendJson(response, status, body);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    fail: (next) => {
      failure = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
