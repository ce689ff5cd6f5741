import { errorMessage } from '../../components/form/formMessage';
import { useLibraryMutation, type LibraryApi } from './libraryApi';
import type { LibraryTarget } from './libraryTarget';
import { useLibraryText } from './libraryText';

export type ShowMessage = (text: string, severity?: 'success' | 'error') => void;

/** Share (My → Shared) and unshare (back to the creator's My): done at once, told in the snackbar. */
export function useShareActions(api: LibraryApi, show: ShowMessage) {
  const { t } = useLibraryText();
  const share = useLibraryMutation(api, api.share);
  const restrict = useLibraryMutation(api, api.restrict);
  const failed = (error: unknown) => show(errorMessage(error, t('errors.shareFailed')), 'error');

  return {
    share: (target: LibraryTarget, done?: () => void) =>
      share.mutate(target, {
        onSuccess: (result) => {
          show(t('share.done', { count: result.count }));
          done?.();
        },
        onError: failed,
      }),
    unshare: (target: LibraryTarget, done?: () => void) =>
      restrict.mutate(target, {
        onSuccess: (result) => {
          show(t('share.undone', { count: result.count }));
          done?.();
        },
        onError: failed,
      }),
  };
}
