import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { initI18n } from '../app/i18n';

/** Renders routes at a path inside the app's providers, in English, with a fresh cache. */
export async function renderRoutes(routes: RouteObject[], path: string) {
  await initI18n('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A route that only shows where the app navigated to. */
export function landing(path: string): RouteObject {
  return { path, element: (<p data-testid="landed">{path}</p>) satisfies ReactElement };
}
