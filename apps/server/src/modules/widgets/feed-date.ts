const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** RFC 822's named zones, in minutes east of UTC; any other name is taken as UTC (RFC 2822, 4.3). */
const ZONES: Record<string, number> = {
  UT: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

/** e.g. "Thu, 26 Nov 2026 07:30:00 +0000", "26 Nov 26 07:30 GMT" (the weekday and seconds optional) */
const RFC_822 =
  /^(?:[a-z]{3},?\s*)?(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[a-z]{1,5})?$/i;
/** ISO 8601 with a time and a zone, which some feeds use in place of RFC 822 */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function zoneMinutes(zone: string | undefined): number {
  if (!zone) return 0;
  const offset = /^([+-])(\d{2})(\d{2})$/.exec(zone);
  if (!offset) return ZONES[zone.toUpperCase()] ?? 0;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return offset[1] === '-' ? -minutes : minutes;
}

function valid(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A feed's date (RSS 2.0 pubDate: RFC 822, with a two- or four-digit year; or ISO 8601 as some feeds
 * write it) as an ISO 8601 instant in UTC, or null when it is neither.
 */
export function parseFeedDate(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (ISO_8601.test(text)) return valid(new Date(text));
  const parts = RFC_822.exec(text);
  if (!parts) return null;
  const [, day, monthName = '', yearText = '', hours, minutes, seconds, zone] = parts;
  const month = MONTHS.indexOf(monthName.toLowerCase());
  const shortYear = Number(yearText);
  const year = yearText.length === 2 ? (shortYear < 50 ? 2000 : 1900) + shortYear : shortYear;
  if (
    month < 0 ||
    Number(day) > 31 ||
    Number(hours) > 23 ||
    Number(minutes) > 59 ||
    Number(seconds ?? 0) > 60
  )
    return null;
  const local = Date.UTC(year, month, Number(day), Number(hours), Number(minutes), Number(seconds ?? 0));
  const instant = new Date(local - zoneMinutes(zone) * 60_000);
  // 31 Feb and the like roll over into the next month: not a date
  const checked = new Date(local);
  return checked.getUTCDate() === Number(day) ? valid(instant) : null;
}
