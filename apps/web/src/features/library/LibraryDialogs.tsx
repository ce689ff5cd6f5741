import { zFolderName, type MediaSection } from '@placard/contract';
import { CopyToStockDialog } from './CopyToStockDialog';
import { dialogOf } from './dialogOf';
import { useLibraryMutation } from './libraryApi';
import type { LibraryAction } from './libraryActions';
import { LibraryDeleteDialog } from './LibraryDeleteDialog';
import type { LibraryDialog, OnLibraryDone } from './libraryDialog';
import type { LibrarySection } from './librarySection';
import type { LibraryEntry } from './libraryTarget';
import { useLibraryText } from './libraryText';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import { StockRecipientsDialog } from './StockRecipientsDialog';

interface LibraryDialogsProps<Item extends LibraryEntry, Action extends LibraryAction> {
  library: LibrarySection<Item, Action>;
  section: MediaSection;
  folderId: number | null;
  dialog: { kind: string } | null;
  onClose: () => void;
  onDone: OnLibraryDone;
}

/** The dialogs every library has (folders, rename, move, delete, stock); the one `dialog` names is open. */
export function LibraryDialogs<Item extends LibraryEntry, Action extends LibraryAction>({
  library,
  section,
  folderId,
  dialog: open,
  onClose,
  onDone,
}: LibraryDialogsProps<Item, Action>) {
  const { t } = useLibraryText();
  const { api } = library;
  const createFolder = useLibraryMutation(api, api.createFolder, 'onSuccess');
  const renameFolder = useLibraryMutation(api, api.renameFolder, 'onSuccess');
  const rename = useLibraryMutation(api, api.rename, 'onSuccess');
  const own = section === 'stock' ? null : section;
  const DeleteDialog = library.DeleteDialog ?? LibraryDeleteDialog;

  const dialog = open as LibraryDialog<Item> | null;
  const newFolder = dialogOf(dialog, 'newFolder');
  const folderRename = dialogOf(dialog, 'renameFolder');
  const itemRename = dialogOf(dialog, 'rename');
  const move = dialogOf(dialog, 'move');
  const remove = dialogOf(dialog, 'delete');
  const stock = dialogOf(dialog, 'copyToStock');
  const recipients = dialogOf(dialog, 'recipients');

  const common = { onClose, cancelLabel: t('actions.cancel'), fallback: t('errors.saveFailed') };
  const folderName = { ...common, rule: zFolderName, label: t('folder.nameLabel') };
  return (
    <>
      {own && (
        <NameDialog
          {...folderName}
          open={newFolder !== null}
          initialName=""
          title={t('folder.newTitle')}
          text={t('folder.newText')}
          submitLabel={t('folder.create')}
          testId="new-folder"
          save={(name) => createFolder.mutateAsync({ name, section: own, parentFolderId: folderId })}
          onSaved={(name) => onDone(t('folder.created', { name }))}
        />
      )}
      <NameDialog
        {...folderName}
        open={folderRename !== null}
        initialName={folderRename?.folder.name ?? ''}
        title={t('folder.renameTitle')}
        text={t('folder.renameText')}
        submitLabel={t('actions.rename')}
        testId="rename-folder"
        save={(name) => renameFolder.mutateAsync({ id: folderRename?.folder.id ?? 0, name })}
        onSaved={(name) => onDone(t('name.saved', { name }))}
      />
      <NameDialog
        {...common}
        open={itemRename !== null}
        rule={library.naming.rule}
        initialName={itemRename?.item.name ?? ''}
        label={t('name.label')}
        title={t('name.renameTitle')}
        text={t('name.renameText')}
        submitLabel={t('actions.rename')}
        testId={library.naming.testId}
        selectStem={library.naming.selectStem}
        save={(name) => rename.mutateAsync({ id: itemRename?.item.id ?? 0, name })}
        onSaved={(name) => onDone(t('name.saved', { name }))}
      />
      {own && (
        <MoveDialog
          api={api}
          section={own}
          target={move?.target ?? null}
          currentFolderId={folderId}
          topIcon={library.moveTopIcon}
          onClose={onClose}
          onMoved={(count) => onDone(t('move.done', { count }), { clearSelection: true })}
        />
      )}
      <DeleteDialog
        api={api}
        section={section}
        target={remove?.target ?? null}
        onClose={onClose}
        onDeleted={(count) => onDone(t('delete.done', { count }), { clearSelection: true })}
      />
      <CopyToStockDialog
        api={api}
        items={stock?.items ?? null}
        onClose={onClose}
        onCopied={(count) =>
          onDone(count > 0 ? t('stock.copied', { count }) : t('stock.copiedNone'), { clearSelection: true })
        }
      />
      <StockRecipientsDialog
        api={api}
        item={recipients?.item ?? null}
        onClose={onClose}
        onWithdrawn={(count) => onDone(t('stock.withdrawn', { count }), { keepOpen: true })}
      />
    </>
  );
}
