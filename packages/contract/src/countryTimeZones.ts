import { isTimeZone } from './schedule/zone.js';

/**
 * Where a country spans several time zones, the one most of its people live in: the default for an
 * organization registered there. Countries with one zone need no entry.
 */
const MAIN_ZONE: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
};

interface LocaleWithZones {
  timeZones?: string[];
  getTimeZones?: () => string[];
}

/** The IANA time zones in use in a country (ISO alpha-2), as the runtime's time zone data lists them. */
export function countryTimeZones(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country.toUpperCase()}`) as Intl.Locale & LocaleWithZones;
    const zones = locale.getTimeZones?.() ?? locale.timeZones ?? [];
    return zones.filter(isTimeZone);
  } catch {
    return [];
  }
}

/**
 * The time zone an organization in the country starts with: `preferred` (the browser's own) when the
 * country uses it, else the country's main zone, else UTC.
 */
export function defaultTimeZone(country: string | null | undefined, preferred?: string): string {
  if (!country) return preferred && isTimeZone(preferred) ? preferred : 'UTC';
  const zones = countryTimeZones(country);
  if (preferred && zones.includes(preferred)) return preferred;
  const main = MAIN_ZONE[country.toUpperCase()];
  if (main && isTimeZone(main)) return main;
  return zones[0] ?? 'UTC';
}
