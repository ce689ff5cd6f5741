import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKind, MediaSection, MediaSort, TMediaItem } from '@placard/contract';
import { useMediaList } from '../../api/media';
import { dialogOf } from '../library/dialogOf';
import { LibraryPage } from '../library/LibraryPage';
import { LibraryTextContext } from '../library/libraryText';
import { useLibraryPage, useLibraryPlace } from '../library/useLibraryPage';
import { useLibrarySearch, type LibrarySearch } from '../library/useLibrarySearch';
import { TemplatesSection } from '../templates/TemplatesSection';
import { DropOverlay } from './DropOverlay';
import { kindParams, TEMPLATES, useKindChoice, type KindChoice } from './kindChoice';
import { canUpload, type ItemAction } from './mediaActions';
import { MediaEmptyState } from './MediaEmptyState';
import { MEDIA_LIBRARY, MEDIA_TEXT } from './mediaLibrary';
import { KindFilter, MediaToolbar, type SortOrder } from './MediaToolbar';
import { PreviewDialog } from './PreviewDialog';
import { UploadButton } from './UploadButton';
import { useFileDrop } from './useFileDrop';
import { useFlagActions } from './useFlagActions';
import { useUploads } from './useUploads';

/**
 * One section of the media library (/media/my, /media/shared, /media/stock): its files, or with the
 * Templates chosen its templates. The kind shown is in the address (?kind=video, ?kind=templates);
 * the search goes on from one kind to another.
 */
export default function MediaSectionPage({ section }: { section: MediaSection }) {
  const [kind, setKind] = useKindChoice();
  const search = useLibrarySearch();
  return (
    <LibraryTextContext value={MEDIA_TEXT}>
      {kind === TEMPLATES ? (
        <TemplatesSection
          section={section}
          search={search}
          kindFilter={<KindFilter kind={TEMPLATES} onKind={setKind} />}
        />
      ) : (
        <MediaFiles section={section} kind={kind} onKind={setKind} search={search} />
      )}
    </LibraryTextContext>
  );
}

/** The media library's own dialog: a file's preview. */
type PreviewOpen = { kind: 'preview'; item: TMediaItem };

interface MediaFilesProps {
  section: MediaSection;
  kind: MediaKind | undefined;
  onKind: (kind: KindChoice | undefined) => void;
  search: LibrarySearch;
}

/**
 * The files of a section: its folders and items as a grid or a list, with search, filters, sort,
 * pages, selection, upload by button or drop, and the actions the session and each item allow. The
 * folder shown is in the address (?folder=12).
 */
function MediaFiles({ section, kind, onKind: setKind, search }: MediaFilesProps) {
  const { t } = useTranslation('media');
  const uploads = useUploads();
  const [sort, setSort] = useState<{ sort: MediaSort; order: SortOrder }>({ sort: 'date', order: 'desc' });
  const place = useLibraryPlace(section, search, [kind, sort.sort, sort.order]);
  const { folderId } = place;
  const list = useMediaList({
    section,
    folderId: search.searching ? null : folderId,
    kind,
    searchTerm: search.searching,
    sort: sort.sort,
    order: sort.order,
    limit: place.limit,
    offset: place.offset,
  });
  const page = useLibraryPage<TMediaItem, ItemAction, PreviewOpen>(
    MEDIA_LIBRARY,
    place,
    list,
    kindParams(kind),
  );
  const flags = useFlagActions(page.toast.show);

  const uploadable = canUpload(page.access);
  const target = { section: section === 'stock' ? 'my' : section, folderId } as const;
  const upload = (files: File[]) => uploads.add(files, target);
  const dragging = useFileDrop(uploadable, upload);
  const here = list.data?.path[list.data.path.length - 1]?.name ?? t(`sections.${section}`);

  const onItemAction = (item: TMediaItem, action: ItemAction) => {
    switch (action) {
      case 'preview':
        return page.setDialog({ kind: 'preview', item });
      case 'lock':
        return flags.setFlags(item, { locked: !item.locked });
      case 'uneditable':
        return flags.setFlags(item, { uneditableWhenShared: !item.uneditableWhenShared });
      default:
        return page.onItemAction(item, action);
    }
  };

  // an open preview follows the item as it is processed
  const preview = dialogOf(page.dialog, 'preview');
  const previewed = preview ? (page.items.find((item) => item.id === preview.item.id) ?? preview.item) : null;
  const uploadButton = uploadable ? <UploadButton onFiles={upload} /> : null;

  return (
    <LibraryPage
      page={page}
      testId="media-drop-zone"
      actions={uploadButton}
      toolbar={
        <MediaToolbar
          query={search.query}
          onQuery={search.onQuery}
          kind={kind}
          onKind={setKind}
          sort={sort.sort}
          order={sort.order}
          onSort={(next, order) => setSort({ sort: next, order })}
          view={page.view}
          onView={page.setView}
        />
      }
      empty={
        <MediaEmptyState
          section={section}
          searching={search.searching}
          kind={kind}
          inFolder={folderId !== null}
          upload={uploadButton && <UploadButton onFiles={upload} testId="media-empty-upload-input" />}
          onClearSearch={() => search.onQuery('')}
          onShowAll={() => setKind(undefined)}
        />
      }
      onItemAction={onItemAction}
    >
      {dragging && <DropOverlay destination={here} />}
      <PreviewDialog item={previewed} onClose={() => page.setDialog(null)} />
    </LibraryPage>
  );
}
