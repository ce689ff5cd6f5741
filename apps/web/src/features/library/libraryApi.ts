import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { OwnSection, TFolderTree, TStockRecipients } from '@placard/contract';
import type { LibraryTarget } from './libraryTarget';

/** How many things a change touched. */
export interface LibraryCount {
  count: number;
}

/** Where stock copies go: chosen sub-organizations, or (from the root organization) the whole platform. */
export interface StockDestination {
  orgShareIds: number[];
  platform: boolean;
}

/** One holder of stock copies: an organization, or the platform. */
export type StockHolder = { organizationId: number } | { platform: true };

/**
 * The calls the library's shared dialogs make (folder tree, move, delete, share, stock copies). The
 * media library and the playlists each give theirs, over their own endpoints.
 */
export interface LibraryApi {
  /** every query of this library, fetched again after a change */
  queryKey: QueryKey;
  folderTreeKey: (section: OwnSection) => QueryKey;
  folderTree: (section: OwnSection) => Promise<TFolderTree>;
  /** a new folder in a folder of a section, or at its top level (null) */
  createFolder: (folder: {
    name: string;
    section: OwnSection;
    parentFolderId: number | null;
  }) => Promise<unknown>;
  renameFolder: (folder: { id: number; name: string }) => Promise<unknown>;
  /** a media file or a playlist */
  rename: (item: { id: number; name: string }) => Promise<unknown>;
  /** into a folder, or the section's top level (null) */
  move: (target: LibraryTarget, parentFolderId: number | null) => Promise<LibraryCount>;
  /** folders go with everything in them */
  remove: (target: LibraryTarget) => Promise<LibraryCount>;
  share: (target: LibraryTarget) => Promise<LibraryCount>;
  restrict: (target: LibraryTarget) => Promise<LibraryCount>;
  copyToStock: (ids: number[], destination: StockDestination) => Promise<LibraryCount>;
  stockRecipientsKey: (id: number) => QueryKey;
  stockRecipients: (id: number) => Promise<TStockRecipients>;
  stockUnshare: (id: number, holder: StockHolder) => Promise<LibraryCount>;
  stockUnshareAll: (id: number) => Promise<LibraryCount>;
}

/**
 * A change to a library: afterwards every one of its queries is fetched again, by default also after
 * a failure, since a change made of several calls may have stopped partway; a change of one call
 * (naming) refetches on success only.
 */
export function useLibraryMutation<TVariables, TResult>(
  api: Pick<LibraryApi, 'queryKey'>,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  refetch: 'always' | 'onSuccess' = 'always',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.queryKey });
  return useMutation({
    mutationFn,
    onSuccess: refetch === 'onSuccess' ? refresh : undefined,
    onSettled: refetch === 'always' ? refresh : undefined,
  });
}
