import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { VERIFICATION_CODE_LENGTH } from '@placard/contract';

/** Random bytes (32: 256 bits unless told), URL-safe. */
export function randomKey(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomCode(length = VERIFICATION_CODE_LENGTH): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** argon2id with the library's recommended parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A readable generated password that satisfies the password rule. */
export function generatePassword(): string {
  return `Pl-${randomBytes(12).toString('base64url')}-${randomInt(10)}a`;
}
