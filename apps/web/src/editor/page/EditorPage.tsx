import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { isReadOnly, type PlaylistKind, type TPlaylist } from '@placard/contract';
import { useAssistantStatus } from '../../api/assistant';
import { isApiError } from '../../api/client';
import { playlistEditorApi } from '../../api/playlistEditor';
import { queryKeys } from '../../api/queryKeys';
import { useSession } from '../../app/session';
import { PageSpinner } from '../../components/PageSpinner';
import { createEditorStore, type EditorStore } from '../state';
import NotFoundPage from '../../features/errors/NotFoundPage';
import { EditorCanvas } from '../canvas/EditorCanvas';
import { EditorContext } from '../context/EditorContext';
import { EditorTopBar } from './EditorTopBar';
import { AssistantPanel } from '../panels/assistant/AssistantPanel';
import { LayersPanel } from '../panels/layers/LayersPanel';
import { LibraryPanel } from '../panels/library/LibraryPanel';
import { PropertiesPanel } from '../panels/properties/PropertiesPanel';
import { canProtect } from '../panels/properties/ProtectionSection';
import { PublishDialog } from './PublishDialog';
import { SlideList } from '../panels/slides/SlideList';
import { useAutosave } from './useAutosave';
import { useEditLock } from './useEditLock';
import { EditorWidgetData } from '../widgets/EditorWidgetData';
import { useEditorServices } from './useEditorServices';

type SideTab = 'properties' | 'layers' | 'library' | 'assistant';

function EmptySlides() {
  const { t } = useTranslation('editor');
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', color: 'text.secondary', p: 4 }}>
      {t('noSlides')}
    </Box>
  );
}

