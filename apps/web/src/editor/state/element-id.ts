import { ELEMENT_ID_PATTERN } from '@placard/contract';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
/** 16 characters of 64: 96 random bits, so ids made anywhere never meet. */
const ID_LENGTH = 16;

/** A new url-safe element id (matching ELEMENT_ID_PATTERN), different from every id in `taken`. */
export function newElementId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
    const id = Array.from(bytes, (byte) => ALPHABET[byte & 63]).join('');
    if (ELEMENT_ID_PATTERN.test(id) && !taken.has(id)) return id;
  }
}
