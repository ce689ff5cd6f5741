import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useMediaInfo } from '../../api/media';
import { DeleteConfirm, type LibraryDeleteProps } from '../library/LibraryDeleteDialog';
import type { LibraryTarget } from '../library/libraryTarget';

/**
 * Confirms deleting items and folders (a folder goes with everything in it). For one item, the
 * playlists using it are asked first and named in a warning.
 */
export function DeleteDialog(props: LibraryDeleteProps) {
  return props.target ? <MediaDeleteConfirm {...props} target={props.target} /> : null;
}

function MediaDeleteConfirm(props: LibraryDeleteProps & { target: LibraryTarget }) {
  const { t } = useTranslation('media');
  const { target } = props;
  const only = target.items.length === 1 && target.folders.length === 0 ? target.items[0] : undefined;
  const info = useMediaInfo(only?.id ?? null);
  const usedBy = info.data?.usedBy ?? [];
  return (
    <DeleteConfirm
      {...props}
      notices={
        <>
          {only && info.isPending && <Skeleton height={48} data-testid="media-delete-checking" />}
          {usedBy.length > 0 && (
            <Alert severity="warning" data-testid="media-delete-used-by">
              {t('delete.usedBy', { names: usedBy.map((playlist) => playlist.name).join(', ') })}
            </Alert>
          )}
        </>
      }
    />
  );
}
