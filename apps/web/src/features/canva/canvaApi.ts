import { useEffect } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CanvaExportFormat,
  TCanvaConnectAnswer,
  TCanvaCreateRequest,
  TCanvaDesign,
  TCanvaDesigns,
  TCanvaImport,
  TCanvaImportRequest,
  TCanvaStatus,
} from '@placard/contract';
import { api, isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useSession } from '../../app/session';

/** The Canva page of the media library, where Canva sends the browser back to. */
export const CANVA_PATH = '/media/canva';
/** While Canva exports a design, its import is asked after this often. */
export const IMPORT_POLL_MS = 1500;

const canvaKeys = {
  all: ['canva'] as const,
  status: ['canva', 'status'] as const,
  designs: (query: string) => ['canva', 'designs', query] as const,
  import: (id: number) => ['canva', 'import', id] as const,
};

/** The Canva calls (POST with a JSON body under /api/canva). */
export const canvaApi = {
  status: () => api.post<TCanvaStatus>('/canva/status', {}),
  connect: () => api.post<TCanvaConnectAnswer>('/canva/connect', {}),
  disconnect: () => api.post<{ ok: true }>('/canva/disconnect', {}),
  designs: (query: string, continuation: string | null, signal?: AbortSignal) =>
    api.post<TCanvaDesigns>('/canva/designs', { query, continuation }, { signal }),
  create: (body: TCanvaCreateRequest) => api.post<{ design: TCanvaDesign }>('/canva/designs/create', body),
  startImport: (body: TCanvaImportRequest) => api.post<TCanvaImport>('/canva/import', body),
  importStatus: (id: number) => api.post<TCanvaImport>('/canva/import/status', { id }),
};

/** Whether the licence offers Canva, the server has it, and the user's own connection. */
export function useCanvaStatus() {
  const session = useSession();
  const allowed = session.licenseProperties.allowCanva;
  const status = useQuery({ queryKey: canvaKeys.status, queryFn: canvaApi.status, enabled: allowed });
  // without the add-on nothing is asked, and nothing is waited for
  return {
    ...status,
    isPending: allowed && status.isPending,
    available: allowed && status.data?.available === true,
  };
}

/** Sends the browser to Canva's consent page; it comes back to the Canva page. */
export function useConnectCanva() {
  return useMutation({
    mutationFn: canvaApi.connect,
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

export function useDisconnectCanva() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: canvaApi.disconnect,
    // not awaited: the caller hears of the success before the page turns back to connecting
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: canvaKeys.all }),
  });
}

/**
 * The user's designs, a page at a time; asked again when the user comes back to the window (from
 * editing a design in Canva), so that a new or changed design shows.
 */
export function useCanvaDesigns(query: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const designs = useInfiniteQuery({
    queryKey: canvaKeys.designs(query),
    queryFn: ({ pageParam, signal }) => canvaApi.designs(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.continuation,
    // the last designs stay while a search is asked
    placeholderData: keepPreviousData,
    enabled,
    refetchOnWindowFocus: true,
  });
  // Canva no longer takes the account's tokens: the page turns back to connecting
  const lost = isApiError(designs.error) && designs.error.code === 'CANVA_NOT_CONNECTED';
  useEffect(() => {
    if (lost) void queryClient.invalidateQueries({ queryKey: canvaKeys.status });
  }, [lost, queryClient]);
  return designs;
}

export function useCreateCanvaDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: canvaApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['canva', 'designs'] }),
  });
}

const following = (current: TCanvaImport | undefined) =>
  current?.state === 'exporting' || current?.state === 'saving';

/**
 * Imports one design: starts Canva's export, then follows it until its files are in the media library
 * (which is then fetched again) or it failed.
 */
export function useCanvaImport(designId: string) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (variables: { format: CanvaExportFormat }) =>
      canvaApi.startImport({ designId, format: variables.format }),
  });
  const id = start.data?.id ?? null;
  const progress = useQuery({
    queryKey: canvaKeys.import(id ?? 0),
    queryFn: () => canvaApi.importStatus(id ?? 0),
    enabled: id !== null,
    initialData: start.data,
    refetchInterval: (query) => (following(query.state.data) ? IMPORT_POLL_MS : false),
  });
  const current = id === null ? undefined : progress.data;
  const done = current?.state === 'done';
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: queryKeys.media });
  }, [done, queryClient]);
  return {
    start: (format: CanvaExportFormat) => start.mutate({ format }),
    current,
    /** the call that starts it, or one asking after it, failed (not the import itself) */
    error: start.error ?? progress.error,
    pending: start.isPending || following(current),
    reset: start.reset,
  };
}
