import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPalette } from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** The organization's colour palette of the editor. */
export const paletteApi = {
  get: (signal?: AbortSignal) => api.get<TPalette>('/palette', { signal }),
  add: (color: string) => api.post<TPalette>('/palette/add', { color }),
  remove: (color: string) => api.post<TPalette>('/palette/remove', { color }),
};

/** The default colours and the organization's saved ones (fetched once asked for). */
export function usePalette(enabled = true) {
  return useQuery({ enabled, queryKey: queryKeys.palette, queryFn: ({ signal }) => paletteApi.get(signal) });
}

/** Saves or deletes a colour; the palette is kept as answered. */
export function usePaletteMutation(change: (color: string) => Promise<TPalette>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (palette) => queryClient.setQueryData(queryKeys.palette, palette),
  });
}
