import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  THEME_IMAGE_FIELD,
  type TTheme,
  type TThemeColorsRequest,
  type TUpdateWebsiteTitleRequest,
  type ThemeProperty,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** The two images of a theme and the call that replaces each. */
export type ThemeImageKind = 'logo' | 'background';
const IMAGE_PATHS: Record<ThemeImageKind, string> = {
  logo: 'updateThemeLogo',
  background: 'updateThemeBackground',
};

/** Sends one file as multipart/form-data in the field 'uploaded-media'; success is HTTP 200 with {url}. */
export function uploadThemeImage(
  organizationId: number,
  kind: ThemeImageKind,
  file: File,
): Promise<{ url: string }> {
  const form = new FormData();
  form.append(THEME_IMAGE_FIELD, file, file.name);
  return api.post<{ url: string }>(`/organizations/${organizationId}/${IMAGE_PATHS[kind]}`, form);
}

const base = (organizationId: number) => `/organizations/${organizationId}`;

export const themeApi = {
  updateColors: (organizationId: number, body: TThemeColorsRequest) =>
    api.post<TTheme>(`${base(organizationId)}/updateThemeColors`, body),
  reset: (organizationId: number, propertyList: ThemeProperty[]) =>
    api.post<TTheme>(`${base(organizationId)}/resetTheme`, { propertyList }),
  uploadImage: uploadThemeImage,
  updateWebsiteTitle: (organizationId: number, body: TUpdateWebsiteTitleRequest) =>
    api.post<{ title: string }>(`${base(organizationId)}/updateWebsiteTitle`, body),
};

/**
 * Puts a saved theme in the cache under the key the app shell reads, so the shell of the caller's own
 * organization takes the new look at once (and the page title follows websiteTitle).
 */
function storeTheme(queryClient: QueryClient, organizationId: number, update: (theme: TTheme) => TTheme) {
  queryClient.setQueryData<TTheme>(queryKeys.organizationTheme(organizationId), (current) =>
    current ? update(current) : undefined,
  );
}

export function useThemeColorsMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TThemeColorsRequest) => themeApi.updateColors(organizationId, body),
    onSuccess: (theme) => queryClient.setQueryData(queryKeys.organizationTheme(organizationId), theme),
  });
}

export function useResetThemeMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyList: ThemeProperty[]) => themeApi.reset(organizationId, propertyList),
    onSuccess: async (theme, propertyList) => {
      queryClient.setQueryData(queryKeys.organizationTheme(organizationId), theme);
      // The organization's details carry its website title too.
      if (propertyList.includes('websiteTitle')) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.organization(organizationId) });
      }
    },
  });
}

export function useThemeImageMutation(organizationId: number, kind: ThemeImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => themeApi.uploadImage(organizationId, kind, file),
    onSuccess: async ({ url }) => {
      storeTheme(queryClient, organizationId, (theme) =>
        kind === 'logo' ? { ...theme, logoUrl: url } : { ...theme, homeBackgroundUrl: url },
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.organizationTheme(organizationId) });
    },
  });
}

export function useWebsiteTitleMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateWebsiteTitleRequest) => themeApi.updateWebsiteTitle(organizationId, body),
    onSuccess: async ({ title }) => {
      storeTheme(queryClient, organizationId, (theme) => ({ ...theme, websiteTitle: title || null }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.organization(organizationId) });
    },
  });
}
