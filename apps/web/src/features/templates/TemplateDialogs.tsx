import { useTranslation } from 'react-i18next';
import { zPlaylistName, type MediaSection } from '@placard/contract';
import { playlistsApi, usePlaylistMutation } from '../../api/playlists';
import { playlistLibraryApi } from '../playlists/playlistLibraryApi';
import { CopyToStockDialog } from '../library/CopyToStockDialog';
import { dialogOf } from '../library/dialogOf';
import { LibraryDeleteDialog } from '../library/LibraryDeleteDialog';
import { targetOfItem } from '../library/libraryTarget';
import { NameDialog } from '../library/NameDialog';
import type { TemplateDialog } from './templateDialog';

interface TemplateDialogsProps {
  section: MediaSection;
  dialog: TemplateDialog | null;
  onClose: () => void;
  /** a change was made: the message to show (the dialog then closes) */
  onDone: (message: string, after?: { removed?: boolean }) => void;
}

/**
 * Every dialog of the templates view; the one `dialog` names is open. Templates are playlists, so the
 * playlist calls do the work.
 */
export function TemplateDialogs({ section, dialog, onClose, onDone }: TemplateDialogsProps) {
  const { t } = useTranslation('media');
  const rename = usePlaylistMutation(playlistsApi.rename);
  const renaming = dialogOf(dialog, 'rename')?.template ?? null;
  const copying = dialogOf(dialog, 'copyToStock')?.template ?? null;
  const deleting = dialogOf(dialog, 'delete')?.template ?? null;

  return (
    <>
      <NameDialog
        open={renaming !== null}
        onClose={onClose}
        rule={zPlaylistName}
        initialName={renaming?.name ?? ''}
        title={t('templates.renameTitle')}
        text={t('templates.renameText')}
        label={t('name.label')}
        submitLabel={t('actions.rename')}
        cancelLabel={t('actions.cancel')}
        fallback={t('errors.saveFailed')}
        testId="rename-template"
        save={(name) => rename.mutateAsync({ playlistId: renaming?.id ?? 0, name })}
        onSaved={(name) => onDone(t('name.saved', { name }))}
      />
      <LibraryDeleteDialog
        api={playlistLibraryApi}
        section={section}
        target={deleting && targetOfItem(deleting)}
        onClose={onClose}
        onDeleted={(count) => onDone(t('delete.done', { count }), { removed: true })}
      />
      <CopyToStockDialog
        api={playlistLibraryApi}
        items={copying && [copying]}
        onClose={onClose}
        onCopied={(count) => onDone(count > 0 ? t('stock.copied', { count }) : t('templates.copiedNone'))}
      />
    </>
  );
}
