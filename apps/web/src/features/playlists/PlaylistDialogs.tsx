import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined';
import { useTranslation } from 'react-i18next';
import { zFolderName, zPlaylistName, type MediaSection } from '@placard/contract';
import { playlistsApi, usePlaylistMutation } from '../../api/playlists';
import { CopyToStockDialog } from '../media/CopyToStockDialog';
import { dialogOf } from '../media/dialogOf';
import { LibraryDeleteDialog } from '../media/LibraryDeleteDialog';
import { MoveDialog } from '../media/MoveDialog';
import { NameDialog } from '../media/NameDialog';
import { StockRecipientsDialog } from '../media/StockRecipientsDialog';
import { CreatePlaylistDialog } from './CreatePlaylistDialog';
import type { PlaylistDialog } from './playlistDialog';
import { playlistLibraryApi } from './playlistLibraryApi';

interface PlaylistDialogsProps {
  section: MediaSection;
  folderId: number | null;
  dialog: PlaylistDialog | null;
  onClose: () => void;
  /** a change was made: the message to show; the dialog closes unless kept open */
  onDone: (message: string, after?: { clearSelection?: boolean; keepOpen?: boolean }) => void;
  /** a playlist was made: the editor opens on it */
  onCreated: (id: number) => void;
}

/** Every dialog of the playlists page; the one `dialog` names is open. */
export function PlaylistDialogs({
  section,
  folderId,
  dialog,
  onClose,
  onDone,
  onCreated,
}: PlaylistDialogsProps) {
  const { t } = useTranslation('playlists');
  const create = usePlaylistMutation(playlistsApi.create);
  const createFolder = usePlaylistMutation(playlistsApi.createFolder);
  const renameFolder = usePlaylistMutation(playlistsApi.renameFolder);
  const rename = usePlaylistMutation(playlistsApi.rename);
  const own = section === 'stock' ? null : section;

  const newFolder = dialogOf(dialog, 'newFolder');
  const folderRename = dialogOf(dialog, 'renameFolder');
  const playlistRename = dialogOf(dialog, 'rename');
  const move = dialogOf(dialog, 'move');
  const remove = dialogOf(dialog, 'delete');
  const stock = dialogOf(dialog, 'copyToStock');
  const recipients = dialogOf(dialog, 'recipients');

  const common = { onClose, cancelLabel: t('actions.cancel'), fallback: t('errors.saveFailed') };
  return (
    <>
      {own && (
        <CreatePlaylistDialog
          open={dialogOf(dialog, 'create') !== null}
          place={{ section: own, parentFolderId: folderId }}
          onClose={onClose}
          create={create.mutateAsync}
          onCreated={onCreated}
        />
      )}
      {own && (
        <NameDialog
          {...common}
          open={newFolder !== null}
          rule={zFolderName}
          initialName=""
          label={t('folder.nameLabel')}
          title={t('folder.newTitle')}
          text={t('folder.newText')}
          submitLabel={t('folder.create')}
          testId="new-folder"
          save={(name) => createFolder.mutateAsync({ name, section: own, parentFolderId: folderId })}
          onSaved={(name) => onDone(t('folder.created', { name }))}
        />
      )}
      <NameDialog
        {...common}
        open={folderRename !== null}
        rule={zFolderName}
        initialName={folderRename?.folder.name ?? ''}
        label={t('folder.nameLabel')}
        title={t('folder.renameTitle')}
        text={t('folder.renameText')}
        submitLabel={t('actions.rename')}
        testId="rename-folder"
        save={(name) => renameFolder.mutateAsync({ id: folderRename?.folder.id ?? 0, name })}
        onSaved={(name) => onDone(t('name.saved', { name }))}
      />
      <NameDialog
        {...common}
        open={playlistRename !== null}
        rule={zPlaylistName}
        initialName={playlistRename?.playlist.name ?? ''}
        label={t('name.label')}
        title={t('name.renameTitle')}
        text={t('name.renameText')}
        submitLabel={t('actions.rename')}
        testId="rename-playlist"
        save={(name) => rename.mutateAsync({ playlistId: playlistRename?.playlist.id ?? 0, name })}
        onSaved={(name) => onDone(t('name.saved', { name }))}
      />
      {own && (
        <MoveDialog
          api={playlistLibraryApi}
          section={own}
          target={move?.target ?? null}
          currentFolderId={folderId}
          topIcon={<PlaylistPlayOutlined fontSize="small" />}
          onClose={onClose}
          onMoved={(count) => onDone(t('move.done', { count }), { clearSelection: true })}
        />
      )}
      <LibraryDeleteDialog
        api={playlistLibraryApi}
        section={section}
        target={remove?.target ?? null}
        onClose={onClose}
        onDeleted={(count) => onDone(t('delete.done', { count }), { clearSelection: true })}
      />
      <CopyToStockDialog
        api={playlistLibraryApi}
        items={stock?.playlists ?? null}
        onClose={onClose}
        onCopied={(count) =>
          onDone(count > 0 ? t('stock.copied', { count }) : t('stock.copiedNone'), { clearSelection: true })
        }
      />
      <StockRecipientsDialog
        api={playlistLibraryApi}
        item={recipients?.playlist ?? null}
        onClose={onClose}
        onWithdrawn={(count) => onDone(t('stock.withdrawn', { count }), { keepOpen: true })}
      />
    </>
  );
}
