/**
 * The kinds of weather a screen shows, each with its own icon and label. Open-Meteo reports the weather
 * as WMO weather interpretation codes (WMO 4677); `weatherCondition` sorts them into these.
 */
export const WEATHER_CONDITIONS = [
  'clear',
  'partlyCloudy',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'freezingRain',
  'snow',
  'showers',
  'thunderstorm',
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** The codes Open-Meteo documents, each with the kind of weather it is. */
const DOCUMENTED: Readonly<Record<number, WeatherCondition>> = {
  0: 'clear', // clear sky
  1: 'partlyCloudy', // mainly clear
  2: 'partlyCloudy', // partly cloudy
  3: 'cloudy', // overcast
  45: 'fog',
  48: 'fog', // depositing rime fog
  51: 'drizzle', // light, moderate, dense
  53: 'drizzle',
  55: 'drizzle',
  56: 'freezingRain', // freezing drizzle, light and dense
  57: 'freezingRain',
  61: 'rain', // slight, moderate, heavy
  63: 'rain',
  65: 'rain',
  66: 'freezingRain', // light and heavy
  67: 'freezingRain',
  71: 'snow', // slight, moderate, heavy snowfall
  73: 'snow',
  75: 'snow',
  77: 'snow', // snow grains
  80: 'showers', // rain showers, slight, moderate, violent
  81: 'showers',
  82: 'showers',
  85: 'snow', // snow showers, slight and heavy
  86: 'snow',
  95: 'thunderstorm', // slight or moderate
  96: 'thunderstorm', // with slight hail
  99: 'thunderstorm', // with heavy hail
};

/**
 * The kind of weather a WMO code is. A code Open-Meteo does not document falls into its WMO 4677
 * group: 40–49 fog, 50–59 drizzle, 60–69 rain, 70–79 snow, 80–89 showers, 90–99 thunderstorms; the
 * codes below 40 (haze, dust, weather of the past hour) show as cloudy.
 */
export function weatherCondition(code: number): WeatherCondition {
  const documented = DOCUMENTED[code];
  if (documented) return documented;
  if (code >= 90) return 'thunderstorm';
  if (code >= 80) return 'showers';
  if (code >= 70) return 'snow';
  if (code >= 60) return 'rain';
  if (code >= 50) return 'drizzle';
  if (code >= 40) return 'fog';
  return 'cloudy';
}
