import { randomKey, safeEqual, sha256 } from '../../platform/crypto.js';

/** What every integration API key starts with, so a leaked one is recognizable in logs and scanners. */
const KEY_PREFIX = 'plk_';
/** How much of a key its hint shows: the prefix and 6 characters. */
const HINT_LENGTH = KEY_PREFIX.length + 6;

/**
 * A new API key: 256 random bits. Only its SHA-256 hash is stored (a key of 256 random bits needs no
 * slow hash: there is nothing to guess), with its first characters as a hint.
 */
export function newApiKey(): { apiKey: string; keyHash: string; keyHint: string } {
  const apiKey = `${KEY_PREFIX}${randomKey(32)}`;
  return { apiKey, keyHash: sha256(apiKey), keyHint: apiKey.slice(0, HINT_LENGTH) };
}

/** Whether a presented key is the one whose hash is stored, in constant time. */
export function keyMatches(keyHash: string, presented: string): boolean {
  return safeEqual(keyHash, sha256(presented));
}

/** The key in an `Authorization: Bearer <key>` header; null when there is none. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
