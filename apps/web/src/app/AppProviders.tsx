import { StrictMode, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { SessionWatcherProvider } from './SessionWatcherProvider';
import { createPlacardTheme } from './theme';

const defaultTheme = createPlacardTheme();

/** Data cache, Placard's default theme (organizations' themes apply inside the app shell) and the watcher. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={defaultTheme}>
          <CssBaseline />
          <SessionWatcherProvider>{children}</SessionWatcherProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
