import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { TCanvaConnectAnswer, TCanvaStatus } from '@placard/contract';
import { randomKey, sha256 } from '../../platform/crypto.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { tokenCipher } from '../../platform/secrets/token-cipher.js';
import { connectionOf, deleteConnection, saveConnection } from './canva.connections.js';
import { canvaError, type CanvaErrorCode } from './canva.errors.js';
import { throwCanvaFailure } from './canva.failures.js';
import { CanvaError } from './canva.http.js';
import {
  callbackUrl,
  canvaAvailable,
  integrationApi,
  requireCanva,
  type CanvaCaller,
} from './canva.setup.js';
import { canvaAuthorizations } from './canva.table.js';

/** How long the user has on Canva's consent page. */
const AUTHORIZATION_TTL_MS = 10 * 60_000;
/** The page the browser comes back to once Canva has answered. */
export const CANVA_PAGE = '/media/canva';

/** PKCE (RFC 7636): the challenge of a verifier, S256. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Whether the caller may use Canva, and their own connection. */
export async function canvaStatus(deps: Deps, caller: CanvaCaller): Promise<TCanvaStatus> {
  const row = await connectionOf(deps.db, caller.user.id);
  return {
    available: canvaAvailable(deps, caller),
    connection: row ? { displayName: row.displayName, connectedAt: row.createdAt.toISOString() } : null,
  };
}

/**
 * Starts connecting the caller's Canva account: a state and a PKCE verifier kept for the way back (the
 * caller's earlier attempts forgotten), and the address of Canva's consent page.
 */
export async function startConnect(deps: Deps, caller: CanvaCaller): Promise<TCanvaConnectAnswer> {
  const api = requireCanva(deps, caller);
  const state = randomKey(32);
  const verifier = randomKey(48);
  await deps.db.delete(canvaAuthorizations).where(eq(canvaAuthorizations.userId, caller.user.id));
  await deps.db.insert(canvaAuthorizations).values({
    stateHash: sha256(state),
    userId: caller.user.id,
    codeVerifier: tokenCipher(deps.config).seal(verifier),
    createdAt: deps.now(),
  });
  const authorizeUrl = api.authorizeUrl({
    state,
    codeChallenge: codeChallengeOf(verifier),
    redirectUri: callbackUrl(deps.config),
  });
  return { authorizeUrl };
}

export type CallbackQuery = { code?: string; state?: string; error?: string };

/** The caller's attempt of this state, taken (it is used once); null when there is none, or it is stale. */
async function takeAuthorization(deps: Deps, userId: number, state: string): Promise<string | null> {
  const cutoff = new Date(deps.now().getTime() - AUTHORIZATION_TTL_MS);
  await deps.db.delete(canvaAuthorizations).where(lt(canvaAuthorizations.createdAt, cutoff));
  const [row] = await deps.db
    .delete(canvaAuthorizations)
    .where(and(eq(canvaAuthorizations.stateHash, sha256(state)), eq(canvaAuthorizations.userId, userId)))
    .returning();
  return row ? tokenCipher(deps.config).open(row.codeVerifier) : null;
}

/** Canva's answer on the way back: the code exchanged for the user's tokens (with the verifier). */
async function finishConnect(deps: Deps, caller: CanvaCaller, query: CallbackQuery): Promise<void> {
  const api = requireCanva(deps, caller);
  const verifier = query.state ? await takeAuthorization(deps, caller.user.id, query.state) : null;
  if (verifier === null) {
    deps.log.warn({ userId: caller.user.id }, 'a Canva answer came back with an unknown state');
    throw canvaError('CANVA_CONNECT_FAILED');
  }
  if (query.error !== undefined || !query.code) {
    throw canvaError(query.error === 'access_denied' ? 'CANVA_CONNECT_CANCELLED' : 'CANVA_CONNECT_FAILED');
  }
  let tokens;
  try {
    tokens = await api.exchangeCode({
      code: query.code,
      codeVerifier: verifier,
      redirectUri: callbackUrl(deps.config),
    });
  } catch (error) {
    throwCanvaFailure(deps, error, 'CANVA_CONNECT_FAILED');
  }
  const profile = await api.profile(tokens.accessToken).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'the Canva account did not tell its name');
    return { displayName: null };
  });
  await saveConnection(deps, caller.user.id, tokens, profile.displayName);
}

/**
 * Where the browser goes once Canva has answered: the Canva page, told that the account is connected,
 * or of the error to show with its try-again action.
 */
export async function connectCallback(
  deps: Deps,
  caller: CanvaCaller,
  query: CallbackQuery,
): Promise<string> {
  try {
    await finishConnect(deps, caller, query);
    return `${CANVA_PAGE}?connected=1`;
  } catch (error) {
    if (!(error instanceof AppError) || !error.code.startsWith('CANVA_')) throw error;
    return `${CANVA_PAGE}?error=${error.code satisfies string as CanvaErrorCode}`;
  }
}

/**
 * Disconnects the caller's Canva account: Canva is told to revoke the tokens, then they are removed.
 * When Canva cannot be reached the connection stays, so that the user can try again; a token Canva no
 * longer knows is simply removed.
 */
export async function disconnect(deps: Deps, caller: CanvaCaller): Promise<void> {
  await deps.db.delete(canvaAuthorizations).where(eq(canvaAuthorizations.userId, caller.user.id));
  const row = await connectionOf(deps.db, caller.user.id);
  if (!row) return;
  // revoking needs the integration only: a user may disconnect after the licence stopped offering Canva
  const api = integrationApi(deps.config);
  if (api) {
    try {
      await api.revoke(tokenCipher(deps.config).open(row.refreshToken));
    } catch (error) {
      const gone =
        error instanceof CanvaError && (error.failure === 'REFUSED' || error.failure === 'UNAUTHORIZED');
      if (!gone) throwCanvaFailure(deps, error, 'CANVA_DISCONNECT_FAILED');
    }
  }
  await deleteConnection(deps.db, caller.user.id);
}
