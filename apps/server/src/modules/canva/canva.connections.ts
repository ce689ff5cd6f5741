import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { Deps } from '../../platform/deps.js';
import { tokenCipher } from '../../platform/secrets/token-cipher.js';
import type { CanvaApi, CanvaTokens } from './canva.api.js';
import { canvaError } from './canva.errors.js';
import { CanvaError } from './canva.http.js';
import { canvaConnections, type CanvaConnectionRow } from './canva.table.js';
import { throwCanvaFailure } from './canva.failures.js';

/** An access token is renewed this long before Canva says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

export async function connectionOf(db: Database, userId: number): Promise<CanvaConnectionRow | undefined> {
  const [row] = await db.select().from(canvaConnections).where(eq(canvaConnections.userId, userId));
  return row;
}

/** Keeps the user's new tokens, sealed, replacing any they had. */
export async function saveConnection(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  userId: number,
  tokens: CanvaTokens,
  displayName: string | null | undefined,
): Promise<void> {
  const cipher = tokenCipher(deps.config);
  const now = deps.now();
  const sealed = {
    accessToken: cipher.seal(tokens.accessToken),
    refreshToken: cipher.seal(tokens.refreshToken),
    expiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
    updatedAt: now,
  };
  await deps.db
    .insert(canvaConnections)
    .values({ userId, ...sealed, displayName: displayName ?? null, createdAt: now })
    .onConflictDoUpdate({
      target: canvaConnections.userId,
      set: displayName === undefined ? sealed : { ...sealed, displayName },
    });
}

export async function deleteConnection(db: Database, userId: number): Promise<void> {
  await db.delete(canvaConnections).where(eq(canvaConnections.userId, userId));
}

/** Renewals under way in this process, per user: Canva's refresh tokens are good for one use only. */
const renewing = new Map<number, Promise<string>>();

/**
 * A new access token from the refresh token. When Canva refuses it, another request may have renewed it
 * just before (the stored one has changed): that one is used; otherwise the connection is gone.
 */
async function renew(deps: Deps, api: CanvaApi, row: CanvaConnectionRow): Promise<string> {
  const cipher = tokenCipher(deps.config);
  try {
    const tokens = await api.refresh(cipher.open(row.refreshToken));
    await saveConnection(deps, row.userId, tokens, undefined);
    return tokens.accessToken;
  } catch (error) {
    if (!(error instanceof CanvaError) || (error.failure !== 'REFUSED' && error.failure !== 'UNAUTHORIZED')) {
      throwCanvaFailure(deps, error);
    }
    const current = await connectionOf(deps.db, row.userId);
    if (current && current.refreshToken !== row.refreshToken) return cipher.open(current.accessToken);
    await deps.db
      .delete(canvaConnections)
      .where(
        and(eq(canvaConnections.userId, row.userId), eq(canvaConnections.refreshToken, row.refreshToken)),
      );
    deps.log.info({ userId: row.userId }, 'Canva no longer takes a refresh token: the connection is removed');
    throw canvaError('CANVA_NOT_CONNECTED', { cause: error });
  }
}

function renewOnce(deps: Deps, api: CanvaApi, row: CanvaConnectionRow): Promise<string> {
  const running = renewing.get(row.userId);
  if (running) return running;
  const renewal = renew(deps, api, row).finally(() => renewing.delete(row.userId));
  renewing.set(row.userId, renewal);
  return renewal;
}

/**
 * Runs a call to Canva with the user's access token, renewed first when it has expired, and once more
 * when Canva refuses it all the same; a failure is answered as the user's error.
 */
export async function withCanvaToken<T>(
  deps: Deps,
  api: CanvaApi,
  userId: number,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const row = await connectionOf(deps.db, userId);
  if (!row) throw canvaError('CANVA_NOT_CONNECTED');
  const expired = row.expiresAt.getTime() - EXPIRY_MARGIN_MS <= deps.now().getTime();
  let token = expired ? await renewOnce(deps, api, row) : tokenCipher(deps.config).open(row.accessToken);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof CanvaError) || error.failure !== 'UNAUTHORIZED' || expired) {
      throwCanvaFailure(deps, error);
    }
  }
  const latest = await connectionOf(deps.db, userId);
  if (!latest) throw canvaError('CANVA_NOT_CONNECTED');
  token = await renewOnce(deps, api, latest);
  try {
    return await call(token);
  } catch (error) {
    throwCanvaFailure(deps, error);
  }
}
