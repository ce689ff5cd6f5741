import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { capabilitiesOf, type Role, type TSession } from '@placard/contract';
import { SessionContext } from '../app/session';

/** A logged-in session for component tests (organization 1, valid licence with every switch). */
export function testSession(overrides: Partial<TSession> & { roleName?: Role } = {}): TSession {
  const { roleName = 'owner', ...rest } = overrides;
  return {
    loggedIn: true,
    userId: 1,
    name: 'Olive Owner',
    email: 'olive@example.com',
    organizationId: 1,
    organizationName: 'Acme Signs',
    organizationTimeZone: 'Europe/Stockholm',
    role: { name: roleName },
    isEulaAgreed: true,
    locale: 'en',
    localeSet: false,
    licenseStatus: 'valid',
    licenseLevel: 'full_access',
    licenseProperties: {
      allowCanva: true,
      interactionEnabled: true,
      isShoContentPlatformEditor: false,
      widgets: { weather: true, news: true, facebook: true, instagram: true },
    },
    licenseState: 'active',
    licenseFeatures: {
      subOrgUpdateAccess: 2,
      themeManagement: true,
      impersonation: true,
      customTitle: true,
      interaction: true,
      aiAssistant: true,
      newsAddOn: true,
      weatherAddOn: true,
      facebookAddOn: true,
      instagramAddOn: true,
      canvaAddOn: true,
      giphyAddOn: true,
      pexelsAddOn: true,
      pixabayAddOn: true,
      unsplashAddOn: true,
    },
    impersonationMode: false,
    impersonation: null,
    isRootOrganization: false,
    integrationId: null,
    permissions: capabilitiesOf(roleName),
    ...rest,
  };
}

export function WithSession({ session, children }: { session: TSession; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** An answer: its status and a JSON body, or a body of lines (`lines`: a stream of JSON lines). */
type Handler = (init: { method: string; body: unknown; url: string }) => {
  status: number;
  body?: unknown;
  lines?: readonly unknown[];
};

/**
 * Stubs fetch with handlers keyed "METHOD /api/path" (query string ignored); unknown calls are 404.
 * Returns the mock, whose calls the tests read.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    const handler = handlers[`${method} ${path}`];
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const answer = handler ? handler({ method, body, url }) : { status: 404 };
    const text = answer.lines
      ? answer.lines.map((line) => `${JSON.stringify(line)}\n`).join('')
      : answer.body === undefined
        ? ''
        : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON bodies sent to one endpoint. */
export function sentBodies(mock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input, init]) => String(input).split('?')[0] === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body));
}
