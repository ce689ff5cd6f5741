import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { zPlaylistName } from '@placard/contract';
import { isApiError } from '../../api/client';
import { playlistEditorApi } from '../../api/playlistEditor';
import { useEditor, useEditorState } from '../context/EditorContext';
import { SaveStatusChip } from './SaveStatusChip';
import type { AutosaveState } from './useAutosave';
import { PublishedChip } from '../../features/playlists/PlaylistBadges';
import { zoomStep } from '../canvas/canvasGeometry';

type Props = {
  backTo: string;
  saveState: AutosaveState;
  onRetry: () => void;
  /** the canvas's scale now (for zoom steps from "fit") */
  scale: number;
  onPublish?: (() => void) | undefined;
  publishing: boolean;
};

/** The editor's bar: back, the name (rename in place), published state, saving state, undo/redo, zoom, publish. */
export function EditorTopBar({ backTo, saveState, onRetry, scale, onPublish, publishing }: Props) {
  const { t } = useTranslation('editor');
  const { store, readOnly, playlistId } = useEditor();
  const name = useEditorState((state) => state.playlist?.name ?? '');
  // an edit shows at once: the screens play the published version until the next publish
  const isPublished = useEditorState(
    (state) => (state.playlist?.isPublished ?? false) && !state.unpublishedEdits,
  );
  const publishedAt = useEditorState((state) => state.playlist?.publishedAt ?? null);
  const canUndo = useEditorState((state) => state.canUndo);
  const canRedo = useEditorState((state) => state.canRedo);
  const zoom = useEditorState((state) => state.zoom);
  const [draft, setDraft] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const commitName = async () => {
    if (draft === null) return;
    const parsed = zPlaylistName.safeParse(draft);
    if (!parsed.success || parsed.data === name) {
      setDraft(null);
      setNameError(null);
      return;
    }
    try {
      const summary = await playlistEditorApi.rename(playlistId, parsed.data);
      store.getState().applyPlaylistSummary(summary);
      setDraft(null);
      setNameError(null);
    } catch (error) {
      setNameError(isApiError(error) ? (error.fields?.name ?? error.message) : t('rename.failed'));
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minHeight: 52,
        flexWrap: 'wrap',
      }}
    >
      <Tooltip title={t('back')}>
        <IconButton component={RouterLink} to={backTo} aria-label={t('back')} size="small">
          <ArrowBack />
        </IconButton>
      </Tooltip>
      <Tooltip title={nameError ?? ''} open={nameError !== null}>
        <InputBase
          value={draft ?? name}
          readOnly={readOnly}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void commitName()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
            if (event.key === 'Escape') {
              setDraft(null);
              setNameError(null);
            }
          }}
          inputProps={{ 'aria-label': t('rename.label'), maxLength: 100, 'data-testid': 'editor-name' }}
          sx={{
            fontWeight: 600,
            fontSize: '1.05rem',
            minWidth: 120,
            maxWidth: 360,
            px: 1,
            borderRadius: 1,
            border: 1,
            borderColor: nameError ? 'error.main' : 'transparent',
            '&:hover': readOnly ? undefined : { borderColor: 'divider' },
          }}
        />
      </Tooltip>
      <Box data-testid="publish-state" sx={{ display: 'flex' }}>
        <PublishedChip published={isPublished} publishedAt={publishedAt} />
      </Box>
      {!readOnly && <SaveStatusChip state={saveState} onRetry={onRetry} />}
      <Box sx={{ flex: 1 }} />
      <Tooltip title={t('undo')}>
        <span>
          <IconButton
            aria-label={t('undo')}
            disabled={readOnly || !canUndo}
            onClick={() => store.getState().undo()}
            size="small"
            data-testid="undo"
          >
            <Undo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('redo')}>
        <span>
          <IconButton
            aria-label={t('redo')}
            disabled={readOnly || !canRedo}
            onClick={() => store.getState().redo()}
            size="small"
            data-testid="redo"
          >
            <Redo />
          </IconButton>
        </span>
      </Tooltip>
      <Divider orientation="vertical" flexItem />
      <IconButton
        aria-label={t('zoom.out')}
        size="small"
        onClick={() => store.getState().setZoom(zoomStep(scale, -1))}
      >
        <ZoomOut />
      </IconButton>
      <Button
        size="small"
        variant="text"
        color="inherit"
        onClick={() => store.getState().setZoom('fit')}
        aria-label={t('zoom.fit')}
        sx={{ minWidth: 64 }}
        data-testid="zoom-level"
      >
        {zoom === 'fit' ? t('zoom.fitShort') : `${Math.round(scale * 100)} %`}
      </Button>
      <IconButton
        aria-label={t('zoom.in')}
        size="small"
        onClick={() => store.getState().setZoom(zoomStep(scale, 1))}
      >
        <ZoomIn />
      </IconButton>
      {onPublish && (
        <>
          <Divider orientation="vertical" flexItem />
          <Button
            variant="contained"
            onClick={onPublish}
            disabled={readOnly || publishing}
            data-testid="publish"
          >
            {t('publish.action')}
          </Button>
        </>
      )}
    </Box>
  );
}
