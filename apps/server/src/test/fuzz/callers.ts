import type { LightMyRequestResponse } from 'fastify';
import { logIn, type LoggedIn } from '../factories.js';
import { pairDevice } from '../devices.js';
import { BOGUS_CREDENTIALS } from './hostile-values.js';
import { registerVerified, type TestApp } from '../test-app.js';

/** Who sends the fuzzed requests: their headers, and a way to get them back when a request ended them. */
export type Caller = {
  name: string;
  headers: () => Record<string, string>;
  /** the ids worth trying in paths: the caller's own organization's */
  knownIds: () => number[];
  /** called after every answer; an owner who logged out, lost their device or organization is renewed */
  after: (response: LightMyRequestResponse) => Promise<void>;
  renewals: () => number;
};

/** Nobody: no credentials, or bogus ones in turn. */
export function anonymous(): Caller {
  let sent = 0;
  return {
    name: 'anonymous',
    headers: () => BOGUS_CREDENTIALS[(sent += 1) % BOGUS_CREDENTIALS.length] ?? {},
    knownIds: () => [1, 2],
    after: async () => {},
    renewals: () => 0,
  };
}

type Owner = { session: LoggedIn; token: string };

/** A freshly registered organization's owner, through the real API, with a paired screen of theirs. */
async function newOwner(t: TestApp): Promise<Owner> {
  const registered = await registerVerified(t);
  const session = await logIn(t, registered.email, registered.password);
  const screen = await pairDevice(t, session);
  return { session, token: screen.token };
}

async function alive(t: TestApp, owner: Owner): Promise<boolean> {
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { cookie: owner.session.cookie },
  });
  const manifest = await t.app.inject({
    method: 'GET',
    url: '/api/player/manifest',
    headers: { authorization: `Device ${owner.token}` },
  });
  return me.statusCode === 200 && manifest.statusCode === 200;
}

/**
 * An organization's owner with a session cookie and a screen token, so session, capability and device
 * routes all get past authentication. Logging out, removing the screen, changing the password or deleting
 * the organization are fuzzed too: after an answer of 401 or 403 the owner is checked and, when gone,
 * replaced by a newly registered one (logging in again would do for a logout, but not for the rest).
 */
export async function owner(t: TestApp): Promise<Caller> {
  let current = await newOwner(t);
  let renewals = 0;
  return {
    name: 'owner',
    headers: () => ({ cookie: current.session.cookie, authorization: `Device ${current.token}` }),
    knownIds: () => [current.session.organizationId, current.session.userId, 1],
    after: async (response) => {
      if (response.statusCode !== 401 && response.statusCode !== 403) return;
      if (await alive(t, current)) return;
      current = await newOwner(t);
      renewals += 1;
    },
    renewals: () => renewals,
  };
}
