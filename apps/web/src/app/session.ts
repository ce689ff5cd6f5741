import { createContext, use } from 'react';
import type { TSession } from '@placard/contract';

/** The session of the logged-in user, provided by the authenticated route guard. */
export const SessionContext = createContext<TSession | null>(null);

export function useSession(): TSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession is only available inside authenticated routes');
  return session;
}
