import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './app/i18n';
import { startupLocale } from './app/locale';
import { PageSpinner } from './components/PageSpinner';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Placard needs an element with id "root"');
const root = createRoot(container);

void initI18n(startupLocale()).finally(() => {
  root.render(
    <AppProviders>
      <Suspense fallback={<PageSpinner fullHeight />}>
        <RouterProvider router={createAppRouter()} />
      </Suspense>
    </AppProviders>,
  );
});
