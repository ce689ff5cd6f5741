/** A Fastify route path (`/api/device/:orgId/accept`) as OpenAPI writes it (`/api/device/{orgId}/accept`). */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The operation's stable name, derived from its path: `/api/playlist/create` is `playlistCreate`,
 * `/api/device/{orgId}/accept` is `deviceByOrgIdAccept`. GET and POST take the path's name; other
 * methods add theirs (`organizationsByIdDelete`), so two methods on one path stay apart.
 */
export function operationIdOf(method: string, path: string): string {
  const words = openApiPath(path)
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const parts = (parameter?.[1] ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parameter ? ['By', ...parts] : parts;
    });
  const verb = method.toUpperCase();
  if (verb !== 'GET' && verb !== 'POST') words.push(verb.toLowerCase());
  const name = words.map(capitalized).join('');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * Remembers the operation id of every documented route and refuses a second route with the same id,
 * so a colliding route stops the app at start rather than confusing generated clients.
 */
export function operationIdRegistry() {
  const owners = new Map<string, string>();
  return (method: string, url: string): string => {
    const id = operationIdOf(method, url);
    const route = `${method.toUpperCase()} ${openApiPath(url)}`;
    const owner = owners.get(id);
    if (owner !== undefined && owner !== route) {
      throw new Error(`Routes ${owner} and ${route} share the OpenAPI operation id "${id}"`);
    }
    owners.set(id, route);
    return id;
  };
}