function SidePanel({ playlistId }: { playlistId: number }) {
  const { t } = useTranslation('editor');
  const [tab, setTab] = useState<SideTab>('properties');
  const assistant = useAssistantStatus(playlistId);
  const offered = assistant.data?.available === true;
  const shown = tab === 'assistant' && !offered ? 'properties' : tab;
  return (
    <Box
      component="aside"
      sx={{
        width: 320,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
    >
      <Tabs
        value={shown}
        onChange={(_, value: SideTab) => setTab(value)}
        variant="fullWidth"
        sx={{ '& .MuiTab-root': { minWidth: 0, px: 1 } }}
      >
        <Tab value="properties" label={t('tabs.properties')} data-testid="tab-properties" />
        <Tab value="layers" label={t('tabs.layers')} data-testid="tab-layers" />
        <Tab value="library" label={t('tabs.library')} data-testid="tab-library" />
        {offered && (
          <Tab
            value="assistant"
            icon={<AutoAwesome fontSize="small" />}
            aria-label={t('tabs.assistant')}
            title={t('tabs.assistant')}
            data-testid="tab-assistant"
            sx={{ flex: '0 0 48px' }}
          />
        )}
      </Tabs>
      <Box sx={{ flex: 1, overflow: 'auto', minHeight: 0 }}>
        {shown === 'properties' && <PropertiesPanel />}
        {shown === 'layers' && <LayersPanel />}
        {shown === 'library' && <LibraryPanel />}
        {shown === 'assistant' && <AssistantPanel />}
      </Box>
    </Box>
  );
}

/** The editor once its playlist is loaded: lock, autosave, the panels around the canvas. */
function LoadedEditor({ playlist, kind }: { playlist: TPlaylist; kind: PlaylistKind }) {
  const { t } = useTranslation('editor');
  const session = useSession();
  const [store] = useState<EditorStore>(() => createEditorStore(playlist));
  const licenceReadOnly = isReadOnly(session.licenseStatus);
  const editable = playlist.canEdit && !licenceReadOnly;
  const autosave = useAutosave(store, playlist.id, editable);
  const settle = useCallback(() => autosave.queue.flush(), [autosave.queue]);
  const lock = useEditLock(playlist.id, editable, settle);
  const lockedByOther = lock?.locked === true || autosave.lockLost;
  const readOnly = !editable || lock === null || lockedByOther;
  const mayChangeProtected =
    playlist.section !== 'shared' || canProtect(playlist, session.userId, session.role.name);
  const services = useEditorServices(store, autosave.queue, playlist.id, kind, readOnly, mayChangeProtected);
  const [scale, setScale] = useState(1);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasSlides = useStore(store, (state) => (state.playlist?.slides.length ?? 0) > 0);

  // leaving with changes not yet saved asks first (the saves go on in the background otherwise)
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (autosave.queue.state().pending > 0 || Object.keys(store.getState().dirty).length > 0)
        event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosave.queue, store]);

  const publish = async () => {
    setPublishing(true);
    try {
      for (const key of Object.keys(store.getState().dirty)) {
        autosave.queue.enqueue({ type: 'slide', slideId: Number(key) });
      }
      await autosave.queue.flush();
      store.getState().applyPlaylistSummary(await playlistEditorApi.publish(playlist.id));
      setPublished(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('publish.failed'));
    } finally {
      setPublishing(false);
    }
  };

  const backTo =
    kind === 'template' ? `/media/${playlist.section}?kind=templates` : `/playlists/${playlist.section}`;
  return (
    <EditorContext.Provider value={services}>
      <EditorWidgetData>
        <Box
          sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
          data-testid="playlist-editor"
        >
          <EditorTopBar
            backTo={backTo}
            saveState={autosave.state}
            onRetry={() => autosave.queue.retryNow()}
            scale={scale}
            onPublish={kind === 'playlist' ? () => void publish() : undefined}
            publishing={publishing}
          />
          {lockedByOther && (
            <Alert severity="warning" data-testid="editor-locked" sx={{ borderRadius: 0 }}>
              <strong>{t('locked.title')}</strong> — {t('locked.body', { name: lock?.userName ?? '' })}
            </Alert>
          )}
          {autosave.refusal !== null && (
            <Alert severity="error" data-testid="editor-save-refused" sx={{ borderRadius: 0 }}>
              {t('save.refusedBody', { reason: autosave.refusal })}
            </Alert>
          )}
          {!lockedByOther && readOnly && lock !== null && (
            <Alert severity="info" data-testid="editor-read-only" sx={{ borderRadius: 0 }}>
              {licenceReadOnly ? t('readOnly.licence') : t('readOnly.notYours')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
            {kind === 'playlist' && (
              <Box
                sx={{
                  width: 208,
                  flexShrink: 0,
                  borderRight: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  overflow: 'auto',
                }}
              >
                <SlideList />
              </Box>
            )}
            {hasSlides ? <EditorCanvas onScale={setScale} /> : <EmptySlides />}
            <SidePanel playlistId={playlist.id} />
          </Box>
        </Box>
      </EditorWidgetData>
      <PublishDialog open={published} name={playlist.name} onClose={() => setPublished(false)} />
      <Snackbar
        open={error !== null}
        autoHideDuration={6000}
        onClose={() => setError(null)}
        message={error ?? ''}
      />
    </EditorContext.Provider>
  );
}

/** /playlists/{playlistId} and /template/{templateId}: the slide editor (spec section 2). */
export default function EditorPage({ kind }: { kind: PlaylistKind }) {
  const params = useParams();
  const id = Number(kind === 'template' ? params.templateId : params.playlistId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: queryKeys.playlistEditor(id),
    queryFn: ({ signal }) => playlistEditorApi.info(id, signal),
    enabled: valid,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  if (!valid || (query.error && isApiError(query.error) && query.error.status === 404))
    return <NotFoundPage />;
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <PageSpinner />;
  if (query.data.kind !== kind) return <NotFoundPage />;
  return <LoadedEditor key={query.data.id} playlist={query.data} kind={kind} />;
}
