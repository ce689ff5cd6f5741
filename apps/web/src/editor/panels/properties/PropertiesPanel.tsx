import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { currentSlideData } from '../../state';
import { EditorContext, useEditor, useSettledEditorState } from '../../context/EditorContext';
import type { EditorState } from '../../state';

const selectPlaylist = (state: EditorState) => state.playlist;
const selectSlideId = (state: EditorState) => state.currentSlideId;
const selectSelection = (state: EditorState) => state.selection;
import { ElementProperties } from './ElementProperties';
import { SlideProperties } from './SlideProperties';

/**
 * The editor's Properties panel: with nothing selected, the current slide's settings (background,
 * duration, transition, touch, overlay) and the playlist's aspect ratio; otherwise the selection's.
 */
export function PropertiesPanel() {
  const { t } = useTranslation('editorProperties');
  // while an element is dragged the fields keep still and follow once it is dropped
  const playlist = useSettledEditorState(selectPlaylist);
  const slideId = useSettledEditorState(selectSlideId);
  const data = useSettledEditorState(currentSlideData);
  const selection = useSettledEditorState(selectSelection);
  const elements = useMemo(() => {
    const chosen = new Set(selection);
    return data?.elements.filter((element) => chosen.has(element.elid)) ?? [];
  }, [data, selection]);
  // a protected element of another author (shared playlist) is shown, not changed
  const services = useEditor();
  const frozen = useMemo(
    () =>
      elements.some((element) => !services.canChange(element))
        ? { ...services, readOnly: true, canChange: () => false }
        : null,
    [elements, services],
  );

  if (!playlist || slideId === null || !data) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, fontSize: 14 }}>
        {t('noSlide')}
      </Typography>
    );
  }

  return (
    <Box data-testid="properties-panel" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {elements.length === 0 ? (
        <SlideProperties key={slideId} playlist={playlist} slideId={slideId} data={data} />
      ) : (
        <EditorContext.Provider value={frozen ?? services}>
          <ElementProperties
            key={`${slideId}:${selection.join(',')}`}
            playlist={playlist}
            slideId={slideId}
            data={data}
            elements={elements}
          />
        </EditorContext.Provider>
      )}
    </Box>
  );
}
