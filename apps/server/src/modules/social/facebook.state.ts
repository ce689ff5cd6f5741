import type { Config } from '../../config.js';
import { tokenCipher } from '../../platform/secrets/token-cipher.js';

/** How long a Facebook Login started in Placard may take to come back. */
export const LOGIN_STATE_MINUTES = 15;

/** Who started a Facebook Login, for which organization, and until when it may come back. */
export type LoginState = { organizationId: number; userId: number; expiresAt: number };

type Sealed = { o: number; u: number; e: number };

/**
 * The `state` Facebook Login carries back: who started it and for which organization, sealed with the
 * server's token key (encrypted and authenticated, so it can be neither read nor forged), with an
 * expiry. A callback whose state does not open, has expired, or names another user or organization
 * than the caller's is refused.
 */
export function sealLoginState(config: Pick<Config, 'TOKEN_SECRET' | 'DATA_DIR'>, state: LoginState): string {
  const sealed: Sealed = { o: state.organizationId, u: state.userId, e: state.expiresAt };
  return tokenCipher(config).seal(JSON.stringify(sealed));
}

/** The login state, or null when it was not sealed by this server or has been altered. */
export function openLoginState(
  config: Pick<Config, 'TOKEN_SECRET' | 'DATA_DIR'>,
  value: string,
): LoginState | null {
  try {
    const sealed = JSON.parse(tokenCipher(config).open(value)) as Partial<Sealed>;
    if (typeof sealed.o !== 'number' || typeof sealed.u !== 'number' || typeof sealed.e !== 'number') {
      return null;
    }
    return { organizationId: sealed.o, userId: sealed.u, expiresAt: sealed.e };
  } catch {
    return null;
  }
}
