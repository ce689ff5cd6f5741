import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isReadOnly,
  type MediaSection,
  type TPlaylistSummary,
  type TTemplateListRequest,
} from '@placard/contract';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { playlistLibraryApi } from '../playlists/playlistLibraryApi';
import { Toast, useToast } from '../../components/Toast';
import { FolderPath } from '../library/FolderPath';
import { hasCapability, type LibraryAccess } from '../library/libraryActions';
import { LibraryPagination } from '../library/LibraryPagination';
import { LibrarySearchField } from '../library/LibrarySearchField';
import { LibrarySkeleton } from '../library/LibrarySkeleton';
import { targetOfItem } from '../library/libraryTarget';
import { useKeyedState } from '../library/useKeyedState';
import type { LibrarySearch } from '../library/useLibrarySearch';
import { useShareActions } from '../library/useShareActions';
import { templatePath, type TemplateAction } from './templateActions';
import type { TemplateDialog } from './templateDialog';
import { TemplateDialogs } from './TemplateDialogs';
import { TemplateGrid } from './TemplateGrid';
import { TemplatesEmptyState } from './TemplatesEmptyState';
import { useTemplateList } from './useTemplateList';

/** Templates per page. */
export const TEMPLATE_PAGE_SIZE = 60;

interface TemplatesSectionProps {
  section: MediaSection;
  search: LibrarySearch;
  /** the chips choosing between the kinds of files and the templates */
  kindFilter: ReactNode;
}

/**
 * The Templates of a media library section: the section's templates (made in the slide editor) as
 * cards, searched by name, page by page, with Open, Rename, Share or Unshare, Copy to stock and
 * Delete as the session and each template allow. Templates have no folders.
 */
export function TemplatesSection({ section, search, kindFilter }: TemplatesSectionProps) {
  const { query, onQuery, searching } = search;
  const { t } = useTranslation('media');
  const session = useSession();
  const navigate = useNavigate();
  const [page, setPage] = useKeyedState(searching, 1);
  const [dialog, setDialog] = useState<TemplateDialog | null>(null);
  const { toast, show, close } = useToast();
  const sharing = useShareActions(playlistLibraryApi, show);

  const access: LibraryAccess = {
    section,
    readOnly: isReadOnly(session.licenseStatus),
    permissions: session.permissions,
  };
  const request: TTemplateListRequest = {
    section,
    searchTerm: searching,
    limit: TEMPLATE_PAGE_SIZE,
    offset: (page - 1) * TEMPLATE_PAGE_SIZE,
  };
  const list = useTemplateList(request);
  const data = list.data;
  const templates = data?.results ?? [];
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / TEMPLATE_PAGE_SIZE));

  const onAction = (template: TPlaylistSummary, action: TemplateAction) => {
    switch (action) {
      case 'open':
        return void navigate(templatePath(template.id));
      case 'rename':
        return setDialog({ kind: 'rename', template });
      case 'share':
        return sharing.share(targetOfItem(template));
      case 'unshare':
        return sharing.unshare(targetOfItem(template));
      case 'copyToStock':
        return setDialog({ kind: 'copyToStock', template });
      case 'delete':
        return setDialog({ kind: 'delete', template });
    }
  };

  const onDone = (message: string, after: { removed?: boolean } = {}) => {
    show(message);
    // a page emptied by a delete gives way to the one before it
    if (after.removed && templates.length === 1 && page > 1) setPage(page - 1);
    setDialog(null);
  };

  let body;
  if (list.isPending) {
    body = <LibrarySkeleton tileAspect="16 / 10" />;
  } else if (list.isError) {
    body = (
      <LoadFailed
        message={errorMessage(list.error, t('templates.loadFailed'))}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (templates.length === 0) {
    body = (
      <TemplatesEmptyState
        section={section}
        searching={searching}
        canMake={!access.readOnly && hasCapability(access, 'playlist_create')}
        onClearSearch={() => onQuery('')}
      />
    );
  } else {
    body = <TemplateGrid templates={templates} access={access} onAction={onAction} />;
  }

  return (
    <Box data-testid="template-section" data-section={section} sx={{ pb: 10 }}>
      <Box sx={{ mb: 2 }}>
        <FolderPath section={section} path={[]} searching={searching} onOpen={() => onQuery('')} />
        {data && (
          <Typography variant="body2" color="text.secondary" data-testid="template-count">
            {t('templates.count', { count: data.totalCount })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }} data-testid="media-toolbar">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <LibrarySearchField query={query} onQuery={onQuery} />
        </Box>
        {kindFilter}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching && list.isPlaceholderData && <LinearProgress aria-label={t('templates.loading')} />}
      </Box>
      {body}
      <LibraryPagination pages={pages} page={page} onPage={setPage} />
      <TemplateDialogs section={section} dialog={dialog} onClose={() => setDialog(null)} onDone={onDone} />
      <Toast toast={toast} onClose={close} testId="media-toast" />
    </Box>
  );
}
