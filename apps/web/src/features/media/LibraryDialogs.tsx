import { useTranslation } from 'react-i18next';
import { zFolderName, zMediaName, type MediaSection, type TMediaItem } from '@placard/contract';
import { mediaApi, useMediaMutation } from '../../api/media';
import { CopyToStockDialog } from './CopyToStockDialog';
import { DeleteDialog } from './DeleteDialog';
import { dialogOf } from './dialogOf';
import type { LibraryDialog } from './libraryDialog';
import { mediaLibraryApi } from './mediaLibraryApi';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import { PreviewDialog } from './PreviewDialog';
import { StockRecipientsDialog } from './StockRecipientsDialog';

interface LibraryDialogsProps {
  section: MediaSection;
  folderId: number | null;
  dialog: LibraryDialog | null;
  /** the items of the page, so an open preview follows the item as it is processed */
  items: readonly TMediaItem[];
  onClose: () => void;
  /** a change was made: the message to show; the dialog closes unless kept open */
  onDone: (message: string, after?: { clearSelection?: boolean; keepOpen?: boolean }) => void;
}

/** Every dialog of the library; the one `dialog` names is open. */
export function LibraryDialogs({ section, folderId, dialog, items, onClose, onDone }: LibraryDialogsProps) {
  const { t } = useTranslation('media');
  const createFolder = useMediaMutation(mediaApi.createFolder);
  const renameFolder = useMediaMutation(mediaApi.renameFolder);
  const renameItem = useMediaMutation(mediaApi.rename);
  const own = section === 'stock' ? null : section;

  const newFolder = dialogOf(dialog, 'newFolder');
  const folderRename = dialogOf(dialog, 'renameFolder');
  const itemRename = dialogOf(dialog, 'renameItem');
  const move = dialogOf(dialog, 'move');
  const remove = dialogOf(dialog, 'delete');
  const stock = dialogOf(dialog, 'copyToStock');
  const recipients = dialogOf(dialog, 'recipients');
  const preview = dialogOf(dialog, 'preview');
  const previewed = preview ? (items.find((item) => item.id === preview.item.id) ?? preview.item) : null;

  const common = { onClose, cancelLabel: t('actions.cancel'), label: t('name.label') };
  return (
    <>
      {own && (
        <NameDialog
          {...common}
          open={newFolder !== null}
          rule={zFolderName}
          initialName=""
          title={t('folder.newTitle')}
          text={t('folder.newText')}
          submitLabel={t('folder.create')}
          fallback={t('errors.saveFailed')}
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
        title={t('folder.renameTitle')}
        text={t('folder.renameText')}
        submitLabel={t('actions.rename')}
        fallback={t('errors.saveFailed')}
        testId="rename-folder"
        save={(name) => renameFolder.mutateAsync({ id: folderRename?.folder.id ?? 0, name })}
        onSaved={(name) => onDone(t('name.saved', { name }))}
      />
      <NameDialog
        {...common}
        open={itemRename !== null}
        rule={zMediaName}
        initialName={itemRename?.item.name ?? ''}
        title={t('name.renameTitle')}
        text={t('name.renameText')}
        submitLabel={t('actions.rename')}
        fallback={t('errors.saveFailed')}
        testId="rename-item"
        selectStem
        save={(name) => renameItem.mutateAsync({ id: itemRename?.item.id ?? 0, name })}
        onSaved={(name) => onDone(t('name.saved', { name }))}
      />
      {own && (
        <MoveDialog
          api={mediaLibraryApi}
          section={own}
          target={move?.target ?? null}
          currentFolderId={folderId}
          onClose={onClose}
          onMoved={(count) => onDone(t('move.done', { count }), { clearSelection: true })}
        />
      )}
      <DeleteDialog
        api={mediaLibraryApi}
        section={section}
        target={remove?.target ?? null}
        onClose={onClose}
        onDeleted={(count) => onDone(t('delete.done', { count }), { clearSelection: true })}
      />
      <CopyToStockDialog
        api={mediaLibraryApi}
        items={stock?.items ?? null}
        onClose={onClose}
        onCopied={(count) =>
          onDone(count > 0 ? t('stock.copied', { count }) : t('stock.copiedNone'), { clearSelection: true })
        }
      />
      <StockRecipientsDialog
        api={mediaLibraryApi}
        item={recipients?.item ?? null}
        onClose={onClose}
        onWithdrawn={(count) => onDone(t('stock.withdrawn', { count }), { keepOpen: true })}
      />
      <PreviewDialog item={previewed} onClose={onClose} />
    </>
  );
}
