import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client';

/** Client errors (4xx) are answers, not outages: they are never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
