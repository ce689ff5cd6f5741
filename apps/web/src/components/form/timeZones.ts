/** The browser's own time zone, the default for a new screen. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA time zone the browser knows, with `current` among them even when the browser lacks it. */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = new Set(zones);
  all.add('UTC');
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** "GMT+1": a zone's offset from UTC now, as the reader's language writes it. */
export function zoneOffset(zone: string, language: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(language, {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "Europe/Stockholm (GMT+1)" — underscores read as spaces. */
export function zoneLabel(zone: string, language: string): string {
  const offset = zoneOffset(zone, language);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}
