import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { mediaApi, useMediaMutation, type TMediaFlagsRequest } from '../../api/media';
import { errorMessage } from '../../components/form/formMessage';
import { mediaLibraryApi } from './mediaLibraryApi';
import { useShareActions, type ShowMessage } from './useShareActions';

/** One-click changes (share, unshare, lock, "others can't edit"): done at once, told in the snackbar. */
export function useQuickActions(show: ShowMessage) {
  const { t } = useTranslation('media');
  const sharing = useShareActions(mediaLibraryApi, show);
  const flags = useMediaMutation(mediaApi.updateFlags);

  return {
    ...sharing,
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
          onError: (error) => show(errorMessage(error, t('errors.saveFailed')), 'error'),
        },
      ),
  };
}
