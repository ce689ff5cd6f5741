const displayNames = new Map<string, Intl.DisplayNames>();

/** A country code's name in the reader's language; the code itself when the browser does not know it. */
export function countryName(code: string | null | undefined, language: string): string | null {
  if (!code) return null;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "City, Country" with whichever parts are known. */
export function placeOf(city: string | null, country: string | null, language: string): string {
  return [city, countryName(country, language)].filter(Boolean).join(', ');
}
