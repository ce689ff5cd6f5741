import { FetchError } from './fetch-error.js';

/** A web address Placard may read: http or https, without a user name or password. */
export function parseUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchError('FETCH_BAD_URL', `${String(input)} is not a web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('FETCH_BAD_SCHEME', `${url.protocol} addresses are not read: only http and https.`);
  }
  if (url.username || url.password) {
    throw new FetchError('FETCH_BAD_URL', 'Addresses with a user name or password are not read.');
  }
  return url;
}

/** Where a redirect leads (relative to the address that answered it), never from https down to http. */
export function nextHop(current: URL, location: string): URL {
  let next: URL;
  try {
    next = parseUrl(new URL(location, current));
  } catch (error) {
    if (error instanceof FetchError) throw error;
    throw new FetchError(
      'FETCH_BAD_URL',
      `${current.href} redirects to ${location}, which is not a web address.`,
    );
  }
  if (current.protocol === 'https:' && next.protocol === 'http:') {
    throw new FetchError(
      'FETCH_BAD_SCHEME',
      `${current.href} redirects from https down to http: ${next.href}.`,
    );
  }
  return next;
}
