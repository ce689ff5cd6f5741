import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

/** Seals what must not be readable in the database (an account's tokens) and opens it again. */
export type TokenCipher = {
  seal(plain: string): string;
  /** the sealed text's plain text; throws when it was sealed with another key or altered */
  open(sealed: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;

/** AES-256-GCM under `key` (32 bytes): `v1.{iv}.{tag}.{ciphertext}`, each part base64url. */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('A token key is 32 bytes.');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('This is not a sealed token.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      return plain.toString('utf8');
    },
  };
}

/** The key derived from TOKEN_SECRET, so that any secret of 32 characters or more makes a full key. */
function derivedKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'placard', 'account tokens', 32));
}

/** The key kept in DATA_DIR, made (readable by its owner only) the first time one is needed. */
function keptKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'token.key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // another start made it at the same moment: use theirs
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keptKey(dataDir);
  }
}

const ciphers = new WeakMap<Config, TokenCipher>();

/** The cipher of the accounts' tokens: TOKEN_SECRET's key when set, else the one kept in DATA_DIR. */
export function tokenCipher(config: Pick<Config, 'TOKEN_SECRET' | 'DATA_DIR'>): TokenCipher {
  const cached = ciphers.get(config as Config);
  if (cached) return cached;
  const key = config.TOKEN_SECRET === undefined ? keptKey(config.DATA_DIR) : derivedKey(config.TOKEN_SECRET);
  const cipher = createTokenCipher(key);
  ciphers.set(config as Config, cipher);
  return cipher;
}
