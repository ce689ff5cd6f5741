import { randomCode, randomKey, safeEqual, sha256 } from '../../platform/crypto.js';
import type { Deps } from '../../platform/deps.js';
import {
  findLiveTokenByHash,
  findLiveTokens,
  insertToken,
  markTokenUsed,
  revokeTokens,
  setTokenAttempts,
} from './tokens.repository.js';
import type { TokenPurpose, UserTokenRow } from './tokens.table.js';
import { authError } from './auth.errors.js';

const HOUR_MS = 3_600_000;
const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
  change_email: 24 * HOUR_MS,
  approve_user: 7 * 24 * HOUR_MS,
};
const MAX_CODE_ATTEMPTS = 5;

/** Issues a secret of a purpose for a user, revoking earlier ones of that purpose. Returns the clear secret. */
async function issue(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: number,
  purpose: TokenPurpose,
  secret: string,
  payload: { email?: string } = {},
  lifetimeMs: number = TOKEN_LIFETIME_MS[purpose],
): Promise<string> {
  const now = deps.now();
  await revokeTokens(deps.db, userId, purpose, now);
  await insertToken(deps.db, {
    userId,
    purpose,
    tokenHash: sha256(`${purpose}:${secret}`),
    payload,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return secret;
}

/** A 6-digit code, for typing from an e-mail. */
export function issueCode(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  return issue(deps, userId, purpose, randomCode());
}

/** A 256-bit token, for links; `lifetimeMs` overrides the purpose's usual lifetime. */
export function issueLinkToken(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: number,
  purpose: TokenPurpose,
  payload: { email?: string } = {},
  lifetimeMs?: number,
): Promise<string> {
  return issue(deps, userId, purpose, randomKey(), payload, lifetimeMs);
}

/** How long the set-password link of a new user works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * HOUR_MS;

/** Uses a link token once; throws INVALID_TOKEN when unknown, expired, used or for someone else. */
export async function consumeLinkToken(
  deps: Pick<Deps, 'db' | 'now'>,
  purpose: TokenPurpose,
  token: string,
  userId?: number,
): Promise<UserTokenRow> {
  const now = deps.now();
  const row = await findLiveTokenByHash(deps.db, sha256(`${purpose}:${token}`), purpose, now);
  if (
    !row ||
    (userId !== undefined && row.userId !== userId) ||
    !(await markTokenUsed(deps.db, row.id, now))
  ) {
    throw authError('INVALID_TOKEN');
  }
  return row;
}

/**
 * Uses a typed code once. Each wrong try counts and after 5 the code is dead. Answers false rather than
 * throwing, so a caller's transaction still commits the counted try.
 */
export async function consumeCode(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: number,
  purpose: TokenPurpose,
  code: string,
): Promise<boolean> {
  const now = deps.now();
  const [row] = await findLiveTokens(deps.db, userId, purpose, now);
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  if (!safeEqual(row.tokenHash, sha256(`${purpose}:${code}`))) {
    await setTokenAttempts(deps.db, row.id, row.attempts + 1);
    return false;
  }
  return markTokenUsed(deps.db, row.id, now);
}

export const invalidCode = () => authError('INVALID_CODE', { fields: { code: 'errors.INVALID_CODE' } });
