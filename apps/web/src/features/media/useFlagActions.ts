import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { mediaApi, useMediaMutation, type TMediaFlagsRequest } from '../../api/media';
import { errorMessage } from '../../components/form/formMessage';
import type { ShowMessage } from '../library/useShareActions';

/** Lock and "others can't edit", one click each: done at once, told in the snackbar. */
export function useFlagActions(show: ShowMessage) {
  const { t } = useTranslation('media');
  const flags = useMediaMutation(mediaApi.updateFlags);

  return {
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
