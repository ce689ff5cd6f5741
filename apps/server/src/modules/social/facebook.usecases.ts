import {
  FACEBOOK_RETURN_PARAM,
  isReadOnly,
  type ErrorCode,
  type TFacebookConnection,
  type TFacebookPageChoice,
  type TFacebookPages,
} from '@placard/contract';
import type { Config } from '../../config.js';
import type { Deps } from '../../platform/deps.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import { createSafeFetch, type SafeFetch } from '../../platform/fetch/safe-fetch.js';
import type { AppError } from '../../platform/http/app-error.js';
import { tokenCipher } from '../../platform/secrets/token-cipher.js';
import type { AuthContext } from '../auth/auth.context.js';
import { facebookError } from './facebook.errors.js';
import {
  exchangeLoginCode,
  FACEBOOK_SCOPES,
  GRAPH_VERSION,
  GraphError,
  listPages,
  type GraphPage,
} from './facebook.graph.js';
import {
  connectionOf,
  deleteConnection,
  putConnection,
  updateConnection,
  type NewSocialConnection,
} from './facebook.repository.js';
import { LOGIN_STATE_MINUTES, openLoginState, sealLoginState } from './facebook.state.js';
import type { SocialConnectionRow } from './facebook.table.js';

type FacebookApp = { FACEBOOK_APP_ID: string; FACEBOOK_APP_SECRET: string };

/** Whether the server has a Facebook app: without one, Facebook and Instagram are not offered. */
export function facebookConfigured(config: Config): config is Config & FacebookApp {
  return config.FACEBOOK_APP_ID !== undefined && config.FACEBOOK_APP_SECRET !== undefined;
}

function requireConfigured(config: Config): Config & FacebookApp {
  if (!facebookConfigured(config)) throw facebookError('FACEBOOK_NOT_CONFIGURED');
  return config;
}

function safeFetchOf(deps: Deps): SafeFetch {
  return createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE });
}

