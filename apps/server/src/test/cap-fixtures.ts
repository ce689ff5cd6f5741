import { readFileSync } from 'node:fs';

/** A CAP message or feed of the alerts module's fixtures, as text. */
export function capFixture(name: string): string {
  return readFileSync(new URL(`../modules/alerts/fixtures/${name}`, import.meta.url), 'utf8');
}
