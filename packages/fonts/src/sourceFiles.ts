import type { FontStyle, FontStyleName, FontWeight } from './fontEntry.js';
import { FONT_STYLES, FONT_WEIGHTS } from './fontEntry.js';

/**
 * Which file of an @fontsource package serves each catalogue style. Only the latin subset is
 * shipped. Shared by the catalogue generator, the build script and the catalogue's tests.
 */

export type SourceFormat = 'woff2' | 'woff';

/** Name of a latin file in an @fontsource package's files/ folder. */
export function sourceFileName(
  id: string,
  weight: number,
  style: FontStyleName,
  format: SourceFormat,
): string {
  return `${id}-latin-${weight}-${style}.${format}`;
}

/** The weight closest to the wanted one; on a tie the heavier, as CSS font matching does for 400. */
export function nearestWeight(available: readonly number[], wanted: number): number | undefined {
  let best: number | undefined;
  for (const weight of available) {
    if (
      best === undefined ||
      Math.abs(weight - wanted) < Math.abs(best - wanted) ||
      (Math.abs(weight - wanted) === Math.abs(best - wanted) && weight > best)
    ) {
      best = weight;
    }
  }
  return best;
}

/** The latin weights a package ships in a style and format, read from its file names. */
export function shippedWeights(
  id: string,
  files: readonly string[],
  style: FontStyleName,
  format: SourceFormat,
): number[] {
  const prefix = `${id}-latin-`;
  const suffix = `-${style}.${format}`;
  return files
    .filter((file) => file.startsWith(prefix) && file.endsWith(suffix))
    .map((file) => file.slice(prefix.length, -suffix.length))
    .filter((weight) => /^\d{3}$/.test(weight))
    .map(Number)
    .sort((a, b) => a - b);
}

/** The shipped weight that serves a catalogue weight (the nearest one when it is missing). */
export function sourceWeight(
  id: string,
  files: readonly string[],
  weight: FontWeight,
  style: FontStyleName,
  format: SourceFormat = 'woff2',
): number | undefined {
  return nearestWeight(shippedWeights(id, files, style, format), weight);
}

/** The file that serves a catalogue style, or undefined when the package has none in that style. */
export function sourceFileFor(
  id: string,
  files: readonly string[],
  weight: FontWeight,
  style: FontStyleName,
  format: SourceFormat = 'woff2',
): string | undefined {
  const shipped = sourceWeight(id, files, weight, style, format);
  return shipped === undefined ? undefined : sourceFileName(id, shipped, style, format);
}

/**
 * The catalogue styles a package can serve: regular in each style it ships, and bold when a weight
 * other than the regular one's is nearer to 700 (otherwise the browser draws bold itself).
 */
export function shippedStyles(id: string, files: readonly string[]): FontStyle[] {
  const styles: FontStyle[] = [];
  for (const style of FONT_STYLES) {
    const used = new Set<number>();
    for (const weight of FONT_WEIGHTS) {
      const shipped = sourceWeight(id, files, weight, style);
      if (shipped === undefined || used.has(shipped)) continue;
      used.add(shipped);
      styles.push({ weight, style });
    }
  }
  return styles;
}
