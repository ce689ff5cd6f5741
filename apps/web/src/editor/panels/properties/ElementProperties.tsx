import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TElement, TPlaylist, TSlideData } from '@placard/contract';
import { useEditor } from '../../context/EditorContext';
import { ElementTypeIcon } from '../layers/ElementTypeIcon';
import { layerName } from '../layers/layerName';
import { AnimationSection } from './AnimationSection';
import { MenuElementSection } from './MenuElementSection';
import { CellSection } from './CellSection';
import { ArrangeSection } from './ArrangeSection';
import { ImageSection } from './ImageSection';
import { LayerActions } from './LayerActions';
import { NewsSection } from './NewsSection';
import { ProtectionSection } from './ProtectionSection';
import { ShapeSection } from './ShapeSection';
import { SocialSection } from './SocialSection';
import { TextSection } from './TextSection';
import { TouchActionSection } from './TouchActionSection';
import { VideoSection } from './VideoSection';
import { WeatherSection } from './WeatherSection';
import { WebSection } from './WebSection';

/** The settings of one element's type. */
function TypeSection({ element }: { element: TElement }) {
  switch (element.eltype) {
    case 'text':
      return <TextSection element={element} />;
    case 'shape':
      return <ShapeSection element={element} />;
    case 'image':
      return <ImageSection element={element} />;
    case 'video':
      return <VideoSection element={element} />;
    case 'web':
      return <WebSection element={element} />;
    case 'weather':
      return <WeatherSection element={{ ...element, eltype: 'weather' }} />;
    case 'news':
      return <NewsSection element={{ ...element, eltype: 'news' }} />;
    case 'cell':
      return <CellSection element={{ ...element, eltype: 'cell' }} />;
    case 'menu':
      return <MenuElementSection element={{ ...element, eltype: 'menu' }} />;
    case 'facebook':
      return <SocialSection element={{ ...element, eltype: 'facebook' }} />;
    case 'instagram':
      return <SocialSection element={{ ...element, eltype: 'instagram' }} />;
    default:
      return null;
  }
}

type ElementPropertiesProps = {
  playlist: TPlaylist;
  slideId: number;
  data: TSlideData;
  /** the selected elements, bottom to top */
  elements: readonly TElement[];
};

/**
 * What the panel shows for a selection: for one element its type's settings and its touch action;
 * for several what they share (their box, alignment, order, lock, delete and animation).
 */
export function ElementProperties({ playlist, slideId, data, elements }: ElementPropertiesProps) {
  const { t } = useTranslation('editorProperties');
  const { kind } = useEditor();
  const single = elements.length === 1 ? elements[0] : undefined;

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {single && <ElementTypeIcon type={single.eltype} fontSize="small" color="action" />}
        <Typography variant="subtitle2" component="h2" noWrap>
          {single
            ? layerName(single, (type) => t(`types.${type}`))
            : t('selection.count', { count: elements.length })}
        </Typography>
      </Box>
      {single && <TypeSection key={single.elid} element={single} />}
      <ArrangeSection elements={elements} />
      <LayerActions elements={elements} />
      <AnimationSection elements={elements} />
      <ProtectionSection playlist={playlist} elements={elements} />
      {single && kind === 'playlist' && (
        <TouchActionSection playlist={playlist} slideId={slideId} elid={single.elid} actions={data.actions} />
      )}
    </>
  );
}
