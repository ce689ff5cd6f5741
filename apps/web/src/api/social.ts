import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFacebookConnection, TFacebookPageChoice, TFacebookPages } from '@placard/contract';
import { api } from './client';

/** The organization's Facebook connection, for its Facebook and Instagram widgets. */
export const facebookApi = {
  info: () => api.post<TFacebookConnection>('/social/facebook/info', {}),
  loginUrl: () => api.post<{ url: string }>('/social/facebook/url', {}),
  pages: () => api.post<TFacebookPages>('/social/facebook/pages', {}),
  choose: (body: TFacebookPageChoice) => api.post<TFacebookConnection>('/social/facebook/choose', body),
  disconnect: () => api.post<{ success: true }>('/social/facebook/disconnect', {}),
};

export const FACEBOOK_CONNECTION_KEY = ['social', 'facebook', 'connection'] as const;
const FACEBOOK_PAGES_KEY = ['social', 'facebook', 'pages'] as const;

/** The acting organization's Facebook connection: connected or disconnected, its page and account. */
export function useFacebookConnection(enabled = true) {
  return useQuery({ queryKey: FACEBOOK_CONNECTION_KEY, queryFn: facebookApi.info, enabled });
}

/** The pages the connected Facebook user manages, while one is being chosen. */
export function useFacebookPages(enabled: boolean) {
  return useQuery({ queryKey: FACEBOOK_PAGES_KEY, queryFn: facebookApi.pages, enabled, retry: false });
}

/** Sends the browser to Facebook Login; it comes back to the organization's add-ons. */
export function useFacebookLogin() {
  return useMutation({
    mutationFn: facebookApi.loginUrl,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useChooseFacebookPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: facebookApi.choose,
    onSuccess: (connection) => queryClient.setQueryData(FACEBOOK_CONNECTION_KEY, connection),
  });
}

export function useDisconnectFacebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: facebookApi.disconnect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['social', 'facebook'] }),
  });
}
