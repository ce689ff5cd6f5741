import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { mediaApi, useMediaMutation, type TMediaFlagsRequest } from '../../api/media';
import { errorMessage } from '../../components/form/formMessage';
import { selectionOf, type LibraryTarget } from './libraryTarget';

type Show = (text: string, severity?: 'success' | 'error') => void;

/** One-click changes (share, unshare, lock, "others can't edit"): done at once, told in the snackbar. */
export function useQuickActions(show: Show) {
  const { t } = useTranslation('media');
  const share = useMediaMutation(mediaApi.share);
  const restrict = useMediaMutation(mediaApi.restrict);
  const flags = useMediaMutation(mediaApi.updateFlags);
  const failed = (fallback: string) => (error: unknown) => show(errorMessage(error, fallback), 'error');

  return {
    share: (target: LibraryTarget, done?: () => void) =>
      share.mutate(selectionOf(target), {
        onSuccess: (result) => {
          show(t('share.done', { count: result.count }));
          done?.();
        },
        onError: failed(t('errors.shareFailed')),
      }),
    unshare: (target: LibraryTarget, done?: () => void) =>
      restrict.mutate(selectionOf(target), {
        onSuccess: (result) => {
          show(t('share.undone', { count: result.count }));
          done?.();
        },
        onError: failed(t('errors.shareFailed')),
      }),
    setFlags: (item: TMediaItem, change: Omit<TMediaFlagsRequest, 'id'>) =>
      flags.mutate(
        { id: item.id, ...change },
        {
          onSuccess: (updated) => {
            if (change.locked !== undefined) {
              show(
                updated.locked
                  ? t('flags.locked', { name: item.name })
                  : t('flags.unlocked', { name: item.name }),
              );
            } else {
              show(
                updated.uneditableWhenShared
                  ? t('flags.uneditable', { name: item.name })
                  : t('flags.editable', { name: item.name }),
              );
            }
          },
          onError: failed(t('errors.saveFailed')),
        },
      ),
  };
}