/** Where Facebook Login sends the user back to. */
export function callbackUrl(config: Pick<Config, 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL}/api/social/facebook/callback`;
}

/** The Organizations add-ons page of the organization, told how the login ended. */
function returnUrl(
  config: Config,
  organizationId: number,
  outcome: 'choose' | 'connected' | ErrorCode,
): string {
  return `${config.PUBLIC_URL}/organizations/${organizationId}/addons?${FACEBOOK_RETURN_PARAM}=${outcome}`;
}

/** Facebook stopped accepting the connection's tokens: they are removed, the page kept to name it. */
export async function markExpired(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  organizationId: number,
): Promise<void> {
  deps.log.warn(
    { organizationId },
    'Facebook refused the connection token: the connection is now disconnected',
  );
  await updateConnection(deps.db, organizationId, {
    state: 'expired',
    userToken: null,
    pageToken: null,
    updatedAt: deps.now(),
  });
}

/** A Graph or network failure as the caller's error: a refused token disconnects the connection. */
async function graphFailure(deps: Deps, organizationId: number, error: unknown): Promise<AppError> {
  if (error instanceof GraphError && error.tokenRefused) {
    await markExpired(deps, organizationId);
    return facebookError('FACEBOOK_EXPIRED', { cause: error });
  }
  if (error instanceof GraphError || error instanceof FetchError) {
    return facebookError('FACEBOOK_CONNECT_FAILED', { cause: error });
  }
  throw error;
}

/** The organization's connection as the add-ons page and the editor show it. */
export function connectionView(config: Config, row: SocialConnectionRow | undefined): TFacebookConnection {
  const configured = facebookConfigured(config);
  if (!row) {
    return {
      configured,
      state: 'disconnected',
      expired: false,
      page: null,
      instagram: null,
      connectedBy: null,
      connectedAt: null,
    };
  }
  const page = row.pageId !== null ? { id: row.pageId, name: row.pageName ?? row.pageId } : null;
  const instagram =
    row.instagramId !== null
      ? { id: row.instagramId, username: row.instagramUsername ?? row.instagramId }
      : null;
  return {
    configured,
    state: row.state === 'expired' ? 'disconnected' : row.state,
    expired: row.state === 'expired',
    page,
    instagram,
    connectedBy: row.connectedByName,
    connectedAt: row.connectedAt.toISOString(),
  };
}

export async function facebookConnection(deps: Deps, auth: AuthContext): Promise<TFacebookConnection> {
  return connectionView(deps.config, await connectionOf(deps.db, auth.organization.id));
}

/** Facebook Login's dialog, for the caller to be sent to, carrying a sealed state. */
export function facebookLoginUrl(deps: Deps, auth: AuthContext): { url: string } {
  const config = requireConfigured(deps.config);
  const state = sealLoginState(config, {
    organizationId: auth.organization.id,
    userId: auth.user.id,
    expiresAt: deps.now().getTime() + LOGIN_STATE_MINUTES * 60_000,
  });
  const url = new URL(`${config.FACEBOOK_DIALOG_URL}/${GRAPH_VERSION}/dialog/oauth`);
  url.searchParams.set('client_id', config.FACEBOOK_APP_ID);
  url.searchParams.set('redirect_uri', callbackUrl(config));
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', FACEBOOK_SCOPES.join(','));
  return { url: url.href };
}

export type LoginCallback = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
};

/** Exchanges the login's code and lists the user's pages: a failure is the code the user is told. */
async function loggedIn(
  deps: Deps,
  config: Config & FacebookApp,
  code: string,
): Promise<{ userToken: string; pages: GraphPage[] } | ErrorCode> {
  const safeFetch = safeFetchOf(deps);
  try {
    const userToken = await exchangeLoginCode(safeFetch, config, code, callbackUrl(config));
    const pages = await listPages(safeFetch, config, userToken);
    return { userToken, pages };
  } catch (error) {
    if (!(error instanceof GraphError || error instanceof FetchError)) throw error;
    deps.log.warn({ reason: error.message }, 'Facebook Login could not be completed');
    return 'FACEBOOK_CONNECT_FAILED';
  }
}

/** What a login sets of the connection besides its user token and who made it. */
type LoginFields = Pick<
  NewSocialConnection,
  'state' | 'pageId' | 'pageName' | 'pageToken' | 'instagramId' | 'instagramUsername'
>;

/**
 * The connection a new login makes: the page chosen before, when the user still manages it, kept
 * with its new token (sealed with `seal`) and its Instagram account when still linked, so reconnecting
 * after an expiry needs no new choice; else a page to choose.
 */
function loginFields(
  previous: SocialConnectionRow | undefined,
  pages: readonly GraphPage[],
  seal: (plain: string) => string,
): LoginFields {
  const page = pages.find((candidate) => candidate.id === previous?.pageId);
  if (!previous || !page) {
    const none = {
      pageId: null,
      pageName: null,
      pageToken: null,
      instagramId: null,
      instagramUsername: null,
    };
    return { state: 'choosing', ...none };
  }
  const instagram =
    previous.instagramId !== null && page.instagram?.id === previous.instagramId ? page.instagram : null;
  return {
    state: 'connected',
    pageId: page.id,
    pageName: page.name,
    pageToken: seal(page.accessToken),
    instagramId: instagram?.id ?? null,
    instagramUsername: instagram?.username ?? null,
  };
}

/**
 * Where Facebook Login comes back: the state checked (sealed by this server, not expired, started by
 * the caller for the organization it acts for), the code exchanged for a long-lived user token and
 * the user's pages listed (not while the licence is read-only). With pages, the connection is made again (replacing any before): the page
 * chosen before is kept when the user still manages it, else one is to be chosen. Without pages, or on
 * any failure, nothing changes. Either way the caller is sent back to the organization's add-ons
 * page, told what comes next or what failed.
 */
export async function completeFacebookLogin(
  deps: Deps,
  auth: AuthContext,
  query: LoginCallback,
): Promise<string> {
  const config = requireConfigured(deps.config);
  const organizationId = auth.organization.id;
  const state = query.state ? openLoginState(config, query.state) : null;
  const stateGood =
    state !== null &&
    state.organizationId === organizationId &&
    state.userId === auth.user.id &&
    state.expiresAt > deps.now().getTime();
  if (!stateGood || query.error || !query.code)
    return returnUrl(config, organizationId, 'FACEBOOK_CONNECT_FAILED');
  // a GET, so the guard lets it through a read-only licence: the connection is a change all the same
  if (isReadOnly(auth.license.status)) return returnUrl(config, organizationId, 'LICENSE_EXPIRED');
  const login = await loggedIn(deps, config, query.code);
  if (typeof login === 'string') return returnUrl(config, organizationId, login);
  if (login.pages.length === 0) return returnUrl(config, organizationId, 'FACEBOOK_NO_PAGES');
  const now = deps.now();
  const cipher = tokenCipher(config);
  const previous = await connectionOf(deps.db, organizationId);
  const connection = loginFields(previous, login.pages, (plain) => cipher.seal(plain));
  await putConnection(deps.db, {
    organizationId,
    ...connection,
    userToken: cipher.seal(login.userToken),
    connectedByUserId: auth.user.id,
    connectedByName: auth.user.fullname || auth.user.email,
    connectedAt: now,
    updatedAt: now,
  });
  return returnUrl(config, organizationId, connection.state === 'connected' ? 'connected' : 'choose');
}

/** The pages the connected user manages, read now with the user's token. */
async function userPages(deps: Deps, organizationId: number): Promise<GraphPage[]> {
  const config = requireConfigured(deps.config);
  const row = await connectionOf(deps.db, organizationId);
  if (!row || row.userToken === null) {
    throw facebookError(row?.state === 'expired' ? 'FACEBOOK_EXPIRED' : 'FACEBOOK_NOT_CONNECTED');
  }
  try {
    return await listPages(safeFetchOf(deps), config, tokenCipher(config).open(row.userToken));
  } catch (error) {
    throw await graphFailure(deps, organizationId, error);
  }
}

/** The pages to choose from, each with its linked Instagram professional account. */
export async function facebookPages(deps: Deps, auth: AuthContext): Promise<TFacebookPages> {
  const pages = await userPages(deps, auth.organization.id);
  if (pages.length === 0) throw facebookError('FACEBOOK_NO_PAGES');
  return { pages: pages.map(({ id, name, instagram }) => ({ id, name, instagram })) };
}

/**
 * The page the organization's widgets show (and its Instagram account, when asked and linked): its
 * token is kept, sealed, and the connection is connected.
 */
export async function chooseFacebookPage(
  deps: Deps,
  auth: AuthContext,
  choice: TFacebookPageChoice,
): Promise<TFacebookConnection> {
  const organizationId = auth.organization.id;
  const page = (await userPages(deps, organizationId)).find((candidate) => candidate.id === choice.pageId);
  if (!page) throw facebookError('FACEBOOK_PAGE_NOT_FOUND');
  const instagram = choice.instagram ? page.instagram : null;
  await updateConnection(deps.db, organizationId, {
    state: 'connected',
    pageId: page.id,
    pageName: page.name,
    pageToken: tokenCipher(deps.config).seal(page.accessToken),
    instagramId: instagram?.id ?? null,
    instagramUsername: instagram?.username ?? null,
    updatedAt: deps.now(),
  });
  return facebookConnection(deps, auth);
}

/** Forgets the organization's connection and its tokens; its widgets keep their last posts. */
export async function disconnectFacebook(deps: Deps, auth: AuthContext): Promise<{ success: true }> {
  await deleteConnection(deps.db, auth.organization.id);
  return { success: true };
}
